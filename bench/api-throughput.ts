// Cached public GETs against a bare node:http server that answers the same bytes, both in
// their own process, loaded by autocannon from this one (loopback). Each URL is measured
// three ways: a plain GET (identity JSON), a compressed GET (a browser's Accept-Encoding,
// brotli bytes), and a revalidation (If-None-Match with the current ETag: 304, no body).
// Two bare servers: one sends every header the app sent (the same bytes on the wire), which
// is the ratio the target reads (issue 12: "a bare node:http server returning the same
// bytes"); the other sends the same status and body with only the headers they need, and
// its ratio (one run) is printed beside. A third sends every header too but first fills as
// much memory as the app's process holds (its resident size, mostly the embedded database):
// its ratio (one run) shows how much of the gap is the size of the process rather than the
// code on the request's path.
// The machine is shared, and its speed drifts by tens of per cent over minutes. So the app
// and the bare server run in pairs, back to back, in alternating order (ROUNDS pairs), and
// the ratio is the median of the pairs' ratios: both runs of a pair see the same machine
// (ADR 104). The best runs' ratio is printed beside, as the bench read it before. The CPU
// time each server process spent per request (from /proc) is printed too.
// Run with request logging on (LOG_LEVEL=info, the default) and off (warn), each server after
// one session check, as a server in use is (ADR 112).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Report } from './report.ts';
import { processCpuMs, processRssBytes } from './process-cpu.ts';
import { freePort, startServer } from './server-process.ts';
import { median } from './stats.ts';

const CONNECTIONS = 50;
const WARM_UP_S = 1;
const DURATION_S = 3;
const ROUNDS = 5;
const LOG_LEVELS = [
  ['info', 'logging on'],
  ['warn', 'logging off'],
] as const;
const TARGET_RATIO = 0.8;
const PATHS = [
  '/api/constituents?index_type=bitcoin_treasury',
  '/api/holdings/combined',
  '/api/prices/latest',
  '/api/index/bitcoin_treasury',
];
/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface Case {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** The answer the app gave, which the bare server repeats. */
  status: number;
  body: Buffer;
  bareHeaders: Record<string, string>;
  /** Every header the app sent but those node:http writes itself. */
  appHeaders: Record<string, string>;
}

export interface Measured {
  rps: number;
  p99: number;
  /** Microseconds of the server process's CPU per request, or null without /proc. */
  cpuUs: number | null;
}

export async function measureOnce(
  url: string,
  headers: Record<string, string>,
  status: number,
  pid: number,
): Promise<Measured> {
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const cpuAfter = processCpuMs(pid);
  const wrongStatus = status === 304 ? result['2xx'] + result.non2xx - result['3xx'] : result.non2xx;
  if (wrongStatus > 0 || result.errors > 0) {
    throw new Error(`${url}: ${wrongStatus} answers other than ${status}, ${result.errors} errors`);
  }
  const cpuUs =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
}

/** The median run: its throughput and p99, and the median CPU per request. */
export function typical(runs: Measured[]): Measured {
  const rps = median(runs.map((run) => run.rps));
  const p99 = median(runs.map((run) => run.p99));
  const cpu = runs.map((run) => run.cpuUs).filter((value): value is number => value !== null);
  return { rps, p99, cpuUs: cpu.length ? median(cpu) : null };
}

/** The app's throughput over the bare server's, pair by pair: the median, and the range. */
export function pairedRatio(app: readonly Measured[], bare: readonly Measured[]) {
  if (app.length !== bare.length || app.length === 0) throw new Error('paired runs needed');
  const ratios = app.map((run, index) => run.rps / bare[index]!.rps);
  return { median: median(ratios), low: Math.min(...ratios), high: Math.max(...ratios) };
}

/** The best runs' ratio (the fastest app run over the fastest bare run), as the bench read it before ADR 104. */
function bestRatio(app: readonly Measured[], bare: readonly Measured[]) {
  return Math.max(...app.map((run) => run.rps)) / Math.max(...bare.map((run) => run.rps));
}

/** One raw GET (no decompression), to learn the app's exact answer. */
export function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** node:http writes these itself (and the bare server too). */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function sentHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !TRANSPORT_HEADERS.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
  );
}

async function casesFor(base: string, path: string): Promise<Case[]> {
  const plain = await rawGet(`${base}${path}`, {});
  const compressed = await rawGet(`${base}${path}`, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const etag = plain.headers.etag;
  if (plain.status !== 200 || !etag) throw new Error(`${path}: expected 200 with an ETag, got ${plain.status}`);
  const revalidated = await rawGet(`${base}${path}`, { 'if-none-match': etag });
  const json = { 'content-type': 'application/json' };
  return [
    {
      label: 'identity',
      path,
      headers: {},
      status: 200,
      body: plain.body,
      bareHeaders: json,
      appHeaders: sentHeaders(plain.headers),
    },
    {
      label: `${compressed.headers['content-encoding'] ?? 'identity'}, browser Accept-Encoding`,
      path,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      status: 200,
      body: compressed.body,
      bareHeaders: { ...json, 'content-encoding': String(compressed.headers['content-encoding'] ?? 'identity') },
      appHeaders: sentHeaders(compressed.headers),
    },
    {
      label: 'If-None-Match → 304',
      path,
      headers: { 'if-none-match': etag },
      status: 304,
      body: Buffer.alloc(0),
      bareHeaders: { etag },
      appHeaders: sentHeaders(revalidated.headers),
    },
  ];
}

/**
 * A node:http server answering case i at /i with its status, bytes and bare headers (or,
 * with `allHeaders`, every header the app sent), holding `ballastBytes` of touched memory
 * besides (plain buffers, as a WebAssembly database's memory is).
 */
export async function startBareServer(
  dir: string,
  cases: readonly Pick<Case, 'status' | 'body' | 'bareHeaders' | 'appHeaders'>[],
  allHeaders = false,
  ballastBytes = 0,
) {
  const manifest = cases.map((item, index) => {
    const file = join(dir, `body-${index}`);
    writeFileSync(file, item.body);
    return { file, status: item.status, headers: allHeaders ? item.appHeaders : item.bareHeaders };
  });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  const port = await freePort();
  const source = `
    const fs = require('node:fs');
    const ballast = [];
    for (let left = ${Math.max(0, Math.round(ballastBytes))}; left > 0; left -= 16 * 1024 * 1024) {
      ballast.push(Buffer.alloc(Math.min(left, 16 * 1024 * 1024), 1));
    }
    globalThis.ballast = ballast;
    const answers = JSON.parse(fs.readFileSync(${JSON.stringify(join(dir, 'manifest.json'))}, 'utf8')).map((a) => {
      const body = fs.readFileSync(a.file);
      return { status: a.status, body, headers: a.status === 304 ? a.headers : { ...a.headers, 'content-length': body.length } };
    });
    require('node:http').createServer((q, s) => {
      const a = answers[Number(q.url.slice(1))];
      s.writeHead(a.status, a.headers);
      s.end(a.status === 304 ? undefined : a.body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      await fetch(`${url}/0`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return { url, pid: child.pid!, stop: () => void child.kill('SIGTERM') };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function freshEtag(base: string, item: Case): Promise<Record<string, string>> {
  if (item.status !== 304) return item.headers;
  // The answer may have changed since the tag was read (an index result did at each refresh
  // of the cache before ADR 136): ask for the current tag before each run.
  const { headers } = await rawGet(`${base}${item.path}`, {});
  return { 'if-none-match': String(headers.etag) };
}

/** Retries a revalidation run whose tag went out of date during it (the answer changed mid-run). */
async function measureApp(base: string, item: Case, pid: number): Promise<Measured> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(`${base}${item.path}`, await freshEtag(base, item), item.status, pid);
    } catch (error) {
      if (item.status !== 304 || attempt >= 3) throw error;
    }
  }
}

async function benchAtLogLevel(
  report: Report,
  dir: string,
  level: string,
  levelLabel: string,
  paths: readonly string[] = PATHS,
  env: Record<string, string> = {},
) {
  const server = await startServer({ PGLITE_DIR: join(dir, `pglite-${level}`), LOG_LEVEL: level, ...env });
  try {
    // A server in use has answered session checks (every page a visitor opens asks once).
    // better-auth's first call used to leave async_hooks on for good, which cost every later
    // request about a tenth of its throughput (ADR 112): measure the server in that state.
    const sessionCheck = await fetch(`${server.url}/api/auth/get-session`);
    if (sessionCheck.status !== 200) throw new Error(`session check answered ${sessionCheck.status}`);
    await sessionCheck.arrayBuffer();
    const cases: Case[] = [];
    for (const path of paths) cases.push(...(await casesFor(server.url, path)));
    const bareDir = mkdtempSync(join(dir, 'bare-'));
    const bare = await startBareServer(bareDir, cases);
    const bareAll = await startBareServer(mkdtempSync(join(dir, 'bare-all-')), cases, true);
    const appRss = processRssBytes(server.pid);
    const bareRss = processRssBytes(bareAll.pid);
    const ballastBytes = appRss !== null && bareRss !== null ? Math.max(0, appRss - bareRss) : 0;
    const bareHeavy = await startBareServer(mkdtempSync(join(dir, 'bare-heavy-')), cases, true, ballastBytes);
    try {
      for (const [index, item] of cases.entries()) {
        const bareUrl = `${bare.url}/${index}`;
        const bareAllUrl = `${bareAll.url}/${index}`;
        const appUrl = `${server.url}${item.path}`;
        // Warm-up (JIT, caches), then the paired runs.
        const bareHeavyUrl = `${bareHeavy.url}/${index}`;
        for (const url of [bareUrl, bareAllUrl, bareHeavyUrl]) {
          await autocannon({ url, headers: item.headers, connections: CONNECTIONS, duration: WARM_UP_S });
        }
        await autocannon({
          url: appUrl,
          headers: await freshEtag(server.url, item),
          connections: CONNECTIONS,
          duration: WARM_UP_S,
        });
        const bareRuns: Measured[] = [];
        const appRuns: Measured[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          // A pair back to back, the order alternating so neither always runs second.
          const runBare = async () =>
            bareRuns.push(await measureOnce(bareAllUrl, item.headers, item.status, bareAll.pid));
          const runApp = async () => appRuns.push(await measureApp(server.url, item, server.pid));
          if (round % 2 === 0) {
            await runBare();
            await runApp();
          } else {
            await runApp();
            await runBare();
          }
        }
        const minimalRun = await measureOnce(bareUrl, item.headers, item.status, bare.pid);
        const heavyRun = await measureOnce(bareHeavyUrl, item.headers, item.status, bareHeavy.pid);
        const appRun = typical(appRuns);
        const bareRun = typical(bareRuns);
        const cpu = (run: Measured) => (run.cpuUs === null ? '' : `, ${run.cpuUs.toFixed(1)} µs CPU/request`);
        const cpuRatio =
          appRun.cpuUs !== null && bareRun.cpuUs !== null
            ? `; CPU per request bare/app ${(bareRun.cpuUs / appRun.cpuUs).toFixed(2)}`
            : '';
        const paired = pairedRatio(appRuns, bareRuns);
        const minimal = `bare node:http, same status and body, minimal headers (one run): ${minimalRun.rps.toFixed(0)} req/s${cpu(minimalRun)}`;
        const heavy = `bare node:http, same bytes and headers, holding the app's ${mb(ballastBytes)} more memory (one run): ${heavyRun.rps.toFixed(0)} req/s${cpu(heavyRun)}`;
        report({
          name: `GET ${item.path} — ${item.label} (${kb(item.body.length)}, ${CONNECTIONS} connections, PGlite, ${levelLabel})`,
          value: `${appRun.rps.toFixed(0)} req/s, p99 ${appRun.p99} ms${cpu(appRun)} (medians of ${ROUNDS} runs)`,
          baseline: `bare node:http, same bytes and headers: ${bareRun.rps.toFixed(0)} req/s, p99 ${bareRun.p99} ms${cpu(bareRun)}; ${minimal}; ${heavy}`,
          ratio:
            `${paired.median.toFixed(2)} (median of ${ROUNDS} paired runs, ${paired.low.toFixed(2)}–${paired.high.toFixed(2)}; ` +
            `best runs ${bestRatio(appRuns, bareRuns).toFixed(2)}${cpuRatio}; against minimal headers ` +
            `${(appRun.rps / minimalRun.rps).toFixed(2)}; against the bare server holding the app's memory ` +
            `${(appRun.rps / heavyRun.rps).toFixed(2)})`,
          target: `≥ ${TARGET_RATIO}${paired.median >= TARGET_RATIO ? '' : ' — MISSED'}`,
        });
      }
    } finally {
      bare.stop();
      bareAll.stop();
      bareHeavy.stop();
    }
  } finally {
    await server.stop();
  }
}

export async function benchApiThroughput(report: Report) {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-api-'));
  try {
    for (const [level, label] of LOG_LEVELS) await benchAtLogLevel(report, dir, level, label);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The open data API's index result (issue 11): a plain GET, a compressed GET and a
 * revalidation (If-None-Match → 304) against a bare node:http server answering the same
 * bytes, with request logging on and off. The rate limit is raised for the run (one address
 * sends every request).
 */
export async function benchOpenDataApi(report: Report) {
  const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-v1-'));
  try {
    for (const [level, label] of LOG_LEVELS) {
      await benchAtLogLevel(report, dir, level, label, ['/api/v1/index/bitcoin_treasury'], {
        OPEN_DATA_RATE_LIMIT: '1000000000',
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
