import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { accountSignInPausedMessage } from '@domain/auth-messages';
import { postAuth } from '../api/auth-request';
import { describeAuthError } from './auth-errors';

async function refusal(body: Record<string, unknown>, headers: Record<string, string>): Promise<unknown> {
  server.use(http.post('/api/auth/sign-in/email', () => HttpResponse.json(body, { status: 429, headers })));
  return postAuth('/api/auth/sign-in/email', { email: 'a@example.com', password: 'x' }).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('describeAuthError on a 429', () => {
  it("says the account is paused, with the server's wait, when the account limit refused", async () => {
    const error = await refusal(
      { code: 'RATE_LIMITED', message: 'paused', details: { limit: 'account' } },
      { 'Retry-After': '600' },
    );
    const described = describeAuthError(error);
    expect(described.formError).toBe(accountSignInPausedMessage(600));
    expect(described.formError).toContain('10 minutes');
  });

  it('speaks of the network when the address limit refused', async () => {
    const error = await refusal({ code: 'RATE_LIMITED', message: 'slow down' }, { 'Retry-After': '30' });
    expect(describeAuthError(error).formError).toBe('Too many attempts from your network. Try again in 30 seconds.');
  });
});
