// Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. Both
// hand back the same Drizzle API, so queries, migrations and tests run on either. The
// PostgreSQL driver is imported only when a URL is given (it is not needed at start-up
// of the embedded default).
import { existsSync, lstatSync, mkdirSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Logger } from 'pino';
import { StartupError } from '../startup-error.ts';
import { acquireDirectoryLock, type DirectoryLock } from './pglite-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle API both drivers share; queries take this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export const IN_MEMORY_PGLITE = 'memory://';
const POOL_MAX_CONNECTIONS = 10;
const POOL_IDLE_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5_000;

interface HandleBase {
  db: Database;
  ping(): Promise<number>;
  close(): Promise<void>;
}

export interface PgliteHandle extends HandleBase {
  engine: 'pglite';
  /** The raw PGlite instance (for `listen` in the realtime issue). */
  pglite: PGlite;
  /** Absolute data directory, or 'memory://'. */
  dataDir: string;
}

export interface PostgresHandle extends HandleBase {
  engine: 'postgres';
  /** The raw pool (a dedicated client for LISTEN comes from here). */
  pool: pg.Pool;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface OpenDatabaseOptions {
  /** postgres://… selects PostgreSQL; unset selects PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database. */
  pgliteDir?: string | undefined;
  logger?: Logger | undefined;
  /** A PGlite data-directory dump to start from instead of an empty cluster (test speed-up). */
  pgliteLoadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPglite(options.pgliteDir ?? IN_MEMORY_PGLITE, options.logger, options.pgliteLoadDataDir);
}

async function timedPing(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}

export class DataDirectoryError extends StartupError {}

/**
 * The real, absolute path of a PGlite data directory. PGlite's file system layer cannot
 * open a data directory that is itself a symbolic link (it fails with "errno 44"), so a
 * link — the folder, or any folder above it — is followed here first. The lock file then
 * sits beside the real folder, so two links to one folder share one lock.
 */
export function resolveDataDir(pgliteDir: string): string {
  const absolute = resolve(pgliteDir);
  if (existsSync(absolute)) return realpathSync(absolute);
  // Not there yet (PGlite creates it): resolve the nearest folder above that exists.
  let isLink = false;
  try {
    isLink = lstatSync(absolute).isSymbolicLink();
  } catch {
    // nothing at that path
  }
  if (isLink) {
    throw new DataDirectoryError(
      `PGLITE_DIR ${absolute} is a symbolic link to ${readlinkSync(absolute)}, which does not exist. ` +
        'Create that folder, or point PGLITE_DIR at an existing one.',
    );
  }
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(resolveDataDir(parent), basename(absolute));
}

/**
 * PGlite's shared buffers. PostgreSQL's default (128 MB) is WebAssembly memory touched at
 * start and never given back: it held 115 MB of an idle server's 372 MB. The stored data is
 * about 20 MB and its hot part a few, and reads missing the buffers come from the OS's file
 * cache (docs/performance/184-page-cache-flood-and-idle-memory.md).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

async function openPglite(pgliteDir: string, logger?: Logger, loadDataDir?: Blob): Promise<PgliteHandle> {
  const inMemory = pgliteDir === IN_MEMORY_PGLITE;
  const dataDir = inMemory ? pgliteDir : resolveDataDir(pgliteDir);
  let lock: DirectoryLock | undefined;
  if (!inMemory) {
    lock = acquireDirectoryLock(dataDir);
    // PGlite creates only the last folder of the path.
    mkdirSync(dirname(dataDir), { recursive: true });
  }

  let pglite: PGlite;
  try {
    pglite = new PGlite({
      dataDir: inMemory ? undefined : dataDir,
      loadDataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  logger?.debug({ dataDir }, 'PGlite database opened');

  const db = drizzlePglite({ client: pglite, schema });
  let closed = false;
  return {
    engine: 'pglite',
    db,
    pglite,
    dataDir,
    ping: () => timedPing(db),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export class DatabaseConnectionError extends StartupError {}

/** The URL without its password, fit for a log line. */
function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the DATABASE_URL given';
  }
}

async function openPostgres(databaseUrl: string, logger?: Logger): Promise<PostgresHandle> {
  const [{ default: pgDriver }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pgDriver.Pool({
    connectionString: databaseUrl,
    max: POOL_MAX_CONNECTIONS,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL idle client error'));
  const db = drizzleNodePg({ client: pool, schema });
  // Fail at start-up, with the reason, rather than on the first request.
  try {
    await timedPing(db);
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new DatabaseConnectionError(`Cannot reach PostgreSQL at ${redactUrl(databaseUrl)}: ${reason}`, {
      cause: error,
    });
  }
  let closed = false;
  return {
    engine: 'postgres',
    db,
    pool,
    ping: () => timedPing(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
