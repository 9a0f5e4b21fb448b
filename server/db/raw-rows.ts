// Rows of a raw SQL statement (db.execute), the same on both drivers: PGlite and
// node-postgres both answer `{ rows }`. Numbers of numeric/bigint columns may come back as
// strings (node-postgres) or numbers (PGlite): convert them with Number() where read.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Database's result type is the drivers' common base, which says nothing of `rows`. */
function hasRows<T>(result: unknown): result is { rows: T[] } {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows);
}

export async function rawRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  if (!hasRows<T>(result)) throw new Error('The database driver answered a query without rows');
  return result.rows;
}

/** A timestamp column read through rawRows (a Date on node-postgres, a Date or string on PGlite). */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
