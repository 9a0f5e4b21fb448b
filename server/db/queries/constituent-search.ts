// The admin's view of treasury_constituents: every stored row, searched, sorted and paged
// in SQL, each with its staleness (domain/staleness.ts, counted from its as-of date).
import { and, asc, count, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminConstituent, CONSTITUENT_SORT_FIELDS } from '../../../domain/schemas/admin.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';
import { staleCutoffDate } from '../../../domain/staleness.ts';
import type { Database } from '../client.ts';
import { treasuryConstituents, type ConstituentRow } from '../schema.ts';
import { likePattern } from './audit-log.ts';
import { toConstituent } from './constituents.ts';

export type ConstituentSortField = (typeof CONSTITUENT_SORT_FIELDS)[number];

export interface ConstituentSearch {
  indexType?: IndexType | undefined;
  q?: string | undefined;
  sort: ConstituentSortField;
  order: 'asc' | 'desc';
  stale?: 'true' | 'false' | undefined;
  page: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  companyName: treasuryConstituents.companyName,
  symbol: treasuryConstituents.ticker,
  btcHoldings: treasuryConstituents.btcHoldings,
  btcValueUSD: treasuryConstituents.btcValueUsd,
  marketCap: treasuryConstituents.marketCap,
  indexWeight: treasuryConstituents.indexWeight,
  asOfDate: treasuryConstituents.asOfDate,
  lastUpdated: treasuryConstituents.lastUpdated,
  country: treasuryConstituents.country,
} as const satisfies Record<ConstituentSortField, unknown>;

export function toAdminConstituent(row: ConstituentRow, now = Date.now()): AdminConstituent {
  const cutoff = staleCutoffDate(now);
  return {
    ...toConstituent(row),
    // Administrators edit the stored notes, not the public wording.
    sourceNote: row.sourceNote,
    marketCapSourceNote: row.marketCapSourceNote,
    renewableAsOf: row.renewableAsOf,
    stale: row.asOfDate !== null && row.asOfDate < cutoff,
  };
}

function searchConditions(search: ConstituentSearch, now: number): SQL | undefined {
  const cutoff = staleCutoffDate(now);
  const pattern = search.q ? likePattern(search.q) : null;
  const conditions: (SQL | undefined)[] = [
    search.indexType ? eq(treasuryConstituents.indexType, search.indexType) : undefined,
    pattern
      ? or(
          ilike(treasuryConstituents.companyName, pattern),
          ilike(treasuryConstituents.ticker, pattern),
          ilike(treasuryConstituents.country, pattern),
          ilike(treasuryConstituents.sector, pattern),
        )
      : undefined,
    search.stale === 'true' ? lt(treasuryConstituents.asOfDate, cutoff) : undefined,
    search.stale === 'false'
      ? and(isNotNull(treasuryConstituents.asOfDate), gte(treasuryConstituents.asOfDate, cutoff))
      : undefined,
  ];
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** One page of the matching rows, in the asked order (company name and id break ties). */
export async function searchConstituents(
  db: Database,
  search: ConstituentSearch,
  now = Date.now(),
): Promise<{ rows: AdminConstituent[]; total: number }> {
  const where = searchConditions(search, now);
  const column = SORT_COLUMNS[search.sort];
  // Empty values last either way: a blank market cap is not the largest.
  const primary = search.order === 'asc' ? sql`${column} ASC NULLS LAST` : sql`${column} DESC NULLS LAST`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(treasuryConstituents)
      .where(where)
      .orderBy(primary, asc(treasuryConstituents.companyName), asc(treasuryConstituents.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ total: count() }).from(treasuryConstituents).where(where),
  ]);
  return { rows: rows.map((row) => toAdminConstituent(row, now)), total: totals?.total ?? 0 };
}

export async function getAdminConstituent(
  db: Database,
  id: string,
  now = Date.now(),
): Promise<AdminConstituent | null> {
  const [row] = await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.id, id));
  return row ? toAdminConstituent(row, now) : null;
}
