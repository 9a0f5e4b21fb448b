// The server as a real process (`server/index.ts`), for tests of what only a whole process
// shows: start-up, signals, restarts, the folder lock, memory. Node itself runs it with tsx's
// loader, not the tsx command: the tsx command relays signals to a second process and, when
// that one answers late (a busy machine), exits with 143 itself — a clean stop read as a crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;
const DEFAULT_START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  child: ChildProcess;
  /** All the process has written to stdout and stderr so far. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/**
 * Starts the server on a free port with the test defaults (info logs, no price feed, no built
 * client), `env` on top. Without `DATABASE_URL` in `env` it runs on PGlite, whatever the
 * calling process has.
 */
export function spawnServer(workDir: string, env: NodeJS.ProcessEnv): ServerProcess {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: join(workDir, 'no-build'),
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    PRICE_FEED: 'off',
    SOURCE_SYNC: 'off',
    ...env,
  };
  if (!env.DATABASE_URL) delete merged.DATABASE_URL;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  return spawnProcess(process.execPath, ['--import', 'tsx', 'server/index.ts'], merged);
}

/**
 * Any command that starts the server (e.g. `npm start`), run from the project's root with
 * exactly `env`, its output collected; killServers ends it too.
 */
export function spawnProcess(command: string, args: readonly string[], env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so killServers ends everything it started.
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The URL the server logged it listens on, and the pid of the process that logged it. */
export async function waitForListening(
  server: ServerProcess,
  timeoutMs = DEFAULT_START_TIMEOUT_MS,
): Promise<{ url: string; pid: number }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /"pid":(\d+),[^\n]*Vaultmark listening on (http:\/\/[^\s"]+)/.exec(server.output());
    if (match) return { pid: Number(match[1]), url: match[2]! };
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** Sends SIGTERM and resolves with the exit code. */
export function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** For afterAll: kills every server this file started, and whatever each started. */
export function killServers(): void {
  for (const child of started.splice(0)) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
