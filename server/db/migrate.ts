// Applies the SQL migrations in supabase/migrations/ with Drizzle's migrator for the
// engine in use. On PostgreSQL an advisory lock keeps simultaneous starts from racing.
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectPath } from '../project-root.ts';
import type { DatabaseHandle } from './client.ts';
import { rawRows } from './raw-rows.ts';

export const MIGRATIONS_FOLDER = projectPath('supabase', 'migrations');
/** Arbitrary but fixed key of the advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK_KEY = 7_461_001;

export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.engine === 'pglite') {
    // Each migrator takes its own driver's Drizzle instance: one made here over the handle's client.
    await migratePglite(drizzlePglite({ client: handle.pglite }), { migrationsFolder });
    return;
  }
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Session-level lock on one pooled client, held while the migrator uses the others.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: handle.pool }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Names of the tables in the public schema (used by tests and the health of migrations). */
export async function listTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}
