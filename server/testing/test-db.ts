// Fresh, migrated databases for tests: in-memory PGlite always, and PostgreSQL as well
// when DATABASE_URL_TEST is set (a throwaway database created and dropped per use).
//
//   const engines = testEngines();
//   describe.each(engines)('constituents on %s', (engine) => {
//     const database = useTestDatabase(engine, { seed: true });
//     it('…', async () => { const { db } = database(); … });
//   });
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, IN_MEMORY_PGLITE, type Database, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openMigratedInMemory } from '../db/pglite-template.ts';
import { seedDatabase } from '../db/seed/load.ts';

export type TestEngine = DatabaseHandle['engine'];

export interface TestDatabase {
  engine: TestEngine;
  handle: DatabaseHandle;
  db: Database;
  /** The connection URL (PostgreSQL only): a second instance can open the same database. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. Safe to call twice. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Load the seed CSVs after migrating (default false). */
  seed?: boolean;
}

const TEST_DATABASE_PREFIX = 'vm_test_';

/**
 * What a test file is about, which decides the engines it runs on (ADR 190):
 * - 'database' — the database's own behaviour: queries, migrations, transactions, locks and
 *   concurrent writers, LISTEN/NOTIFY, jobs, and every fuzzed write route. PGlite always,
 *   PostgreSQL too when DATABASE_URL_TEST is set.
 * - 'http' — what a route answers above the queries (status codes, texts, headers, pages).
 *   PGlite only, unless TEST_ENGINES=all asks for both here as well.
 */
export type TestSubject = 'database' | 'http';

/** The engines this run covers for a file about `subject`. */
export function testEngines(subject: TestSubject = 'database'): TestEngine[] {
  const both = Boolean(process.env.DATABASE_URL_TEST) && (subject === 'database' || process.env.TEST_ENGINES === 'all');
  return both ? ['pglite', 'postgres'] : ['pglite'];
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openTestPostgres(): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL_TEST;
  if (!adminUrl) throw new Error('DATABASE_URL_TEST is not set: PostgreSQL tests cannot run');
  // Random lowercase hex: a valid identifier that never needs quoting.
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = withDatabaseName(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url });
  return { handle, url, drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh migrated in-memory PGlite: the first test file saves a template of a migrated
 * cluster in the temp folder and the others start from it (server/db/pglite-template.ts).
 */
function openMigratedPglite(): Promise<DatabaseHandle> {
  return openMigratedInMemory(join(tmpdir(), 'vaultmark-test-templates'));
}

export async function createTestDatabase(engine: TestEngine, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const { handle, drop, url } =
    engine === 'postgres'
      ? await openTestPostgres()
      : {
          handle: migrate ? await openMigratedPglite() : await openDatabase({ pgliteDir: IN_MEMORY_PGLITE }),
          drop: async () => undefined,
          url: undefined,
        };

  let destroyed = false;
  const destroy = async () => {
    if (destroyed) return;
    destroyed = true;
    await handle.close();
    await drop();
  };
  try {
    // Also on a snapshot: a no-op there, and it proves the migrations agree with it.
    if (migrate) await migrateDatabase(handle);
    if (options.seed) await seedDatabase(handle.db);
  } catch (error) {
    await destroy();
    throw error;
  }
  return { engine, handle, db: handle.db, ...(url ? { url } : {}), destroy };
}

/** Registers beforeAll/afterAll for one database shared by the tests of the enclosing describe. */
export function useTestDatabase(engine: TestEngine, options: TestDatabaseOptions = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(engine, options);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  return () => {
    if (!database) throw new Error('The test database is not ready (use it inside a test or hook)');
    return database;
  };
}
