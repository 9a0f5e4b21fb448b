// `npm start` as an operator runs it, stopped by a signal in the middle of a slow request
// (an administrator's import whose body is still arriving): SIGTERM to the npm process (a
// service manager), SIGTERM to the whole process group, and SIGINT to the group (Ctrl-C in
// a terminal, which reaches node twice: directly and relayed by npm). Each time the request
// completes, the process exits 0, the embedded database's lock file is gone and the port is
// free; a last start on the same folder finds every import committed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../server/db/migrate.ts';
import { lockPathFor } from '../server/db/pglite-lock.ts';
import { killServers, spawnProcess, waitForListening, type ServerProcess } from '../server/testing/server-process.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const BUILD_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 60_000;
// Small enough to finish well within the shutdown deadline on a busy machine; the body's
// slow arrival is what keeps the request in flight when the signal comes.
const IMPORT_ROWS = 200;
const BODY_CHUNKS = 8;
const CHUNK_INTERVAL_MS = 200;
const PASSWORD = 'signal test passphrase, long and unrelated';

const workDir = mkdtempSync(join(tmpdir(), 'vaultmark-npm-start-'));
const dataDir = join(workDir, 'pglite');

afterAll(() => {
  killServers();
  rmSync(workDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

interface NpmStart extends ServerProcess {
  url: string;
  nodePid: number;
}

/** `npm start` in its own process group (as a terminal or a service manager starts it). */
async function npmStart(port: number): Promise<NpmStart> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DIR: dataDir,
    LOG_LEVEL: 'info',
    PRICE_FEED: 'off',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const started = spawnProcess('npm', ['start', '--silent'], env);
  const { url, pid } = await waitForListening(started, START_TIMEOUT_MS);
  return { ...started, url, nodePid: pid };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signs up (or in) the test administrator and returns the session cookie. */
async function adminCookie(url: string, email: string, firstTime: boolean): Promise<string> {
  const path = firstTime ? '/api/auth/sign-up/email' : '/api/auth/sign-in/email';
  const body = firstTime ? { full_name: 'Signal Admin', email, password: PASSWORD } : { email, password: PASSWORD };
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  if (firstTime) {
    // The server holds the embedded database: the CLI hands the grant to it.
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    const grant = spawnSync(TSX, ['server/cli/admin.ts', 'grant', email], { cwd: ROOT, env, encoding: 'utf8' });
    if (grant.status !== 0) throw new Error(`grant failed: ${grant.stderr}`);
  }
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Starts an import whose body arrives in chunks; `onInFlight` runs once the server has the
 * request (its `100 Continue` says so) and the first chunk is on its way. Resolves with the
 * status and body of the answer.
 */
function slowImport(url: string, cookie: string, label: string, onInFlight: () => void) {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, index) => ({
    companyName: `Signal ${label} ${index}`,
    symbol: `S${label.slice(0, 3).toUpperCase()}${index}`,
    btcHoldings: 1 + index,
    marketCap: 1_000_000 + index,
    indexType: 'green_vault',
    renewableEnergyPct: 75,
    sourceNote: 'npm start signal test',
  }));
  const body = Buffer.from(JSON.stringify({ rows }));
  const chunkSize = Math.ceil(body.length / BODY_CHUNKS);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${url}/api/constituents/import`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          origin: url,
          cookie,
          // The server answers 100 once it has read the request's head and handed it on.
          expect: '100-continue',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    let offset = 0;
    const writeNext = () => {
      request.write(body.subarray(offset, offset + chunkSize));
      offset += chunkSize;
      if (offset === chunkSize) onInFlight();
      if (offset >= body.length) request.end();
      else setTimeout(writeNext, CHUNK_INTERVAL_MS);
    };
    request.once('continue', writeNext);
    request.flushHeaders();
  });
}

const email = `signal-${randomBytes(4).toString('hex')}@example.com`;

describe('npm start and signals', () => {
  beforeAll(() => {
    // What `npm start` does first (its prestart), done here so the timings below are the server's.
    const build = spawnSync('node', ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }, BUILD_TIMEOUT_MS);

  const cases: [label: string, signal: NodeJS.Signals, target: 'npm' | 'group'][] = [
    ['term npm', 'SIGTERM', 'npm'],
    ['term group', 'SIGTERM', 'group'],
    ['ctrl c', 'SIGINT', 'group'],
  ];

  it.each(cases.map((entry, index) => [...entry, index] as const))(
    '%s: the request in flight completes, exit 0, lock removed, port free',
    async (label, signal, target, index) => {
      const port = await freePort();
      const started = await npmStart(port);
      expect(started.child.pid).not.toBe(started.nodePid);
      const cookie = await adminCookie(started.url, email, index === 0);

      const answer = await slowImport(started.url, cookie, label, () => {
        if (target === 'npm') process.kill(started.child.pid!, signal);
        else process.kill(-started.child.pid!, signal);
      }).catch((error: unknown) => {
        throw new Error(`the import failed (${String(error)}); server output:\n${started.output()}`);
      });
      expect(answer.status, answer.body).toBe(201);
      expect(JSON.parse(answer.body)).toEqual({ imported: IMPORT_ROWS });

      expect(await started.exited).toBe(0);
      expect(isRunning(started.nodePid)).toBe(false);
      expect(started.output()).toContain('Shutting down');
      expect(started.output()).toContain('Stopped');
      expect(started.output()).not.toContain('Second signal');
      expect(existsSync(lockPathFor(dataDir))).toBe(false);
      expect(await portIsFree(port)).toBe(true);
    },
    120_000,
  );

  // On PostgreSQL start-up can be held at a known point: migrations wait for their advisory lock.
  it.runIf(Boolean(process.env.DATABASE_URL_TEST))(
    'a signal during start-up: the server finishes starting, then stops cleanly',
    async () => {
      const adminUrl = process.env.DATABASE_URL_TEST!;
      const name = `vm_signal_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const databaseUrl = new URL(adminUrl);
      databaseUrl.pathname = `/${name}`;
      const holder = new pg.Client({ connectionString: databaseUrl.toString() });
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const port = await freePort();
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl.toString(),
          LOG_LEVEL: 'info',
          PRICE_FEED: 'off',
        };
        delete env.NODE_ENV;
        const { child, output, exited } = spawnProcess('npm', ['start', '--silent'], env);
        await vi.waitFor(() => expect(output()).toContain('Database opened'), {
          timeout: START_TIMEOUT_MS,
          interval: 50,
        });
        // Start-up now waits for the migration lock: Ctrl-C arrives (twice: directly and via npm).
        process.kill(-child.pid!, 'SIGINT');
        await vi.waitFor(() => expect(output()).toContain('Signal during start-up'), { timeout: 10_000, interval: 20 });
        // It keeps waiting (it listens below only once the lock is free).
        expect(child.exitCode, output()).toBeNull();
        await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        expect(await exited, output()).toBe(0);
        expect(output()).toContain('Vaultmark listening');
        expect(output()).toContain('Stopped');
        expect(output()).not.toContain('Second signal');
        expect(await portIsFree(port)).toBe(true);
      } finally {
        await holder.end().catch(() => undefined);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );

  it('starts again on the same folder and finds every import committed', async () => {
    const started = await npmStart(await freePort());
    try {
      const response = await fetch(`${started.url}/api/constituents?index_type=green_vault`);
      const names = ((await response.json()) as { companyName: string }[]).map((row) => row.companyName);
      for (const [label] of cases) {
        expect(names.filter((name) => name.startsWith(`Signal ${label} `))).toHaveLength(IMPORT_ROWS);
      }
    } finally {
      process.kill(started.child.pid!, 'SIGTERM');
      expect(await started.exited).toBe(0);
    }
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  }, 120_000);
});
