// The one lock order of market writes (ADR 031). Every transaction that writes
// treasury_constituents or revalues it first takes a transaction-scoped advisory lock per
// index type it touches, always in INDEX_TYPES order, before any row lock. Writers of the
// same index type then run one after the other, and writers of different types touch
// disjoint rows, so no two transactions can wait on each other's row locks (the deadlocks
// of 8 concurrent admin clients). The price feed's revaluation touches every type and takes
// all four. Imports and undo take IMPORTS first, roles take ROLES: each before any other lock.
//
// On PGlite (one connection) the locks are granted at once and cost a round trip each.
import { sql } from 'drizzle-orm';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import type { Database } from './client.ts';

/** First key of the two-key advisory lock space this app uses for write serialisation. */
const MARKET_LOCK_CLASS = 7_465;

/** Second keys: one per index type (its position in INDEX_TYPES), then the other resources. */
const LOCK_KEYS = {
  imports: 100,
  roles: 101,
} as const;

/** The index types in the one order locks are taken in, without repeats. */
export function lockOrder(indexTypes: Iterable<IndexType>): IndexType[] {
  const wanted = new Set(indexTypes);
  return INDEX_TYPES.filter((type) => wanted.has(type));
}

/**
 * Takes the write lock of each index type, in the one order, for the rest of the
 * transaction. Call it first in the transaction, before writing any row.
 */
export async function lockIndexTypes(tx: Database, indexTypes: Iterable<IndexType>): Promise<IndexType[]> {
  const ordered = lockOrder(indexTypes);
  for (const type of ordered) {
    await tx.execute(sql`select pg_advisory_xact_lock(${MARKET_LOCK_CLASS}, ${INDEX_TYPES.indexOf(type)})`);
  }
  return ordered;
}

/** Serialises import commits and undos (which import is "the last" must not change meanwhile). */
export async function lockImports(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MARKET_LOCK_CLASS}, ${LOCK_KEYS.imports})`);
}

/** Serialises role changes and account deletions, so "never the last admin" holds under races. */
export async function lockRoles(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MARKET_LOCK_CLASS}, ${LOCK_KEYS.roles})`);
}
