// Fuzzing the account routes (better-auth's endpoints under /api/auth, with the site's own
// checks in front: body limit, origin, rate limit, full name and password rules) on both
// engines: bodies made from a valid one with fields dropped, replaced by hostile values or
// joined by unknown keys. Every answer must be 2xx or 4xx — never a 500 — and a refused
// request must leave every table as it was (accounts, sessions, verifications, outbox).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetTokenFrom, signUp, TEST_PASSWORD, waitForMail, type TestAccount } from '../testing/auth-helpers.ts';
import { FRESH_EMAIL, mutationsOf, withFreshEmail } from '../testing/fuzz-values.ts';
import { AUTH_FUZZED } from '../testing/fuzzed-routes.ts';
import { journeyApp, send } from '../testing/journeys.ts';
import { tableDigest } from '../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

/** Runs per route and engine (a valid sign-up hashes a password: a few hundred ms each; FUZZ_RUNS for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

interface FuzzedRoute {
  name: string;
  valid: () => Record<string, unknown>;
  cookie?: () => string;
}

describe.each(testEngines())('account write routes under fuzzing on %s', (engine) => {
  const database = useTestDatabase(engine);
  let harness: ReturnType<typeof journeyApp>;
  let account: TestAccount;
  let signedIn: TestAccount;
  let resetToken = '';

  beforeAll(async () => {
    const { db } = database();
    harness = journeyApp(database());
    account = await signUp(harness.app);
    signedIn = await signUp(harness.app);
    const requested = await send(harness.app, 'POST', '/api/auth/request-password-reset', { email: account.email });
    expect(requested.status).toBe(200);
    resetToken = resetTokenFrom(await waitForMail(db, account.email, 'password_reset'));
  });

  const routes: FuzzedRoute[] = [
    {
      name: 'POST /api/auth/sign-up/email',
      valid: () => ({ full_name: 'Fuzz Person', email: FRESH_EMAIL, password: TEST_PASSWORD }),
    },
    { name: 'POST /api/auth/sign-in/email', valid: () => ({ email: account.email, password: TEST_PASSWORD }) },
    { name: 'POST /api/auth/request-password-reset', valid: () => ({ email: account.email }) },
    { name: 'POST /api/auth/reset-password', valid: () => ({ token: resetToken, newPassword: TEST_PASSWORD }) },
    { name: 'POST /api/auth/reset-token-status', valid: () => ({ token: resetToken }) },
    { name: 'POST /api/auth/send-verification-email', valid: () => ({ email: account.email }) },
    // Last: it ends the session it is sent with.
    { name: 'POST /api/auth/sign-out', valid: () => ({}), cookie: () => signedIn.cookie },
  ];

  /** Sends `body` to the route: the answer is 2xx or 4xx, and a refusal leaves every table as it was. */
  async function expectHarmless(route: FuzzedRoute, body: unknown, field = '') {
    const { db } = database();
    await harness.mailer.idle();
    const before = await tableDigest(db);
    const path = route.name.split(' ')[1]!;
    const response = await send(
      harness.app,
      'POST',
      path,
      withFreshEmail(body),
      route.cookie ? { cookie: route.cookie() } : {},
    );
    const text = await response.text();
    const context = `${route.name} ${field} → ${text}`;
    expect(response.status, context).toBeGreaterThanOrEqual(200);
    expect(response.status, context).toBeLessThan(500);
    await harness.mailer.idle();
    if (response.status >= 300) expect(await tableDigest(db), context).toBe(before);
  }

  it('fuzzes exactly the routes server/testing/fuzzed-routes.ts lists for this file', () => {
    expect(routes.map((route) => route.name).sort()).toEqual([...AUTH_FUZZED].sort());
  });

  // PostgreSQL's text refuses a NUL byte: one that reached a query answered 500 (a reset
  // token, found by the fuzzing below in CI). Each field of each route, every time.
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s refuses a NUL byte in any field, or ignores it harmlessly: never a 500',
    async (_name, route) => {
      for (const field of Object.keys(route.valid())) {
        for (const value of ['a\u0000b', `${'x'.repeat(12)}\u0000`]) {
          await expectHarmless(route, { ...route.valid(), [field]: value }, field);
        }
      }
    },
  );

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers only 2xx/4xx and a refusal changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(mutationsOf(route.valid()), (generated) => expectHarmless(route, generated)),
        { numRuns: RUNS },
      );
    },
  );
});
