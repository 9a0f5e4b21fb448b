import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { accountSignInPausedMessage } from '@domain/auth-messages';
import { signInRequest } from '../api/sign-in';
import { describeAuthError } from './auth-errors';

async function refusal(body: Record<string, unknown>, headers: Record<string, string>): Promise<unknown> {
  server.use(http.post('/api/auth/sign-in/email', () => HttpResponse.json(body, { status: 429, headers })));
  return signInRequest({ email: 'a@example.com', password: 'x' }).then(
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

describe('describeAuthError on other failures', () => {
  const signIn = () =>
    signInRequest({ email: 'a@example.com', password: 'x' }).then(
      () => null,
      (error: unknown) => error,
    );

  it('says the site could not be reached when no answer came', async () => {
    server.use(http.post('/api/auth/sign-in/email', () => HttpResponse.error()));
    expect(describeAuthError(await signIn())).toEqual({
      fieldErrors: {},
      formError: 'Could not reach Vaultmark. Check your connection and try again.',
    });
  });

  it("puts a 422's issues next to their fields", async () => {
    server.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid request',
            details: { issues: [{ path: 'email', message: 'Enter a valid email address.' }] },
          },
          { status: 422 },
        ),
      ),
    );
    expect(describeAuthError(await signIn())).toEqual({
      fieldErrors: { email: 'Enter a valid email address.' },
      formError: null,
    });
  });
});
