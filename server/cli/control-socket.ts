// The embedded database admits one process, so while the server runs, the admin CLI asks
// the server to run its command. They talk over a Unix socket in a folder only the
// server's user can open (mode 0700), next to the database: whoever can use the socket
// could read the database files anyway.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { parseAdminCommand, runAdminCommand, UsageError, type AdminCommandResult } from './admin-commands.ts';

/** Socket paths longer than this do not fit in sockaddr_un on every platform. */
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST_BYTES = 4096;
const CLIENT_TIMEOUT_MS = 15_000;

/** Folder and socket path for a PGlite data directory. */
export function controlSocketPath(dataDir: string): { dir: string; path: string } {
  const dir = `${dataDir.replace(/[/\\]+$/, '')}.control`;
  const path = join(dir, 'admin.sock');
  if (path.length <= MAX_SOCKET_PATH) return { dir, path };
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const shortDir = join(tmpdir(), `vaultmark-${hash}`);
  return { dir: shortDir, path: join(shortDir, 'admin.sock') };
}

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

export async function startControlSocket(dataDir: string, db: Database, logger: Logger): Promise<ControlSocket> {
  const { dir, path } = controlSocketPath(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // A socket file left by a crashed server would make listen fail; the database lock
  // (taken before this) proves no other server uses it.
  rmSync(path, { force: true });

  const server: Server = createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(CLIENT_TIMEOUT_MS, () => connection.destroy());
    connection.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > MAX_REQUEST_BYTES) return connection.destroy();
      const newline = received.indexOf('\n');
      if (newline === -1) return;
      const line = received.slice(0, newline);
      void (async () => {
        let result: AdminCommandResult;
        try {
          const { args } = JSON.parse(line) as { args?: unknown };
          const words = Array.isArray(args) ? args.map(String) : [];
          const command = parseAdminCommand(words);
          result = await runAdminCommand(db, command);
          logger.info({ command: command.name, ok: result.ok }, 'Admin command run for the CLI');
        } catch (error) {
          if (!(error instanceof UsageError)) logger.error({ err: error }, 'Admin command from the CLI failed');
          result = { ok: false, output: `The server could not run the command: ${(error as Error).message}` };
        }
        connection.end(`${JSON.stringify(result)}\n`);
      })();
    });
    connection.on('error', () => undefined);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** Sends the command's words to the running server and returns its answer. */
export function sendControlCommand(socketPath: string, args: readonly string[]): Promise<AdminCommandResult> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socketPath);
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(CLIENT_TIMEOUT_MS, () => {
      connection.destroy();
      reject(new Error('The server did not answer the admin command in time'));
    });
    connection.on('connect', () => connection.write(`${JSON.stringify({ args })}\n`));
    connection.on('data', (chunk: string) => (received += chunk));
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received.trim()) as AdminCommandResult);
      } catch {
        reject(new Error('The server gave no answer to the admin command'));
      }
    });
    connection.on('error', reject);
  });
}
