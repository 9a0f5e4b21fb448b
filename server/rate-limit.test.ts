// Rate limits on sign-in, sign-up and reset requests: counted per client address in the
// database, so they hold across server instances; the client address is the socket's
// unless TRUST_PROXY says which X-Forwarded-For entry to believe.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { AUTH_RATE_LIMITS, ephemeralAuthSettings } from './auth.ts';
import { rateLimit } from './db/schema.ts';
import { jsonHeaders, signUp, uniqueClientAddress, uniqueEmail } from './testing/auth-helpers.ts';
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
    for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
      expect((await failedSignIn(app, person.email, { 'x-forwarded-for': attacker })).status).toBe(401);
    }
    const limited = await failedSignIn(app, person.email, { 'x-forwarded-for': attacker });
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

  it('keys by the socket address and ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const { db } = database();
    const direct = await listen(
      createApp({ db: database().handle, auth: ephemeralAuthSettings(db, { trustProxy: 0 }) }),
    );
    try {
      const email = uniqueEmail('direct');
      for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
        // A new made-up address each time: without TRUST_PROXY it changes nothing.
        const response = await failedSignIn(direct, email, { 'x-forwarded-for': uniqueClientAddress() });
        expect(response.status).toBe(401);
      }
      expect((await failedSignIn(direct, email, { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(429);
      const rows = await db.select().from(rateLimit).where(like(rateLimit.key, '127.0.0.1|/sign-in/email'));
      expect(rows).toHaveLength(1);
    } finally {
      await direct.close();
    }

    const behindProxy = await listen(
      createApp({ db: database().handle, auth: ephemeralAuthSettings(db, { trustProxy: 1 }) }),
    );
    try {
      const email = uniqueEmail('proxied');
      const client = uniqueClientAddress();
      for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
        // The client writes anything on the left; the proxy appends the address it saw.
        const spoofed = `${uniqueClientAddress()}, ${client}`;
        expect((await failedSignIn(behindProxy, email, { 'x-forwarded-for': spoofed })).status).toBe(401);
      }
      const spoofedAgain = `${uniqueClientAddress()}, ${client}`;
      expect((await failedSignIn(behindProxy, email, { 'x-forwarded-for': spoofedAgain })).status).toBe(429);
      // Another client behind the same proxy is not held back.
      expect((await failedSignIn(behindProxy, email, { 'x-forwarded-for': uniqueClientAddress() })).status).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});

// Two server processes (`tsx server/index.ts`) on one PostgreSQL database: a session made
// on one is good on the other, and failed sign-ins counted by both hit one limit.
const ROOT = new URL('..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const START_TIMEOUT_MS = 60_000;
const PUBLIC_ORIGIN = 'http://vaultmark.test';

describe('rate limits across two server instances on one PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL_TEST;
  const children: ChildProcess[] = [];
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
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(workDir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  async function startInstance(databaseUrl: string): Promise<string> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN,
      STATIC_DIR: join(workDir, 'no-build'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      PRICE_FEED: 'off',
    };
    delete env.BETTER_AUTH_SECRET;
    delete env.TRUST_PROXY;
    const child = spawn(TSX, ['server/index.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const match = /Vaultmark listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) return match[1]!;
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`server did not start:\n${output}`);
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

      for (let attempt = 0; attempt < SIGN_IN_MAX; attempt += 1) {
        const response = await failedSignIn(instances[attempt % 2]!, email, {});
        expect(response.status).toBe(401);
      }
      // Each instance saw only half the attempts, yet both refuse the next one.
      expect((await failedSignIn(instances[0]!, email, {})).status).toBe(429);
      expect((await failedSignIn(instances[1]!, email, {})).status).toBe(429);
    },
    START_TIMEOUT_MS * 2 + 30_000,
  );
});
