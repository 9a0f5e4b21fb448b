// What the admin benchmarks share: a spawned server (npm start's) on a fresh embedded or
// PostgreSQL database, an administrator signed in to it (the role granted with the admin
// CLI on the embedded database, or directly in PostgreSQL), and requests as that admin.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from './server-process.ts';

export const POSTGRES_ADMIN_URL = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/postgres';
const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const PASSWORD = 'benchmark passphrase';

export interface AdminServer {
  engine: 'pglite' | 'postgres';
  server: RunningServer;
  /** A direct connection URL (PostgreSQL only). */
  databaseUrl: string | null;
  send(method: string, path: string, body?: string, contentType?: string): Promise<Response>;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database for a benchmark, or null when no server answers. */
export async function createBenchDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `vm_bench_${label}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startAdminServer(engine: 'pglite' | 'postgres', label: string): Promise<AdminServer | null> {
  const dir = mkdtempSync(join(tmpdir(), `vaultmark-bench-${label}-`));
  const database = engine === 'postgres' ? await createBenchDatabase(label) : null;
  if (engine === 'postgres' && !database) return null;
  const env: Record<string, string> = database ? { DATABASE_URL: database.url } : { PGLITE_DIR: join(dir, 'pglite') };
  const server = await startServer(env);
  const origin = server.url;
  const email = `bench-admin-${process.pid}@example.com`;
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ full_name: 'Bench Admin', email, password: PASSWORD }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (database) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM "user" WHERE email = $1`, [
      email,
    ]);
    await client.end();
  } else {
    const cliEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'silent' };
    delete cliEnv.DATABASE_URL;
    execFileSync(TSX, ['server/cli/admin.ts', 'grant', email], { env: cliEnv, encoding: 'utf8' });
  }
  return {
    engine,
    server,
    databaseUrl: database?.url ?? null,
    send: (method, path, body, contentType = 'application/json') =>
      fetch(`${origin}${path}`, {
        method,
        headers: { 'content-type': contentType, origin, cookie },
        ...(body === undefined ? {} : { body }),
      }),
    async stop() {
      await server.stop();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
