// The server's pages under load and its memory at rest (issue 42 §3), in one run:
// - idle memory: the server's resident size a few seconds after start, on PGlite and (when a
//   PostgreSQL server answers) on PostgreSQL, against a bare node process;
// - a cached page served: / and a company page against a bare node:http server sending the
//   same bytes and headers (paired runs, as api-throughput measures the API reads);
// - the page-cache flood: 1,000 distinct query strings on a public page at full speed (from a
//   process of its own) while a cached API read is measured: its p99 against its quiet value
//   in alternating rounds, and the peak memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase } from './admin-session.ts';
import {
  BROWSER_ACCEPT_ENCODING,
  measureOnce,
  pairedRatio,
  rawGet,
  sentHeaders,
  startBareServer,
  typical,
  type Measured,
} from './api-throughput.ts';
import { processRssBytes } from './process-cpu.ts';
import type { Report } from './report.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { median } from './stats.ts';

const IDLE_SETTLE_MS = 3_000;
/** The embedded database the idle run seeds; the later runs restart on it. */
const IDLE_PGLITE = 'pglite-idle';
const IDLE_TARGET_MB = { pglite: 300, postgres: 150 } as const;
const PAGE_PATHS = ['/', '/company/MSTR'];
const PAGE_CONNECTIONS = 50;
const PAGE_ROUNDS = 3;
const PAGE_TARGET_RATIO = 0.8;
const FLOOD_QUERY_STRINGS = 1_000;
const FLOOD_CONNECTIONS = 20;
const FLOOD_ROUND_S = 5;
const FLOOD_ROUNDS = 3;
const FLOOD_PAGE = '/bitcoin-treasury';
/** An unrelated cached API read, measured quiet and during the flood. */
const READ_PATH = '/api/constituents?index_type=bitcoin_treasury';
const READ_CONNECTIONS = 4;
const FLOOD_P99_TARGET = 1.5;
const FLOOD_MEMORY_TARGET_MB = 300;
const MEMORY_SAMPLE_MS = 100;
const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const FLOOD_CLIENT = join(process.cwd(), 'bench', 'flood-client.ts');

const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);

/** RSS of a bare node process holding nothing, the floor any server starts from. */
async function bareNodeRss(): Promise<number | null> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const rss = processRssBytes(child.pid!);
  child.kill('SIGTERM');
  return rss;
}

/** The server's resident size once start-up work has settled, without a request beyond the health check. */
async function idleRss(server: RunningServer): Promise<number | null> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  return processRssBytes(server.pid);
}

async function benchIdleMemory(report: Report, dir: string) {
  const bare = await bareNodeRss();
  const engines: [
    'pglite' | 'postgres',
    () => Promise<{ env: Record<string, string>; drop?: () => Promise<void> } | null>,
  ][] = [
    ['pglite', async () => ({ env: { PGLITE_DIR: join(dir, IDLE_PGLITE) } })],
    [
      'postgres',
      async () => {
        const database = await createBenchDatabase('idle');
        return database && { env: { DATABASE_URL: database.url }, drop: database.drop };
      },
    ],
  ];
  for (const [engine, open] of engines) {
    const database = await open();
    if (!database) {
      report({ name: `Idle memory after start (${engine})`, value: 'skipped: no PostgreSQL server answers' });
      continue;
    }
    try {
      // The first start seeds the database; a restart is what a server at rest holds.
      await (await startServer(database.env)).stop();
      const server = await startServer(database.env);
      const rss = await idleRss(server);
      await server.stop();
      const target = IDLE_TARGET_MB[engine];
      report({
        name: `Idle memory ${IDLE_SETTLE_MS / 1000} s after start (${engine}, seeded database)`,
        value: mb(rss),
        baseline: `bare node process: ${mb(bare)}`,
        ratio: rss !== null && bare !== null ? (rss / bare).toFixed(1) : undefined,
        target: `< ${target} MB${rss !== null && rss / 1024 / 1024 >= target ? ' — MISSED' : ''}`,
      });
    } finally {
      await database.drop?.();
    }
  }
}

/** A cached page against a bare server sending the same bytes and headers, in paired runs. */
async function benchCachedPages(report: Report, dir: string, server: RunningServer) {
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  for (const path of PAGE_PATHS) {
    // The first request renders and keeps the page; the measured ones are answered from the cache.
    await rawGet(`${server.url}${path}`, headers);
    const answer = await rawGet(`${server.url}${path}`, headers);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    const appHeaders = sentHeaders(answer.headers);
    const bare = await startBareServer(mkdtempSync(join(dir, 'bare-page-')), [
      { status: 200, body: answer.body, bareHeaders: appHeaders, appHeaders },
    ]);
    try {
      const appUrl = `${server.url}${path}`;
      const bareUrl = `${bare.url}/0`;
      for (const url of [appUrl, bareUrl])
        await autocannon({ url, headers, connections: PAGE_CONNECTIONS, duration: 1 });
      const appRuns: Measured[] = [];
      const bareRuns: Measured[] = [];
      for (let round = 0; round < PAGE_ROUNDS; round += 1) {
        const runApp = async () => appRuns.push(await measureOnce(appUrl, headers, 200, server.pid));
        const runBare = async () => bareRuns.push(await measureOnce(bareUrl, headers, 200, bare.pid));
        if (round % 2 === 0) await runBare().then(runApp);
        else await runApp().then(runBare);
      }
      const app = typical(appRuns);
      const base = typical(bareRuns);
      const paired = pairedRatio(appRuns, bareRuns);
      const cpu = (run: Measured) => (run.cpuUs === null ? '' : `, ${run.cpuUs.toFixed(0)} µs CPU/request`);
      report({
        name: `GET ${path} cached page (${(answer.body.length / 1024).toFixed(1)} KB ${answer.headers['content-encoding'] ?? 'identity'}, ${PAGE_CONNECTIONS} connections, PGlite)`,
        value: `${app.rps.toFixed(0)} req/s, p99 ${app.p99} ms${cpu(app)}`,
        baseline: `bare node:http, same bytes and headers: ${base.rps.toFixed(0)} req/s, p99 ${base.p99} ms${cpu(base)}`,
        ratio: `${paired.median.toFixed(2)} (median of ${PAGE_ROUNDS} paired runs, ${paired.low.toFixed(2)}–${paired.high.toFixed(2)})`,
        target: `≥ ${PAGE_TARGET_RATIO}${paired.median >= PAGE_TARGET_RATIO ? '' : ' — MISSED'}`,
      });
    } finally {
      bare.stop();
    }
  }
}

/** Samples the process's resident size until stopped; resolves to the peak. */
function samplePeakRss(pid: number) {
  let peak = processRssBytes(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, processRssBytes(pid) ?? 0);
  }, MEMORY_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    return Math.max(peak, processRssBytes(pid) ?? 0);
  };
}

async function measureRead(url: string) {
  const result = await autocannon({ url, connections: READ_CONNECTIONS, duration: FLOOD_ROUND_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.latency.p99;
}

/** The flood, from its own process (bench/flood-client.ts): pages a second and failures. */
function flood(base: string): Promise<{ rps: number; non2xx: number; errors: number }> {
  const args = [FLOOD_CLIENT, base, FLOOD_PAGE, FLOOD_QUERY_STRINGS, FLOOD_CONNECTIONS, FLOOD_ROUND_S].map(String);
  const child = spawn(TSX, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as { rps: number; non2xx: number; errors: number });
      else reject(new Error(`flood client exited with ${code}`));
    });
  });
}

/**
 * 1,000 distinct query strings on a public page at full speed beside a cached API read: the
 * read's p99 in rounds alternating quiet and flooded (the machine is shared; a pair sees the
 * same neighbours), the median of the rounds' ratios, and the peak memory.
 */
async function benchFlood(report: Report, server: RunningServer) {
  const readUrl = `${server.url}${READ_PATH}`;
  await autocannon({ url: readUrl, connections: READ_CONNECTIONS, duration: 1 });
  const quietRss = processRssBytes(server.pid);
  const stopSampling = samplePeakRss(server.pid);
  const quiet: number[] = [];
  const flooded: number[] = [];
  let pages = 0;
  for (let round = 0; round < FLOOD_ROUNDS; round += 1) {
    quiet.push(await measureRead(readUrl));
    const [pageRun, p99] = await Promise.all([flood(server.url), measureRead(readUrl)]);
    if (pageRun.non2xx > 0 || pageRun.errors > 0) {
      throw new Error(`flood: ${pageRun.non2xx} non-2xx, ${pageRun.errors} errors`);
    }
    pages += pageRun.rps / FLOOD_ROUNDS;
    flooded.push(p99);
  }
  const peakRss = stopSampling();
  const ratios = quiet.map((p99, index) => flooded[index]! / Math.max(p99, 1));
  const ratio = median(ratios);
  report({
    name: `GET ${READ_PATH} p99 while ${FLOOD_PAGE} is asked for with ${FLOOD_QUERY_STRINGS} distinct query strings (${FLOOD_CONNECTIONS} connections, ${pages.toFixed(0)} pages/s, PGlite)`,
    value: `p99 ${flooded.join(', ')} ms`,
    baseline: `quiet: p99 ${quiet.join(', ')} ms (${READ_CONNECTIONS} connections, ${FLOOD_ROUNDS} rounds of ${FLOOD_ROUND_S} s; 0 counted as 1 ms)`,
    ratio: `${ratio.toFixed(2)} (median of ${FLOOD_ROUNDS} paired rounds, ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
    target: `≤ ${FLOOD_P99_TARGET}${ratio <= FLOOD_P99_TARGET ? '' : ' — MISSED'}`,
  });
  report({
    name: `Peak memory during the flood of ${FLOOD_PAGE} (PGlite)`,
    value: mb(peakRss),
    baseline: `before the flood: ${mb(quietRss)}`,
    ratio: quietRss ? (peakRss / quietRss).toFixed(2) : undefined,
    target: `< ${FLOOD_MEMORY_TARGET_MB} MB${peakRss / 1024 / 1024 < FLOOD_MEMORY_TARGET_MB ? '' : ' — MISSED'}`,
  });
}

export async function benchPageCache(report: Report) {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-pages-'));
  try {
    await benchIdleMemory(report, dir);
    // Each on a server of its own (restarted on the database seeded above), so the flood's
    // memory is its own and not the page runs'.
    for (const [, run] of [
      ['pages', (server: RunningServer) => benchCachedPages(report, dir, server)],
      ['flood', (server: RunningServer) => benchFlood(report, server)],
    ] as const) {
      const server = await startServer({ PGLITE_DIR: join(dir, IDLE_PGLITE) });
      try {
        await run(server);
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
