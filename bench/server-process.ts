// Starts `npm start`'s server (the compiled build/server.mjs under node, as a separate
// process, built first if missing or stale) for a benchmark and waits until it answers;
// stop() ends it with SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { serverNodeArgs } from '../scripts/server-command.ts';

export function freePort(): Promise<number> {
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

export interface RunningServer {
  url: string;
  /** The server's process id (CPU time and memory readings in /proc). */
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, readyPath = '/api/health'): Promise<RunningServer> {
  const build = spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const port = await freePort();
  const child = spawn(process.execPath, serverNodeArgs(), {
    env: { ...process.env, LOG_LEVEL: 'warn', PRICE_FEED: 'off', NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error('server did not answer within 60 s');
}
