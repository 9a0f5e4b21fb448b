// End to end through real processes: the server run twice on one PGlite folder.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent, get as httpGet } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

  it('runs the jobs at once on a new database, and a moment after listening on a restart (ADR 102)', async () => {
    const folder = join(workDir, 'jobs-pglite');
    const first = startServer(folder);
    await waitForListening(first);
    // A new site's jobs start with it: its pages need the webinar sessions they plan.
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!/Webinar sessions planned/.test(first.output()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
