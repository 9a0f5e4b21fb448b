// index_history: one row per index and day (id `<index>-<yyyy-mm-dd>`), read newest first.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { IndexId } from '../../../domain/index-methodology/methodologies.ts';
import type { IndexHistoryRow } from '../../../domain/schemas/market.ts';
import type { Database } from '../client.ts';
import { indexHistory } from '../schema.ts';

export const HISTORY_LIMIT = 365;

export function historyId(indexId: IndexId, date: string): string {
  return `${indexId}-${date}`;
}

type Row = typeof indexHistory.$inferSelect;

function toHistoryRow(row: Row): IndexHistoryRow {
  return {
    id: row.id,
    date: row.date,
    indexValue: row.indexValue,
    totalBtc: row.totalBtc,
    totalMarketCap: row.totalMarketCap,
    constituentCount: row.constituentCount,
    performance1d: row.performance1d,
    performance7d: row.performance7d,
    performance30d: row.performance30d,
    indexType: row.indexType,
  };
}

export async function listIndexHistory(
  db: Database,
  indexId: IndexId,
  limit = HISTORY_LIMIT,
): Promise<IndexHistoryRow[]> {
  const rows = await db
    .select()
    .from(indexHistory)
    .where(eq(indexHistory.indexType, indexId))
    .orderBy(desc(indexHistory.date))
    .limit(limit);
  return rows.map(toHistoryRow);
}

export async function hasHistoryFor(db: Database, indexId: IndexId, date: string): Promise<boolean> {
  const rows = await db
    .select({ id: indexHistory.id })
    .from(indexHistory)
    .where(and(eq(indexHistory.indexType, indexId), eq(indexHistory.date, date)))
    .limit(1);
  return rows.length > 0;
}

/** History from `since` on (inclusive), oldest first: what performance is computed from. */
export async function historySince(db: Database, indexId: IndexId, since: string): Promise<IndexHistoryRow[]> {
  const rows = await db
    .select()
    .from(indexHistory)
    .where(and(eq(indexHistory.indexType, indexId), gte(indexHistory.date, since)))
    .orderBy(indexHistory.date);
  return rows.map(toHistoryRow);
}

/** A history row that would store a number no reader can use (Infinity, NaN, a negative total). */
export class ImpossibleHistoryError extends Error {
  override name = 'ImpossibleHistoryError';
}

/**
 * The guard where index_history is written: every figure finite, totals and counts not
 * negative. Bounded inputs make these impossible; the guard keeps it so (issue 10: Infinity
 * once reached this table).
 */
export function assertStorableHistory(row: IndexHistoryRow): void {
  const figures: [string, number | null][] = [
    ['indexValue', row.indexValue],
    ['totalBtc', row.totalBtc],
    ['totalMarketCap', row.totalMarketCap],
    ['constituentCount', row.constituentCount],
    ['performance1d', row.performance1d],
    ['performance7d', row.performance7d],
    ['performance30d', row.performance30d],
  ];
  for (const [name, value] of figures) {
    if (value === null) continue;
    if (!Number.isFinite(value))
      throw new ImpossibleHistoryError(`${row.id}: ${name} is ${value}, not a finite number`);
    if (!name.startsWith('performance') && value < 0) {
      throw new ImpossibleHistoryError(`${row.id}: ${name} is negative (${value})`);
    }
  }
}

export async function upsertIndexHistory(db: Database, row: IndexHistoryRow): Promise<void> {
  assertStorableHistory(row);
  const values = {
    id: row.id,
    date: row.date,
    indexValue: row.indexValue,
    totalBtc: row.totalBtc,
    totalMarketCap: row.totalMarketCap,
    constituentCount: row.constituentCount,
    performance1d: row.performance1d,
    performance7d: row.performance7d,
    performance30d: row.performance30d,
    indexType: row.indexType,
  };
  await db
    .insert(indexHistory)
    .values(values)
    .onConflictDoUpdate({
      target: indexHistory.id,
      set: {
        indexValue: sql`excluded.index_value`,
        totalBtc: sql`excluded.total_btc`,
        totalMarketCap: sql`excluded.total_market_cap`,
        constituentCount: sql`excluded.constituent_count`,
        performance1d: sql`excluded.performance_1d`,
        performance7d: sql`excluded.performance_7d`,
        performance30d: sql`excluded.performance_30d`,
      },
    });
}
