// Seeds a fresh database from the dated CSV snapshots beside this file, once: every
// dataset not yet in seed_log is validated row by row, then written in one transaction.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { projectPath } from '../../project-root.ts';
import { StartupError } from '../../startup-error.ts';
import type { Database } from '../client.ts';
import { INDEX_TYPES, type IndexType } from '../../../domain/schemas/common.ts';
import { refreshDerivedValues } from '../queries/derived-values.ts';
import { rawRows } from '../raw-rows.ts';
import { lockIndexTypes } from '../write-locks.ts';
import { priceData, seedLog, testimonials, treasuryConstituents, type NewConstituentRow } from '../schema.ts';
import { storedAsOfDate } from '../../../domain/as-of-date.ts';
import { sourceLinksFromNote } from '../../../domain/market/source-links.ts';
import { CsvSyntaxError, parseCsv } from './csv.ts';
import {
  btcUsdDailyRow,
  etfRow,
  governmentRow,
  greenCandidateRow,
  marketCapRow,
  publicCompanyRow,
  type MarketCapRow,
  type PublicCompanyRow,
} from './rows.ts';
import { seedJourneyDefaults, type JourneySeedDataset } from './journeys.ts';
import { FEATURED_TESTIMONIAL } from './testimonial.ts';
import { BTC_SYMBOL, utcDayStart } from '../queries/prices.ts';

export const SEED_DIR = projectPath('server', 'db', 'seed');

export const SEED_DATASETS = [
  'btc_usd_daily',
  'btc_usd_history',
  'public_companies',
  'etfs',
  'governments',
  'green_candidates',
  'testimonials',
] as const;
export type SeedDataset = (typeof SEED_DATASETS)[number];

export const BTC_DAILY_SOURCE = 'CoinGecko 00:00 UTC snapshot via Cimera311/Tagesgenaue-Preise';

/**
 * The older daily closes (ADR 154): seeded once the file is shipped beside the others, on
 * the UTC days that hold no BTC price yet, so a database seeded before keeps every row it has.
 */
export const BTC_HISTORY_FILE = 'btc_usd_history.csv';
export const BTC_HISTORY_SOURCE =
  'Bitstamp BTC/USD at 00:00 UTC after the day, via typedcypher/historical-bitcoin-prices';

/** Fixed key of the advisory lock that keeps two instances from seeding at once. */
const SEED_LOCK_KEY = 7_461_002;
const INSERT_CHUNK_ROWS = 500;
const PERCENT = 100;

export class SeedDataError extends StartupError {}

export interface SeedOptions {
  /** Folder holding the CSVs (default: server/db/seed). */
  dir?: string;
}

/**
 * seed_log's record of the one-off backfill of market_cap_source_note on rows seeded before
 * the column existed (ADR 115).
 */
export const MARKET_CAP_NOTES_BACKFILL = 'market_cap_source_notes';

/** seed_log's record of the one-off backfill of `sources` on rows seeded before the column (ADR 201). */
export const SOURCE_LINKS_BACKFILL = 'source_links';

export interface SeedReport {
  /**
   * Rows written per dataset by this run (absent: already seeded before); for the market-cap
   * notes' backfill, the rows it gave a note (absent when none).
   */
  loaded: Partial<
    Record<SeedDataset | JourneySeedDataset | typeof MARKET_CAP_NOTES_BACKFILL | typeof SOURCE_LINKS_BACKFILL, number>
  >;
}

interface Located<T> {
  line: number;
  row: T;
}

type RowSchema = z.ZodObject<z.ZodRawShape>;

function describeIssues(error: z.ZodError, values: Record<string, string>): string {
  return error.issues
    .map((issue) => {
      const column = String(issue.path[0] ?? '');
      const got = column in values ? ` (got "${values[column]}")` : '';
      return `${column} ${issue.message}${got}`;
    })
    .join('; ');
}

/** Reads and validates every row of one CSV; the first bad row throws with file and line. */
function readTable<S extends RowSchema>(dir: string, file: string, schema: S): Located<z.output<S>>[] {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch (error) {
    throw new SeedDataError(`${file}: cannot read seed file in ${dir} (${(error as Error).message})`);
  }
  let table;
  try {
    table = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new SeedDataError(`${file} ${error.message}`);
    throw error;
  }
  const missing = Object.keys(schema.shape).filter((column) => !table.header.includes(column));
  if (missing.length > 0) throw new SeedDataError(`${file} line 1: missing column(s) ${missing.join(', ')}`);

  return table.records.map((record) => {
    const result = schema.safeParse(record.values);
    if (!result.success) {
      throw new SeedDataError(`${file} line ${record.line}: ${describeIssues(result.error, record.values)}`);
    }
    return { line: record.line, row: result.data };
  });
}

function assertUnique<T>(file: string, rows: Located<T>[], key: (row: T) => string | null, label: string) {
  const firstLine = new Map<string, number>();
  for (const { line, row } of rows) {
    const value = key(row);
    if (value === null) continue;
    const seen = firstLine.get(value);
    if (seen !== undefined)
      throw new SeedDataError(`${file} line ${line}: duplicate ${label} "${value}" (first on line ${seen})`);
    firstLine.set(value, line);
  }
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** BTC value at the seed price, and that value as a share of market cap (total assets in the app). */
function valuation(btcHoldings: number, marketCap: number | null, btcPrice: number) {
  const btcValueUsd = roundTo(btcHoldings * btcPrice, 2);
  const btcPercentageOfAssets = marketCap ? roundTo((btcValueUsd / marketCap) * PERCENT, 6) : null;
  return { btcValueUsd, btcPercentageOfAssets };
}

const hasCapitalFigures = (caps: MarketCapRow) =>
  [caps.shares_basic, caps.total_debt_usd, caps.preferred_usd, caps.cash_usd].some((value) => value !== null);

/**
 * The source note of a row's market cap and capital structure (the row's source_note is the
 * holdings'). market_caps.csv's note explains its own figures; a market cap the company row
 * gives instead is explained by that row's note, beside market_caps.csv's for the capital.
 */
function marketCapNote(marketCap: number | null, caps: MarketCapRow | undefined, companyNote: string | null) {
  if (marketCap === null || caps?.market_cap_usd === marketCap) return caps?.source_note ?? null;
  if (!caps?.source_note || !hasCapitalFigures(caps)) return companyNote;
  return companyNote ? `Market cap: ${companyNote} Capital structure: ${caps.source_note}` : caps.source_note;
}

function capitalFrom(marketCaps: MarketCapRow | undefined) {
  return {
    sharesOutstanding: marketCaps?.shares_basic ?? null,
    totalDebtUsd: marketCaps?.total_debt_usd ?? null,
    preferredUsd: marketCaps?.preferred_usd ?? null,
    cashUsd: marketCaps?.cash_usd ?? null,
    capitalAsOf: marketCaps?.capital_as_of ?? null,
  };
}

interface SeedContext {
  dir: string;
  btcPrice: number;
  marketCapsByTicker: Map<string, MarketCapRow>;
}

function readDailyPrices(dir: string) {
  const file = 'btc_usd_daily.csv';
  const rows = readTable(dir, file, btcUsdDailyRow);
  if (rows.length === 0) throw new SeedDataError(`${file}: no price rows`);
  assertUnique(file, rows, (row) => row.date, 'date');
  const latest = rows.reduce((best, current) => (current.row.date > best.row.date ? current : best));
  const prices = rows.map(({ row }) => ({
    symbol: BTC_SYMBOL,
    price: row.btc_usd,
    timestamp: new Date(`${row.date}T00:00:00Z`),
    source: BTC_DAILY_SOURCE,
  }));
  return { prices, latestPrice: latest.row.btc_usd };
}

/** The shipped history's rows, or null while the file is not shipped. */
function readHistoryPrices(dir: string) {
  if (!existsSync(join(dir, BTC_HISTORY_FILE))) return null;
  const rows = readTable(dir, BTC_HISTORY_FILE, btcUsdDailyRow);
  assertUnique(BTC_HISTORY_FILE, rows, (row) => row.date, 'date');
  return rows.map(({ row }) => ({
    symbol: BTC_SYMBOL,
    price: row.btc_usd,
    timestamp: new Date(`${row.date}T00:00:00Z`),
    source: BTC_HISTORY_SOURCE,
  }));
}

function readMarketCaps(dir: string): Map<string, MarketCapRow> {
  const file = 'market_caps.csv';
  const rows = readTable(dir, file, marketCapRow);
  assertUnique(file, rows, (row) => row.ticker, 'ticker');
  return new Map(rows.flatMap(({ row }) => (row.ticker ? [[row.ticker, row] as const] : [])));
}

function readPublicCompanies(dir: string): Located<PublicCompanyRow>[] {
  const file = 'public_companies.csv';
  const rows = readTable(dir, file, publicCompanyRow);
  assertUnique(file, rows, (row) => row.company_name, 'company_name');
  return rows;
}

function buildPublicCompanies(context: SeedContext): NewConstituentRow[] {
  return readPublicCompanies(context.dir).map(({ row }) => {
    const caps = row.ticker ? context.marketCapsByTicker.get(row.ticker) : undefined;
    // The company row's own market cap wins; market_caps.csv fills the blanks.
    const marketCap = row.market_cap_usd ?? caps?.market_cap_usd ?? null;
    const marketCapAsOf = row.market_cap_usd !== null ? row.market_cap_as_of : (caps?.market_cap_as_of ?? null);
    return {
      indexType: 'bitcoin_treasury',
      companyName: row.company_name,
      ticker: row.ticker,
      exchange: row.exchange,
      country: row.country,
      sector: row.sector,
      btcHoldings: row.btc_holdings,
      ...valuation(row.btc_holdings, marketCap, context.btcPrice),
      marketCap,
      marketCapAsOf,
      marketCapSourceNote: marketCapNote(marketCap, caps, row.source_note),
      asOf: row.as_of,
      asOfDate: storedAsOfDate(row.as_of),
      sourceNote: row.source_note,
      sources: sourceLinksFromNote(row.source_note),
      ...capitalFrom(caps),
    };
  });
}

function buildEtfs(context: SeedContext): NewConstituentRow[] {
  const file = 'etfs.csv';
  const rows = readTable(context.dir, file, etfRow).filter(({ row }) => row.btc_holdings !== null);
  assertUnique(file, rows, (row) => row.company_name, 'company_name');
  return rows.map(({ row }) => {
    const btcHoldings = row.btc_holdings ?? 0;
    return {
      indexType: 'bitcoin_etf',
      companyName: row.company_name,
      ticker: row.ticker,
      country: row.country,
      btcHoldings,
      ...valuation(btcHoldings, null, context.btcPrice),
      asOf: row.as_of,
      asOfDate: storedAsOfDate(row.as_of),
      sourceNote: row.source_note,
      sources: sourceLinksFromNote(row.source_note),
    };
  });
}

function buildGovernments(context: SeedContext): NewConstituentRow[] {
  const file = 'governments.csv';
  // Germany's 0 is a real figure (it sold everything in 2024); only blanks are skipped.
  const rows = readTable(context.dir, file, governmentRow).filter(({ row }) => row.btc_holdings !== null);
  assertUnique(file, rows, (row) => row.country, 'country');
  return rows.map(({ row }) => {
    const btcHoldings = row.btc_holdings ?? 0;
    return {
      indexType: 'government_reserve',
      companyName: row.country,
      ticker: null,
      country: row.country,
      btcHoldings,
      ...valuation(btcHoldings, null, context.btcPrice),
      asOf: row.as_of,
      asOfDate: storedAsOfDate(row.as_of),
      sourceNote: row.source_note,
      sources: sourceLinksFromNote(row.source_note),
    };
  });
}

function buildGreenVault(context: SeedContext): NewConstituentRow[] {
  const file = 'green_candidates.csv';
  const located = readTable(context.dir, file, greenCandidateRow);
  const rows = located.filter(({ row }) => row.btc_holdings !== null && row.renewable_share_pct !== null);
  for (const { line, row } of rows) {
    if (row.btc_as_of === null)
      throw new SeedDataError(`${file} line ${line}: btc_as_of is required when btc_holdings is given`);
  }
  assertUnique(file, rows, (row) => row.company_name, 'company_name');
  const companiesByTicker = new Map(
    readPublicCompanies(context.dir).flatMap(({ row }) => (row.ticker ? [[row.ticker, row] as const] : [])),
  );
  return rows.map(({ row }) => {
    const btcHoldings = row.btc_holdings ?? 0;
    const btcAsOf = row.btc_as_of ?? '';
    const caps = row.ticker ? context.marketCapsByTicker.get(row.ticker) : undefined;
    const company = row.ticker ? companiesByTicker.get(row.ticker) : undefined;
    const marketCap = caps?.market_cap_usd ?? company?.market_cap_usd ?? null;
    const marketCapAsOf = caps?.market_cap_usd ? caps.market_cap_as_of : (company?.market_cap_as_of ?? null);
    return {
      indexType: 'green_vault',
      companyName: row.company_name,
      ticker: row.ticker,
      exchange: company?.exchange ?? null,
      country: company?.country ?? null,
      sector: company?.sector ?? null,
      btcHoldings,
      ...valuation(btcHoldings, marketCap, context.btcPrice),
      marketCap,
      marketCapAsOf,
      marketCapSourceNote: marketCapNote(marketCap, caps, company?.source_note ?? null),
      // The row's as_of dates the renewable claim; the BTC figure has its own date.
      asOf: btcAsOf,
      asOfDate: storedAsOfDate(btcAsOf),
      renewableEnergyPct: row.renewable_share_pct,
      renewableClaimBasis: row.renewable_claim_basis,
      renewableAsOf: row.as_of,
      sourceNote: row.source_note,
      sources: sourceLinksFromNote(row.source_note),
      ...capitalFrom(caps),
    };
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Writes rows in slices, keeping each statement well under PostgreSQL's parameter limit. */
async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    await write(rows.slice(start, start + INSERT_CHUNK_ROWS));
  }
}

async function seededDatasets(db: Database | Transaction): Promise<Set<string>> {
  const rows = await db.select({ dataset: seedLog.dataset }).from(seedLog);
  return new Set(rows.map((row) => row.dataset));
}

/** Prepares the rows of every pending dataset; throws SeedDataError before anything is written. */
function prepareRows(pending: SeedDataset[], dir: string) {
  const needsConstituents = pending.some((dataset) => dataset !== 'testimonials' && dataset !== 'btc_usd_history');
  const history = pending.includes('btc_usd_history') ? readHistoryPrices(dir) : null;
  const daily = needsConstituents ? readDailyPrices(dir) : null;
  const context: SeedContext | null = daily
    ? { dir, btcPrice: daily.latestPrice, marketCapsByTicker: readMarketCaps(dir) }
    : null;
  const builders: Record<
    Exclude<SeedDataset, 'btc_usd_daily' | 'btc_usd_history' | 'testimonials'>,
    (c: SeedContext) => NewConstituentRow[]
  > = {
    public_companies: buildPublicCompanies,
    etfs: buildEtfs,
    governments: buildGovernments,
    green_candidates: buildGreenVault,
  };
  const constituents = new Map<SeedDataset, NewConstituentRow[]>();
  for (const dataset of pending) {
    if (dataset === 'btc_usd_daily' || dataset === 'btc_usd_history' || dataset === 'testimonials') continue;
    constituents.set(dataset, builders[dataset](context!));
  }
  return { prices: daily?.prices ?? [], history: history ?? [], constituents };
}

/**
 * Inserts the history's prices on the UTC days without a BTC price, in one statement (the
 * stored days hashed once); returns how many it inserted.
 */
async function insertMissingDays(tx: Transaction, prices: readonly { price: number; timestamp: Date }[]) {
  const days = JSON.stringify(prices.map((price) => ({ at: price.timestamp.toISOString(), price: price.price })));
  const inserted = await rawRows<{ id: string }>(
    tx,
    sql`insert into price_data (symbol, price, timestamp, source)
        select ${BTC_SYMBOL}, v.price, v.at, ${BTC_HISTORY_SOURCE}
        from json_to_recordset(${days}::json) as v(at timestamptz, price numeric)
        where ${utcDayStart(sql`v.at`)} not in (
          select ${utcDayStart(sql`p.timestamp`)} from price_data p where p.symbol = ${BTC_SYMBOL})
        returning id`,
  );
  return inserted.length;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const dir = options.dir ?? SEED_DIR;
  const alreadySeeded = await seededDatasets(db);
  // The history waits, unlogged, until its file is shipped.
  const pending = SEED_DATASETS.filter(
    (dataset) =>
      !alreadySeeded.has(dataset) && (dataset !== 'btc_usd_history' || existsSync(join(dir, BTC_HISTORY_FILE))),
  );
  // The journeys' defaults (consultation opening hours) keep their own seed_log rows.
  if (pending.length === 0)
    return {
      loaded: {
        ...(await backfillMarketCapNotes(db, dir, alreadySeeded)),
        ...(await backfillSourceLinks(db, dir, alreadySeeded)),
        ...(await seedJourneyDefaults(db)),
      },
    };

  const prepared = prepareRows(pending, dir);
  const loaded: SeedReport['loaded'] = {};

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Market writers lock index types before rows (ADR 031): the seed takes them all.
    await lockIndexTypes(tx, INDEX_TYPES);
    // Another instance may have seeded while this one read the files.
    const seededNow = await seededDatasets(tx);
    for (const dataset of pending) {
      if (seededNow.has(dataset)) continue;
      let rows: number;
      if (dataset === 'btc_usd_daily') {
        await inChunks(prepared.prices, (chunk) => tx.insert(priceData).values(chunk));
        rows = prepared.prices.length;
      } else if (dataset === 'btc_usd_history') {
        // Days that hold a price already (the newer seed, the feed, an admin) keep it.
        rows = await insertMissingDays(tx, prepared.history);
      } else if (dataset === 'testimonials') {
        rows = await insertFeaturedTestimonial(tx);
      } else {
        const constituents = prepared.constituents.get(dataset) ?? [];
        await inChunks(constituents, (chunk) => tx.insert(treasuryConstituents).values(chunk));
        rows = constituents.length;
      }
      await tx.insert(seedLog).values({ dataset, rows });
      loaded[dataset] = rows;
    }
    // Official index weights and values at the latest price, in the same transaction (older
    // closes alone change neither).
    if (Object.keys(loaded).some((dataset) => dataset !== 'btc_usd_history')) await refreshDerivedValues(tx);
  });
  return {
    loaded: {
      ...loaded,
      ...(await backfillMarketCapNotes(db, dir, alreadySeeded)),
      ...(await backfillSourceLinks(db, dir, alreadySeeded)),
      ...(await seedJourneyDefaults(db)),
    },
  };
}

/**
 * Gives rows seeded before `sources` existed the links the seed now derives from their note,
 * once (seed_log records SOURCE_LINKS_BACKFILL). Only rows that still carry the shipped note
 * and no sources: a row whose note changed holds figures those documents may not back.
 * last_updated stays (no figure changed).
 */
export async function backfillSourceLinks(
  db: Database,
  dir = SEED_DIR,
  seeded?: ReadonlySet<string>,
): Promise<Partial<Record<typeof SOURCE_LINKS_BACKFILL, number>>> {
  if ((seeded ?? (await seededDatasets(db))).has(SOURCE_LINKS_BACKFILL)) return {};
  const { constituents } = prepareRows(['public_companies', 'etfs', 'governments', 'green_candidates'], dir);
  const shipped = [...constituents.values()].flat().flatMap((row) =>
    row.sources && row.sources.length > 0
      ? [
          {
            index_type: row.indexType,
            company_name: row.companyName,
            source_note: row.sourceNote,
            sources: row.sources,
          },
        ]
      : [],
  );
  return backfillOnce(db, SOURCE_LINKS_BACKFILL, INDEX_TYPES, shipped, (tx, chunk) =>
    rawRows<{ id: string }>(
      tx,
      sql`
        UPDATE treasury_constituents AS t SET sources = v.sources
        FROM json_populate_recordset(NULL::treasury_constituents, ${JSON.stringify(chunk)}::json) AS v
        WHERE t.index_type = v.index_type AND t.company_name = v.company_name
          AND t.source_note IS NOT DISTINCT FROM v.source_note AND t.sources = '[]'::jsonb
        RETURNING t.id`,
    ),
  );
}

/** The columns the market-cap note explains: a stored row gets the note only while they hold the shipped figures. */
const MARKET_FIGURE_COLUMNS = [
  'market_cap',
  'market_cap_as_of',
  'shares_outstanding',
  'total_debt_usd',
  'preferred_usd',
  'cash_usd',
  'capital_as_of',
] as const;

/**
 * Gives rows seeded before market_cap_source_note existed the note the seed now stores, once
 * (seed_log records MARKET_CAP_NOTES_BACKFILL). Only rows no one has changed since: a row
 * with an audit entry was edited, imported or added by someone (the seed writes none), and
 * a row whose market figures are not the shipped files' holds figures the note does not
 * explain. Rows that already have a note keep it; last_updated stays (no figure changed).
 * `seeded`: seed_log's datasets as the caller just read them (a start reads them once).
 */
export async function backfillMarketCapNotes(
  db: Database,
  dir = SEED_DIR,
  seeded?: ReadonlySet<string>,
): Promise<Partial<Record<typeof MARKET_CAP_NOTES_BACKFILL, number>>> {
  if ((seeded ?? (await seededDatasets(db))).has(MARKET_CAP_NOTES_BACKFILL)) return {};
  const { constituents } = prepareRows(['public_companies', 'green_candidates'], dir);
  const shipped = [...constituents.values()].flat().flatMap((row) =>
    row.marketCapSourceNote
      ? [
          {
            index_type: row.indexType,
            company_name: row.companyName,
            market_cap: row.marketCap ?? null,
            market_cap_as_of: row.marketCapAsOf ?? null,
            shares_outstanding: row.sharesOutstanding ?? null,
            total_debt_usd: row.totalDebtUsd ?? null,
            preferred_usd: row.preferredUsd ?? null,
            cash_usd: row.cashUsd ?? null,
            capital_as_of: row.capitalAsOf ?? null,
            market_cap_source_note: row.marketCapSourceNote,
          },
        ]
      : [],
  );
  const sameFigures = sql.raw(
    MARKET_FIGURE_COLUMNS.map((column) => `t."${column}" IS NOT DISTINCT FROM v."${column}"`).join(' AND '),
  );
  return backfillOnce(db, MARKET_CAP_NOTES_BACKFILL, ['bitcoin_treasury', 'green_vault'], shipped, (tx, chunk) =>
    rawRows<{ id: string }>(
      tx,
      sql`
        UPDATE treasury_constituents AS t SET market_cap_source_note = v.market_cap_source_note
        FROM json_populate_recordset(NULL::treasury_constituents, ${JSON.stringify(chunk)}::json) AS v
        WHERE t.index_type = v.index_type AND t.company_name = v.company_name
          AND t.market_cap_source_note IS NULL AND ${sameFigures}
          AND NOT EXISTS (
            SELECT 1 FROM audit_log AS a WHERE a.table_name = 'treasury_constituents' AND a.row_id = t.id::text)
        RETURNING t.id`,
    ),
  );
}

/**
 * A one-off backfill of stored rows: under the seed's lock and the index types' write locks,
 * unless seed_log records `dataset` already, `update` runs over `shipped` in chunks (returning
 * the rows it changed), and seed_log records it with the count.
 */
async function backfillOnce<Dataset extends string, Row>(
  db: Database,
  dataset: Dataset,
  indexTypes: readonly IndexType[],
  shipped: Row[],
  update: (tx: Transaction, chunk: Row[]) => Promise<unknown[]>,
): Promise<Partial<Record<Dataset, number>>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await lockIndexTypes(tx, indexTypes);
    if ((await seededDatasets(tx)).has(dataset)) return {};
    let rows = 0;
    await inChunks(shipped, async (chunk) => {
      rows += (await update(tx, chunk)).length;
    });
    await tx.insert(seedLog).values({ dataset, rows });
    const loaded: Partial<Record<Dataset, number>> = {};
    if (rows > 0) loaded[dataset] = rows;
    return loaded;
  });
}

async function insertFeaturedTestimonial(tx: Transaction): Promise<number> {
  // Keep an admin's featured pick if one exists: at most one row may be featured.
  const [featured] = await tx.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.featured, true));
  await tx.insert(testimonials).values({ ...FEATURED_TESTIMONIAL, featured: featured === undefined });
  return 1;
}
