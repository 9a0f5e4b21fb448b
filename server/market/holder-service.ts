// One holder by ticker (company and fund pages, GET /api/holders/:ticker, GET /api/v1/holders/:ticker):
// its stored rows, the latest BTC price, today's weight and rank in each index it belongs to
// (from the cached index results, so the page and the index tables agree), and the change
// log of its holdings: the seed snapshot first, then every audited change with its source.
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { parseAsOfDate } from '../../domain/as-of-date.ts';
import { INDEX_IDS, methodologies } from '../../domain/index-methodology/methodologies.ts';
import type { IndexType } from '../../domain/schemas/common.ts';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import { governmentSlug } from '../../domain/market/government-slug.ts';
import { publicSourceText, sourcesOfRows } from '../../domain/market/source-links.ts';
import type { Government, Holder, HolderKind, HoldingsChange, Membership } from '../../domain/schemas/holders.ts';
import type { Database } from '../db/client.ts';
import { toConstituent } from '../db/queries/constituents.ts';
import { BTC_SYMBOL, latestPrice } from '../db/queries/prices.ts';
import { auditLog, dataImports, seedLog, treasuryConstituents } from '../db/schema.ts';
import type { MarketServices } from './services.ts';

/** The seed dataset each index type's rows come from (server/db/seed). */
const SEED_DATASET: Readonly<Record<IndexType, string>> = {
  bitcoin_treasury: 'public_companies',
  bitcoin_etf: 'etfs',
  government_reserve: 'governments',
  green_vault: 'green_candidates',
};

const TYPE_ORDER: readonly IndexType[] = ['bitcoin_treasury', 'green_vault', 'bitcoin_etf', 'government_reserve'];

/** Which holder a stored row of a ticker belongs to: an ETF row is the fund, any other the company. */
const kindOf = (indexType: string): HolderKind => (indexType === 'bitcoin_etf' ? 'fund' : 'company');

/**
 * The stored rows with this ticker (any case) of one holder, Pure Bitcoin Treasury first; empty
 * when none. A company and a fund may share a ticker (DEFI): `kind` picks one; without
 * it the company's rows win, as the ticker answered before funds had pages (ADR 116).
 */
export async function holderRows(db: Database, ticker: string, kind?: HolderKind): Promise<Constituent[]> {
  const rows = (
    await db
      .select()
      .from(treasuryConstituents)
      .where(sql`upper(${treasuryConstituents.ticker}) = ${ticker.toUpperCase()}`)
  ).map(toConstituent);
  return primaryFirst(rows, kind);
}

/** Rows of one ticker as holderRows gives them: those of `kind` (the company's when there are any), the primary first. */
function primaryFirst<Row extends { indexType: string }>(rows: readonly Row[], kind?: HolderKind): Row[] {
  const order = (row: Row) => (TYPE_ORDER as readonly string[]).indexOf(row.indexType);
  const chosen = kind ?? (rows.some((row) => kindOf(row.indexType) === 'company') ? 'company' : 'fund');
  return rows.filter((row) => kindOf(row.indexType) === chosen).sort((a, b) => order(a) - order(b));
}

/**
 * Every stored ticker of a holder of this kind once (of tickers that differ only in case, the
 * one holderRows' primary row stores), in order: the tickers whose company or fund pages exist.
 */
export async function holderTickers(db: Database, kind: HolderKind): Promise<string[]> {
  const rows = await db
    .select({ ticker: treasuryConstituents.ticker, indexType: treasuryConstituents.indexType })
    .from(treasuryConstituents)
    .where(isNotNull(treasuryConstituents.ticker));
  const byTicker = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) {
    if (kindOf(row.indexType) !== kind) continue;
    const key = row.ticker!.toUpperCase();
    const group = byTicker.get(key);
    if (group) group.push(row);
    else byTicker.set(key, [row]);
  }
  return [...byTicker.values()].map((group) => primaryFirst(group, kind)[0]!.ticker!).sort();
}

/** The slug of every stored government once, in order: the slugs whose government pages exist. */
export async function governmentSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: treasuryConstituents.companyName })
    .from(treasuryConstituents)
    .where(eq(treasuryConstituents.indexType, 'government_reserve'));
  return [...new Set(rows.map((row) => governmentSlug(row.name)))].sort();
}

type Snapshot = Record<string, unknown> | null;
const holdingsOf = (snapshot: Snapshot): number | null =>
  typeof snapshot?.btcHoldings === 'number' ? snapshot.btcHoldings : null;
const textOf = (snapshot: Snapshot, field: string): string | null =>
  typeof snapshot?.[field] === 'string' ? (snapshot[field] as string) : null;

function safeAsOfDate(asOf: string | null): string | null {
  if (!asOf) return null;
  try {
    return parseAsOfDate(asOf);
  } catch {
    return null;
  }
}

/** Every stored change of holdings of these rows, oldest first, the seed snapshot first. */
/**
 * How audit entries of a holder's rows are found beyond the rows' ids (for rows deleted and
 * added again): by ticker for companies and ETFs, by stored name for governments (no ticker).
 */
export type HolderKey = { ticker: string } | { governmentName: string };

function keyCondition(key: HolderKey) {
  return 'ticker' in key
    ? sql`upper(${auditLog.ticker}) = ${key.ticker.toUpperCase()}`
    : and(eq(auditLog.indexType, 'government_reserve'), eq(auditLog.companyName, key.governmentName));
}

function keyMatches(key: HolderKey, entry: { ticker: string | null; companyName: string | null }): boolean {
  return 'ticker' in key
    ? entry.ticker?.toUpperCase() === key.ticker.toUpperCase()
    : entry.companyName === key.governmentName;
}

export async function holdingsChangeLog(
  db: Database,
  key: HolderKey,
  rows: readonly Constituent[],
): Promise<HoldingsChange[]> {
  const ids = rows.map((row) => row.id);
  const [entries, seeds] = await Promise.all([
    db
      .select({ entry: auditLog, importFile: dataImports.fileName })
      .from(auditLog)
      .leftJoin(dataImports, eq(auditLog.importId, dataImports.id))
      .where(and(eq(auditLog.tableName, 'treasury_constituents'), or(inArray(auditLog.rowId, ids), keyCondition(key))))
      .orderBy(asc(auditLog.id)),
    db.select().from(seedLog),
  ]);
  const seededAt = new Map(seeds.map((seed) => [seed.dataset, seed.loadedAt]));
  const log: HoldingsChange[] = [];

  for (const row of rows) {
    const own = entries.filter(
      ({ entry }) =>
        (entry.indexType ?? row.indexType) === row.indexType && (entry.rowId === row.id || keyMatches(key, entry)),
    );
    const first = own[0]?.entry;
    const series: HoldingsChange[] = [];
    // The snapshot the row started from, unless it was first written by an audited insert.
    if (first?.action !== 'insert') {
      const before = (first?.before as Snapshot) ?? null;
      const seeded = seededAt.get(SEED_DATASET[row.indexType]);
      const asOf = first ? textOf(before, 'asOf') : row.asOf;
      series.push({
        indexType: row.indexType,
        kind: seeded ? 'seed' : 'stored',
        action: 'seed',
        recordedAt: (seeded ?? new Date(row.lastUpdated)).toISOString(),
        asOf,
        asOfDate: safeAsOfDate(asOf),
        btcHoldings: first ? holdingsOf(before) : row.btcHoldings,
        difference: null,
        source: first ? publicSourceText(textOf(before, 'sourceNote')) : row.sourceNote,
        importFile: null,
      });
    }
    for (const { entry, importFile } of own) {
      const before = entry.before as Snapshot;
      const after = entry.after as Snapshot;
      const action = entry.action === 'insert' || entry.action === 'delete' ? entry.action : 'update';
      const holdings = action === 'delete' ? null : holdingsOf(after);
      if (action === 'update' && holdingsOf(before) === holdings) continue; // other fields only
      const asOf = entry.asOf ?? textOf(after, 'asOf');
      series.push({
        indexType: row.indexType,
        kind: entry.origin,
        action,
        recordedAt: entry.createdAt.toISOString(),
        asOf,
        asOfDate: safeAsOfDate(asOf),
        btcHoldings: holdings,
        difference: null,
        source: publicSourceText(entry.source ?? textOf(after, 'sourceNote')),
        importFile: importFile ?? null,
      });
    }
    let previous: number | null = null;
    for (const change of series) {
      change.difference = previous === null || change.btcHoldings === null ? null : change.btcHoldings - previous;
      if (change.btcHoldings !== null) previous = change.btcHoldings;
    }
    log.push(...series);
  }
  return log;
}

/** Today's weight and rank in each index drawing on one of the rows' index types. */
async function memberships(
  db: Database,
  { reads, indexResults }: Pick<MarketServices, 'reads' | 'indexResults'>,
  rows: readonly Constituent[],
): Promise<Membership[]> {
  const out: Membership[] = [];
  for (const indexId of INDEX_IDS) {
    const methodology = methodologies[indexId];
    const row = rows.find((candidate) => candidate.indexType === methodology.sourceIndexType);
    if (!row) continue;
    const result = await indexResults.published(reads, db, indexId);
    const position = result.constituents.findIndex((constituent) => constituent.id === row.id);
    const ineligible = result.ineligible.find((constituent) => constituent.id === row.id);
    if (position < 0 && !ineligible) continue;
    const base = {
      indexId,
      indexName: methodology.name,
      constituentCount: result.constituentCount,
      calculatedAt: result.calculatedAt,
    };
    out.push(
      position >= 0
        ? {
            ...base,
            status: 'constituent',
            weightPct: result.constituents[position]!.cappedWeight,
            rank: position + 1,
            reason: null,
          }
        : { ...base, status: 'ineligible', weightPct: null, rank: null, reason: ineligible!.reason },
    );
  }
  return out;
}

/** The message of the 404 for a ticker (and kind) no holder has. */
export const holderNotFoundMessage = (ticker: string, kind: HolderKind | undefined): string =>
  kind ? `No ${kind} with the ticker ${ticker}` : `No holder with the ticker ${ticker}`;

/** The holder with this ticker (of `kind`, see holderRows), or null when no stored row has it. */
export async function readHolder(
  db: Database,
  market: Pick<MarketServices, 'reads' | 'indexResults'>,
  ticker: string,
  kind?: HolderKind,
): Promise<Holder | null> {
  const rows = await holderRows(db, ticker, kind);
  const primary = rows[0];
  if (!primary) return null;
  const [price, indexMemberships, changeLog] = await Promise.all([
    latestPrice(db, BTC_SYMBOL),
    memberships(db, market, rows),
    holdingsChangeLog(db, { ticker }, rows),
  ]);
  const asOf = rows.map((row) => row.lastUpdated).reduce((latest, next) => (next > latest ? next : latest));
  return {
    ticker: primary.symbol ?? ticker.toUpperCase(),
    name: primary.companyName,
    kind: kindOf(primary.indexType),
    rows,
    price,
    memberships: indexMemberships,
    changeLog,
    sources: sourcesOfRows(rows),
    asOf,
  };
}

/**
 * The stored government rows whose name gives this slug (governmentSlug), largest first;
 * empty when none. Government rows have no ticker: the slug of the stored name names them.
 */
export async function governmentRows(db: Database, slug: string): Promise<Constituent[]> {
  const rows = (
    await db.select().from(treasuryConstituents).where(eq(treasuryConstituents.indexType, 'government_reserve'))
  ).map(toConstituent);
  return rows
    .filter((row) => governmentSlug(row.companyName) === slug)
    .sort((a, b) => b.btcHoldings - a.btcHoldings || a.companyName.localeCompare(b.companyName));
}

/** The government with this slug, or null when no stored government row has it. */
export async function readGovernment(db: Database, slug: string): Promise<Government | null> {
  const rows = await governmentRows(db, slug);
  const primary = rows[0];
  if (!primary) return null;
  const [price, changeLog] = await Promise.all([
    latestPrice(db, BTC_SYMBOL),
    holdingsChangeLog(db, { governmentName: primary.companyName }, rows),
  ]);
  const asOf = rows.map((row) => row.lastUpdated).reduce((latest, next) => (next > latest ? next : latest));
  return {
    slug,
    name: primary.companyName,
    kind: 'government',
    rows,
    price,
    changeLog,
    sources: sourcesOfRows(rows),
    asOf,
  };
}
