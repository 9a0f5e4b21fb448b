// Cold start: from process spawn to the first HTTP 200 on '/', for `npm start`'s server
// (the compiled build/server.mjs under plain node, with the build's precompressed SPA) on
// the embedded database — first start on an empty data directory, which loads the migrated
// template and seeds, and a restart on the seeded one — against a bare node:http server
// spawned the same way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverNodeArgs } from '../scripts/server-command.ts';
import type { Report } from './report.ts';
import { median } from './stats.ts';

const COLD_START_TARGET_MS = 2000;
const RUNS = 3;
/** USER_HZ: the unit of /proc/<pid>/stat times on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface StartFigures {
  /** Spawn to first 200, wall clock. */
  wallMs: number;
  /** CPU the process used until then (all its threads, from /proc): robust on a busy machine. */
  cpuMs: number | null;
}

/** utime + stime of a process in ms (Linux /proc; null elsewhere). */
function cpuMsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted after the command name: indexes 11 and 12.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function timeToFirst200(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<StartFigures> {
  const started = performance.now();
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${stderr.slice(-2000)}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.status === 200) return { wallMs: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('server did not answer within 60 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

// What `npm start` runs after its build check, and, for comparison, the former way
// (TypeScript transpiled by tsx at every start).
const SERVER_ARGS = serverNodeArgs();
const TSX_ARGS = ['--import', 'tsx', 'server/index.ts'];

export async function benchColdStart(report: Report) {
  const build = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const bare: StartFigures[] = [];
  const first: StartFigures[] = [];
  const restart: StartFigures[] = [];
  const restartTsx: StartFigures[] = [];
  const bareServer = `require('node:http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html'});s.end('<!doctype html>ok')}).listen(+process.env.PORT,'127.0.0.1')`;

  for (let run = 0; run < RUNS; run += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'vaultmark-bench-'));
    try {
      const env = {
        PGLITE_DIR: join(dir, 'pglite'),
        PORT: '',
        LOG_LEVEL: 'warn',
        PRICE_FEED: 'off',
        NODE_ENV: 'production',
      };
      const start = async (args: string[], extra: NodeJS.ProcessEnv = env) => {
        const port = await freePort();
        return timeToFirst200(process.execPath, args, { ...extra, PORT: String(port) }, port);
      };
      bare.push(await start(['-e', bareServer], {}));
      first.push(await start(SERVER_ARGS));
      restart.push(await start(SERVER_ARGS));
      restartTsx.push(await start(TSX_ARGS));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const bareMs = median(bare.map((figures) => figures.wallMs));
  const cpu = (figures: StartFigures[]) => {
    const values = figures.map((entry) => entry.cpuMs).filter((value): value is number => value !== null);
    return values.length === figures.length ? `, ${median(values).toFixed(0)} ms CPU` : '';
  };
  for (const [name, figures] of [
    ['Cold start, empty PGlite (template + seed) → first 200 on /', first],
    ['Cold start, seeded PGlite → first 200 on /', restart],
    ['  the same under tsx (the former npm start, for comparison)', restartTsx],
  ] as const) {
    const ms = median(figures.map((entry) => entry.wallMs));
    report({
      name: `${name} (median of ${RUNS})`,
      value: `${ms.toFixed(0)} ms${cpu(figures)}`,
      baseline: `bare node:http ${bareMs.toFixed(0)} ms${cpu(bare)}`,
      ratio: (ms / bareMs).toFixed(1),
      target: figures === restart ? `< ${COLD_START_TARGET_MS} ms${ms < COLD_START_TARGET_MS ? '' : ' — MISSED'}` : '',
    });
  }
}
