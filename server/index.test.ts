// End to end through real processes: the server run twice on one PGlite folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { Agent, get as httpGet, type ClientRequest } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client.ts';
import { lockPathFor } from './db/pglite-lock.ts';
import { JOB_NAMES, listJobStatus, RESTART_JOBS_DELAY_MS } from './jobs/job-status.ts';
import { REQUEST_LINE_KEYS } from './testing/request-lines.ts';
import {
  killServers,
  spawnServer,
  stopServer,
  waitForListening,
  type ServerProcess,
} from './testing/server-process.ts';

const START_TIMEOUT_MS = 45_000;

const workDir = mkdtempSync(join(tmpdir(), 'vaultmark-start-'));
const dataDir = join(workDir, 'pglite');

afterAll(() => {
  killServers();
  rmSync(workDir, { recursive: true, force: true });
});

const startServer = (pgliteDir = dataDir) => spawnServer(workDir, { PGLITE_DIR: pgliteDir });

/** How many times each start-up job has run, read from the folder once no server holds it. */
async function jobRunCounts(pgliteDir: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ pgliteDir });
  try {
    const rows = await listJobStatus(handle.db);
    return Object.fromEntries(rows.map((row) => [row.name, row.runCount]));
  } finally {
    await handle.close();
  }
}

async function stop(server: ServerProcess) {
  expect(await stopServer(server)).toBe(0);
  expect(server.output()).toContain('Stopped');
}

/** Longer than node's default keep-alive timeout (5 s), well under the server's (KEEP_ALIVE_TIMEOUT_MS). */
const IDLE_BEYOND_NODE_DEFAULT_MS = 6_000;

/** A GET through `agent`: its status, and whether it went over a connection used before. */
function getOn(agent: Agent, url: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, reusedSocket: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

/** Requests sent to a frozen server before its SIGTERM (the probe sent 24). */
const SENT_BEFORE_SIGNAL = 24;
/** Of their connections, how many had served a request before and waited, kept alive. */
const KEPT_ALIVE = 8;
/** A read of some size that touches the database (53 KB of JSON on the seed). */
const SOME_READ = '/api/constituents?index_type=bitcoin_treasury';

interface SentRequest {
  /** Resolves once the request is handed to the kernel (the frozen server reads it later). */
  written: Promise<void>;
  /** The status, whether the body arrived whole (valid JSON), and the Connection header. */
  answer: Promise<{ status: number; whole: boolean; connection: string | undefined }>;
}

function sendOn(agent: Agent, url: string): SentRequest {
  let request: ClientRequest;
  const answer = new Promise<{ status: number; whole: boolean; connection: string | undefined }>((resolve, reject) => {
    request = httpGet(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        let whole = true;
        try {
          JSON.parse(body);
        } catch {
          whole = false;
        }
        resolve({ status: response.statusCode!, whole, connection: response.headers.connection });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  // Written while connecting, a request waits in the client until the connection is made.
  const written = new Promise<void>((resolve) => {
    request.once('socket', (socket: Socket) => {
      const connected = socket.connecting ? once(socket, 'connect') : Promise.resolve();
      void Promise.all([connected, once(request, 'finish')]).then(() => resolve());
    });
  });
  return { written, answer };
}

/** Ample time for the jobs' first rounds. */
const JOB_ROUNDS_MS = 2_000;

/** The jobs every start runs (the price feed is off without PRICE_FEED=on). */
const START_JOBS = [
  JOB_NAMES.indexSnapshot,
  JOB_NAMES.webinarSchedule,
  JOB_NAMES.reminderMail,
  JOB_NAMES.priceRollup,
  JOB_NAMES.alerts,
] as const;

describe('server process', () => {
  it('refuses a second process on the same PGlite folder, and stops cleanly on SIGTERM', async () => {
    const first = startServer();
    const { url, pid } = await waitForListening(first);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { engine: 'pglite', reachable: true } });

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another Vaultmark process (pid ${pid}) is using the embedded database at ${dataDir}`,
    );
    expect(second.output()).toContain('set PGLITE_DIR');
    // A known start-up problem prints its message, not a stack trace.
    expect(second.output()).not.toMatch(/\n\s+at /);

    // The first one is unaffected, and keeps an idle keep-alive connection open past node's
    // default 5 s, so a client reusing it is not reset mid-request.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await getOn(agent, `${url}/api/health`)).toEqual({ status: 200, reusedSocket: false });
    await new Promise((resolve) => setTimeout(resolve, IDLE_BEYOND_NODE_DEFAULT_MS));
    expect(await getOn(agent, `${url}/api/health`)).toEqual({ status: 200, reusedSocket: true });
    agent.destroy();

    // Then it shuts down gracefully and frees the folder.
    expect(await stopServer(first)).toBe(0);
    expect(first.output()).toContain('Stopped');
    // Each request left its line, written straight to stdout as pino writes it (ADR 100).
    const requestLines = first
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(requestLines.length).toBeGreaterThanOrEqual(2);
    expect(requestLines[0]).toMatchObject({ level: 30, pid, method: 'GET', path: '/api/health', status: 200 });
    expect(Object.keys(requestLines[0]!)).toEqual(REQUEST_LINE_KEYS);
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
  }, 90_000);

  it('on SIGTERM stops accepting, finishes every request sent before it, then exits 0 (ADR 181)', async () => {
    const server = startServer(join(workDir, 'stop-pglite'));
    const { url, pid } = await waitForListening(server);
    const agent = new Agent({ keepAlive: true, maxSockets: SENT_BEFORE_SIGNAL });
    const warmed = await Promise.all(Array.from({ length: KEPT_ALIVE }, () => getOn(agent, `${url}/api/health`)));
    expect(warmed.every((answer) => answer.status === 200)).toBe(true);

    // The server is frozen while the requests are sent and the signal comes: every request is
    // in the kernel (on a kept-alive connection, or on a new one in the listen backlog) before
    // the server can see the signal, whatever the machine's load — no timing luck.
    process.kill(pid, 'SIGSTOP');
    const sent = Array.from({ length: SENT_BEFORE_SIGNAL }, () => sendOn(agent, `${url}${SOME_READ}`));
    try {
      await Promise.all(sent.map((request) => request.written));
      process.kill(pid, 'SIGTERM');
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const answers = await Promise.all(sent.map((request) => request.answer));
    agent.destroy();
    // Every one answered whole (none reset), each closing its connection: the server is stopping.
    expect(answers).toEqual(
      Array.from({ length: SENT_BEFORE_SIGNAL }, () => ({ status: 200, whole: true, connection: 'close' })),
    );
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped');
    // Nothing was left for the deadline (10 s) to cut off.
    expect(server.output()).not.toContain('still open at the deadline');
    // Stopped accepting: nothing listens any more.
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 90_000);

  it('runs the jobs at once on a new database, and a moment after listening on a restart (ADR 102)', async () => {
    const folder = join(workDir, 'jobs-pglite');
    const first = startServer(folder);
    await waitForListening(first);
    // A new site's jobs start with it: its pages need the webinar sessions they plan.
    await vi.waitFor(() => expect(first.output()).toMatch(/Webinar sessions planned/), {
      timeout: START_TIMEOUT_MS,
      interval: 50,
    });
    // That line comes before the run is recorded, and the other jobs' rounds may still be going.
    await new Promise((resolve) => setTimeout(resolve, JOB_ROUNDS_MS));
    await stop(first);
    const afterFirst = await jobRunCounts(folder);
    for (const job of START_JOBS) expect(afterFirst[job], job).toBeGreaterThanOrEqual(1);

    // Stopped before the delay is up: the jobs' timer does not outlive the server.
    const brief = startServer(folder);
    await waitForListening(brief);
    await stop(brief);

    // A restart answers first, then runs every job.
    const restart = startServer(folder);
    const { url } = await waitForListening(restart);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, RESTART_JOBS_DELAY_MS + JOB_ROUNDS_MS));
    await stop(restart);
    const afterRestart = await jobRunCounts(folder);
    for (const job of START_JOBS) expect(afterRestart[job], job).toBeGreaterThan(afterFirst[job]!);
  }, 120_000);
});
