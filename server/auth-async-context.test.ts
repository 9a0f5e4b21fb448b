// better-auth's async-context storages are disabled once no call into it is under way, so
// that async_hooks do not stay on for every later request (ADR 112). Through the real app
// on PGlite and PostgreSQL.
import { type AsyncLocalStorage, executionAsyncResource } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { withAuthContext } from './auth-async-context.ts';
import { jsonHeaders, signUp, uniqueEmail, waitForMail } from './testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from './testing/test-db.ts';

/**
 * Whether promises are being tracked (async_hooks on): a promise's callback then runs with
 * the promise as its async resource; otherwise with the timer's (or none).
 */
function promiseHooksOn(): Promise<boolean> {
  return new Promise((resolve) => {
    setTimeout(() => {
      void Promise.resolve().then(() => resolve(executionAsyncResource() instanceof Promise));
    }, 0);
  });
}

/**
 * Whether promise tracking is off once every call has settled. A request's answer can come
 * before its background task (the mail after a reset request) has settled, so this polls up
 * to 5 s for the last call to end.
 */
async function promiseHooksOffOnceSettled(): Promise<boolean> {
  return vi
    .waitFor(async () => expect(await promiseHooksOn()).toBe(false), { timeout: 5_000, interval: 20 })
    .then(
      () => true,
      () => false,
    );
}

function betterAuthStorage(): AsyncLocalStorage<unknown> {
  const global = (globalThis as Record<symbol, { context: Record<string, AsyncLocalStorage<unknown>> }>)[
    Symbol.for('better-auth:global')
  ];
  const storage = global?.context.endpointContextAsyncStorage;
  if (!storage) throw new Error('better-auth has not created its endpoint-context storage');
  return storage;
}

describe.each(testEngines())('better-auth async context on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = () => createApp({ db: database().handle });

  it('leaves promise tracking off once its requests have settled', async () => {
    const target = app();
    const account = await signUp(target);
    const session = await target.request('/api/auth/get-session', { headers: { cookie: account.cookie } });
    expect(session.status).toBe(200);
    expect(await promiseHooksOffOnceSettled()).toBe(true);

    // A reset request sends its mail after the answer, as a background task.
    const reset = await target.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: account.email, redirectTo: '/reset-password' }),
    });
    expect(reset.status).toBe(200);
    await waitForMail(database().db, account.email, 'password_reset');
    expect(await promiseHooksOffOnceSettled()).toBe(true);
  });

  it('keeps the storages on while any call is under way', async () => {
    const target = app();
    const account = await signUp(target, { email: uniqueEmail('context') });
    const storage = betterAuthStorage();
    const marker = { request: 'outer' };
    // A call under way holds a store; another call starts and settles meanwhile.
    const seen = await withAuthContext(() =>
      storage.run(marker, async () => {
        const session = await target.request('/api/auth/get-session', { headers: { cookie: account.cookie } });
        expect(session.status).toBe(200);
        expect(await promiseHooksOn()).toBe(true);
        return storage.getStore();
      }),
    );
    expect(seen).toBe(marker);
    expect(await promiseHooksOffOnceSettled()).toBe(true);
  });
});
