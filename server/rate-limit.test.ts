// Rate limits on sign-in, sign-up and reset requests: counted per client address in the
// database, so they hold across server instances; the client address is the socket's
// unless TRUST_PROXY says which X-Forwarded-For entry to believe. Sign-in attempts are also
// counted per account, wherever they come from (server/rate-limit/account-sign-in.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { ACCOUNT_SIGN_IN_MAX_ATTEMPTS, ACCOUNT_SIGN_IN_WINDOW_MINUTES } from '../domain/auth.ts';
import { accountSignInPausedMessage } from '../domain/auth-messages.ts';
import { AUTH_RATE_LIMITS, ephemeralAuthSettings, RESET_MAILS_PER_ACCOUNT } from './auth.ts';
import { outbox, rateLimit, requestCounters } from './db/schema.ts';
import { accountSignInLimit } from './rate-limit/account-sign-in.ts';
import {
  jsonHeaders,
  resetTokenFrom,
  signUp,
  uniqueClientAddress,
  uniqueEmail,
  waitForMail,
} from './testing/auth-helpers.ts';
import { killServers, spawnServer, waitForListening } from './testing/server-process.ts';
import { testEngines, useTestDatabase } from './testing/test-db.ts';

const SIGN_IN_MAX = AUTH_RATE_LIMITS['/sign-in/email'].max;
const SIGN_UP_MAX = AUTH_RATE_LIMITS['/sign-up/email'].max;
const RESET_MAX = AUTH_RATE_LIMITS['/request-password-reset'].max;

interface Target {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

function failedSignIn(target: Target, email: string, headers: Record<string, string>) {
  return target.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: 'not the right password' }),
  });
}

/** Serves an app on a real socket (127.0.0.1, a free port) so the peer address is real. */
async function listen(app: ReturnType<typeof createApp>) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    request: (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testEngines())('rate limits on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('limits failed sign-ins per client address, in the database', async () => {
    const app = createApp({ db: database().handle });
    const person = await signUp(app);
    const attacker = uniqueClientAddress();
    // A different account each time, so only the per-address limit is in play.
    for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
      expect((await failedSignIn(app, uniqueEmail('target'), { 'x-forwarded-for': attacker })).status).toBe(401);
    }
    const limited = await failedSignIn(app, uniqueEmail('target'), { 'x-forwarded-for': attacker });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits now, from that address…
    const rightPassword = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: jsonHeaders(undefined, attacker),
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(rightPassword.status).toBe(429);
    // …while the account's owner elsewhere signs in.
    const owner = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(owner.status).toBe(200);

    const rows = await database()
      .db.select()
      .from(rateLimit)
      .where(like(rateLimit.key, `${attacker}|%`));
    expect(rows).toEqual([expect.objectContaining({ key: `${attacker}|/sign-in/email`, count: SIGN_IN_MAX })]);
  });

  it('limits sign-in attempts per account from any number of addresses, with a cool-down', async () => {
    const app = createApp({ db: database().handle });
    const person = await signUp(app);
    const statuses: number[] = [];
    let paused: Response | undefined;
    // 30 addresses, one try each (the probe's setting): the account allows 5, then pauses.
    for (let address = 0; address < 30; address += 1) {
      const response = await failedSignIn(app, person.email, { 'x-forwarded-for': uniqueClientAddress() });
      statuses.push(response.status);
      if (response.status === 429) paused ??= response;
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_SIGN_IN_MAX_ATTEMPTS);
    expect(statuses.slice(ACCOUNT_SIGN_IN_MAX_ATTEMPTS).every((status) => status === 429)).toBe(true);
    const retryAfter = Number(paused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_SIGN_IN_WINDOW_MINUTES * 60);
    expect(await paused!.json()).toEqual({
      code: 'RATE_LIMITED',
      message: accountSignInPausedMessage(retryAfter),
      details: { limit: 'account' },
    });

    // During the pause the owner waits too (the attacker could be the one with the password)…
    const signInAsOwner = () =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
    expect((await signInAsOwner()).status).toBe(429);
    // …but only until the window ends: move its start back past 15 minutes.
    await database()
      .db.update(requestCounters)
      .set({ windowStart: new Date(Date.now() - ACCOUNT_SIGN_IN_WINDOW_MINUTES * 60_000 - 1_000) })
      .where(eq(requestCounters.key, accountSignInLimit(person.email).key));
    expect((await signInAsOwner()).status).toBe(200);
    // Other accounts were never affected.
    const other = await signUp(app);
    expect((await failedSignIn(app, other.email, { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(401);
  });

  it('does not pause a device that signed in before, whatever fails from elsewhere (device cookies)', async () => {
    const app = createApp({ db: database().handle });
    const person = await signUp(app);
    const signInAsOwner = (cookie?: string) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: jsonHeaders(cookie),
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
    const first = await signInAsOwner();
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((cookie) => cookie.startsWith('vaultmark.device='));
    expect(device).toMatch(/HttpOnly/);
    const deviceCookie = device!.split(';')[0]!;

    // The probe: wrong passwords from 30 addresses pause the account for untrusted clients…
    for (let address = 0; address < 30; address += 1) {
      await failedSignIn(app, person.email, { 'x-forwarded-for': uniqueClientAddress() });
    }
    expect((await signInAsOwner()).status).toBe(429);
    // A forged cookie is an untrusted client.
    const forged = `${deviceCookie.slice(0, -1)}${deviceCookie.endsWith('A') ? 'B' : 'A'}`;
    expect((await signInAsOwner(forged)).status).toBe(429);
    // …but not the owner's own device, nor does its cookie work for another account.
    expect((await signInAsOwner(deviceCookie)).status).toBe(200);
    const other = await signUp(app);
    for (let attempt = 0; attempt < ACCOUNT_SIGN_IN_MAX_ATTEMPTS; attempt += 1) {
      await failedSignIn(app, other.email, { 'x-forwarded-for': uniqueClientAddress() });
    }
    const borrowed = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: jsonHeaders(deviceCookie),
      body: JSON.stringify({ email: other.email, password: other.password }),
    });
    expect(borrowed.status).toBe(429);
  }, 90_000);

  it('lets the owner sign in again after a password reset, whatever failed before', async () => {
    const { db } = database();
    const settings = ephemeralAuthSettings(db);
    const app = createApp({ db: database().handle, auth: settings });
    const person = await signUp(app);
    for (let address = 0; address < ACCOUNT_SIGN_IN_MAX_ATTEMPTS + 2; address += 1) {
      await failedSignIn(app, person.email, { 'x-forwarded-for': uniqueClientAddress() });
    }
    const signInWith = (password: string) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({ email: person.email, password }),
      });
    expect((await signInWith(person.password)).status).toBe(429);
    await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: person.email }),
    });
    await settings.mailer.idle();
    const token = resetTokenFrom(await waitForMail(db, person.email, 'password_reset'));
    const newPassword = 'a fresh passphrase after the reset';
    const reset = await app.request('/api/auth/reset-password', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ token, newPassword }),
    });
    expect(reset.status).toBe(200);
    expect((await signInWith(newPassword)).status).toBe(200);
  }, 90_000);

  it('keeps no email in the account counters: the key holds its hash', async () => {
    const app = createApp({ db: database().handle });
    const email = uniqueEmail('forgotten');
    expect((await failedSignIn(app, email, { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(401);
    const keys = (await database().db.select({ key: requestCounters.key }).from(requestCounters)).map((row) => row.key);
    expect(keys).toContain(accountSignInLimit(email).key);
    const local = email.split('@')[0]!;
    expect(keys.filter((key) => key.includes(local))).toEqual([]);
  });

  it('sends one account at most RESET_MAILS_PER_ACCOUNT reset mails, however many addresses ask', async () => {
    const { db } = database();
    const settings = ephemeralAuthSettings(db);
    const app = createApp({ db: database().handle, auth: settings });
    const person = await signUp(app);
    const answers: string[] = [];
    // The probe's setting: 12 addresses, one request each.
    for (let address = 0; address < 12; address += 1) {
      const response = await app.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: jsonHeaders(undefined, uniqueClientAddress()),
        body: JSON.stringify({ email: person.email }),
      });
      expect(response.status).toBe(200);
      answers.push(await response.text());
    }
    // Every answer the same: the cap tells nothing about the account.
    expect(new Set(answers).size).toBe(1);
    await settings.mailer.idle();
    expect(await db.$count(outbox, and(eq(outbox.toAddress, person.email), eq(outbox.kind, 'password_reset')))).toBe(
      RESET_MAILS_PER_ACCOUNT,
    );
  });

  it('counts concurrent attempts at one account exactly, and a successful sign-in starts the count again', async () => {
    const app = createApp({ db: database().handle });
    const person = await signUp(app);
    const concurrent = await Promise.all(
      Array.from({ length: 12 }, () => failedSignIn(app, person.email, { 'x-forwarded-for': uniqueClientAddress() })),
    );
    expect(concurrent.filter((response) => response.status === 401)).toHaveLength(ACCOUNT_SIGN_IN_MAX_ATTEMPTS);
    expect(concurrent.filter((response) => response.status === 429)).toHaveLength(12 - ACCOUNT_SIGN_IN_MAX_ATTEMPTS);

    const fresh = await signUp(app);
    for (let attempt = 0; attempt < ACCOUNT_SIGN_IN_MAX_ATTEMPTS - 1; attempt += 1) {
      expect((await failedSignIn(app, fresh.email, { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(401);
    }
    const success = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: fresh.email, password: fresh.password }),
    });
    expect(success.status).toBe(200);
    for (let attempt = 0; attempt < ACCOUNT_SIGN_IN_MAX_ATTEMPTS; attempt += 1) {
      expect((await failedSignIn(app, fresh.email, { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(401);
    }
    expect((await failedSignIn(app, fresh.email, { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(429);
  });

  it('limits sign-ups and reset requests per client address', async () => {
    const app = createApp({ db: database().handle });
    const client = uniqueClientAddress();
    const signUpFrom = () =>
      app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: jsonHeaders(undefined, client),
        body: JSON.stringify({
          full_name: 'Many Accounts',
          email: uniqueEmail('bulk'),
          password: 'a long enough passphrase',
        }),
      });
    for (let attempt = 0; attempt < SIGN_UP_MAX; attempt += 1) expect((await signUpFrom()).status).toBe(200);
    expect((await signUpFrom()).status).toBe(429);

    const resetFrom = (email: string) =>
      app.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: jsonHeaders(undefined, client),
        body: JSON.stringify({ email }),
      });
    for (let attempt = 0; attempt < RESET_MAX; attempt += 1) {
      expect((await resetFrom(uniqueEmail('reset'))).status).toBe(200);
    }
    // Limited alike for addresses with and without an account: the limit reveals nothing.
    expect((await resetFrom(uniqueEmail('reset'))).status).toBe(429);
  });

  // Two dozen sign-ins over real sockets (each hashes a password): slow on a busy machine.
  it('keys by the socket address and ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const { db } = database();
    const direct = await listen(
      createApp({ db: database().handle, auth: ephemeralAuthSettings(db, { trustProxy: 0 }) }),
    );
    try {
      // A new account each time (the per-account limit stays out of play).
      const email = () => uniqueEmail('direct');
      for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
        // A new made-up address each time: without TRUST_PROXY it changes nothing.
        const response = await failedSignIn(direct, email(), { 'x-forwarded-for': uniqueClientAddress() });
        expect(response.status).toBe(401);
      }
      expect((await failedSignIn(direct, email(), { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(429);
      const rows = await db.select().from(rateLimit).where(like(rateLimit.key, '127.0.0.1|/sign-in/email'));
      expect(rows).toHaveLength(1);
    } finally {
      await direct.close();
    }

    const behindProxy = await listen(
      createApp({ db: database().handle, auth: ephemeralAuthSettings(db, { trustProxy: 1 }) }),
    );
    try {
      const email = () => uniqueEmail('proxied');
      const client = uniqueClientAddress();
      for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
        // The client writes anything on the left; the proxy appends the address it saw.
        const spoofed = `${uniqueClientAddress()}, ${client}`;
        expect((await failedSignIn(behindProxy, email(), { 'x-forwarded-for': spoofed })).status).toBe(401);
      }
      const spoofedAgain = `${uniqueClientAddress()}, ${client}`;
      expect((await failedSignIn(behindProxy, email(), { 'x-forwarded-for': spoofedAgain })).status).toBe(429);
      // Another client behind the same proxy is not held back.
      expect((await failedSignIn(behindProxy, email(), { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(401);
    } finally {
      await behindProxy.close();
    }
  }, 90_000);
});

// Two server processes (`server/index.ts`) on one PostgreSQL database: a session made
// on one is good on the other, and failed sign-ins counted by both hit one limit.
const START_TIMEOUT_MS = 60_000;
const PUBLIC_ORIGIN = 'http://vaultmark.test';

describe('rate limits across two server instances on one PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL_TEST;
  const workDir = mkdtempSync(join(tmpdir(), 'vaultmark-instances-'));
  const databaseName = `vm_test_${randomBytes(6).toString('hex')}`;

  const adminQuery = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    killServers();
    rmSync(workDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  async function startInstance(databaseUrl: string): Promise<string> {
    // No secret and no proxy from this process's environment: each instance as deployed.
    const server = spawnServer(workDir, {
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN,
      BETTER_AUTH_SECRET: undefined,
      TRUST_PROXY: undefined,
    });
    return (await waitForListening(server, START_TIMEOUT_MS)).url;
  }

  it.runIf(Boolean(adminUrl))(
    'shares sessions and the sign-in limit between the instances',
    async () => {
      await adminQuery(`CREATE DATABASE ${databaseName}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${databaseName}`;
      // One after the other: both would migrate and seed, which the first does alone faster.
      const first = await startInstance(url.toString());
      const second = await startInstance(url.toString());
      const instances = [first, second].map((base) => ({
        request: (path: string, init?: RequestInit) => fetch(`${base}${path}`, init),
      }));

      const email = uniqueEmail('shared');
      const password = 'a long enough passphrase';
      const signUpResponse = await instances[0]!.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN },
        body: JSON.stringify({ full_name: 'Shared Person', email, password }),
      });
      expect(signUpResponse.status).toBe(200);
      const cookie = signUpResponse.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      const onSecond = await instances[1]!.request('/api/auth/get-session', { headers: { cookie } });
      expect(((await onSecond.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);

      // Other accounts each time: the per-address limit is the one shared here.
      for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
        const response = await failedSignIn(instances[attempt % 2]!, uniqueEmail('other'), {});
        expect(response.status).toBe(401);
      }
      // Each instance saw only half the attempts, yet both refuse the next one.
      expect((await failedSignIn(instances[0]!, uniqueEmail('other'), {})).status).toBe(429);
      expect((await failedSignIn(instances[1]!, uniqueEmail('other'), {})).status).toBe(429);
    },
    START_TIMEOUT_MS * 2 + 30_000,
  );
});
