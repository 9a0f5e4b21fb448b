// Applies the SQL migrations in supabase/migrations/ with Drizzle's migrator for the
// engine in use. On PostgreSQL an advisory lock keeps simultaneous starts from racing.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { projectPath } from '../project-root.ts';
import type { DatabaseHandle, Schema } from './client.ts';

export const MIGRATIONS_FOLDER = projectPath('supabase', 'migrations');
/** Arbitrary but fixed key of the advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK_KEY = 7_461_001;

export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.engine === 'pglite') {
    // The migrator's type names the concrete driver class; the handle's db is that class.
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const { migrate: migrateNodePg } = await import('drizzle-orm/node-postgres/migrator');
  // Session-level lock on one pooled client, held while the migrator uses the others.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Names of the tables in the public schema (used by tests and the health of migrations). */
export async function listTables(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
}
