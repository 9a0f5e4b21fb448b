// Cold start: from process spawn to the first HTTP 200 on '/', for `npm start`'s server on
// the embedded database (first start on an empty data directory, which migrates and seeds,
// and a restart on the seeded one), against a bare node:http server spawned the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const COLD_START_TARGET_MS = 3000;
const RUNS = 3;

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

async function timeToFirst200(command: string, args: string[], env: NodeJS.ProcessEnv, port: number) {
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
        if (response.status === 200) return performance.now() - started;
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

// What `npm start` runs (tsx's loader in the node process itself, so a signal reaches the server).
const serverArgs = ['--import', 'tsx', 'server/index.ts'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchColdStart(
  report: (row: { name: string; value: string; baseline?: string; ratio?: string; target?: string }) => void,
) {
  const bare: number[] = [];
  const first: number[] = [];
  const restart: number[] = [];
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
      let port = await freePort();
      bare.push(await timeToFirst200(process.execPath, ['-e', bareServer], { PORT: String(port) }, port));
      port = await freePort();
      first.push(await timeToFirst200(process.execPath, serverArgs, { ...env, PORT: String(port) }, port));
      port = await freePort();
      restart.push(await timeToFirst200(process.execPath, serverArgs, { ...env, PORT: String(port) }, port));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const bareMs = median(bare);
  for (const [name, values] of [
    ['Cold start, empty PGlite (migrate + seed) → first 200 on /', first],
    ['Cold start, seeded PGlite → first 200 on /', restart],
  ] as const) {
    const ms = median(values);
    report({
      name: `${name} (median of ${RUNS})`,
      value: `${ms.toFixed(0)} ms`,
      baseline: `bare node:http ${bareMs.toFixed(0)} ms`,
      ratio: (ms / bareMs).toFixed(1),
      target: `< ${COLD_START_TARGET_MS} ms`,
    });
  }
}
