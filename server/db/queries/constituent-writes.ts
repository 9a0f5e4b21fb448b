// The one audited write path of treasury_constituents: inserts, updates and deletes applied
// in bulk (one JSON parameter per chunk of rows, never a parameter per value), each change
// written to audit_log with its before and after in the same transaction. Dashboard edits,
// file imports, their undo and the spec's POST /api/constituents(/import) all end here.
//
// Callers run inside a transaction holding the index types' write locks
// (server/db/write-locks.ts) and refresh the derived values afterwards.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { storedAsOfDate } from '../../../domain/as-of-date.ts';
import type { AuditOrigin, ConstituentRecord } from '../../../domain/schemas/admin.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';
import type { SourceLink } from '../../../domain/schemas/market-fields.ts';
import type { Database } from '../client.ts';
import { rawRows } from '../raw-rows.ts';
import { treasuryConstituents } from '../schema.ts';
import { insertAuditEntries, type ActingUser, type NewAuditEntry } from './audit-log.ts';

/** A stored row: its id, the fields an administrator sets, and when it was last written. */
export interface StoredConstituent {
  id: string;
  record: ConstituentRecord;
  lastUpdated: Date;
}

/** The record fields and the database columns they live in. */
const RECORD_COLUMNS = {
  companyName: treasuryConstituents.companyName,
  symbol: treasuryConstituents.ticker,
  indexType: treasuryConstituents.indexType,
  btcHoldings: treasuryConstituents.btcHoldings,
  marketCap: treasuryConstituents.marketCap,
  sector: treasuryConstituents.sector,
  country: treasuryConstituents.country,
  exchange: treasuryConstituents.exchange,
  asOf: treasuryConstituents.asOf,
  asOfDate: treasuryConstituents.asOfDate,
  sourceNote: treasuryConstituents.sourceNote,
  marketCapAsOf: treasuryConstituents.marketCapAsOf,
  marketCapSourceNote: treasuryConstituents.marketCapSourceNote,
  renewableEnergyPct: treasuryConstituents.renewableEnergyPct,
  renewableClaimBasis: treasuryConstituents.renewableClaimBasis,
  renewableAsOf: treasuryConstituents.renewableAsOf,
  sharesOutstanding: treasuryConstituents.sharesOutstanding,
  totalDebtUSD: treasuryConstituents.totalDebtUsd,
  preferredUSD: treasuryConstituents.preferredUsd,
  cashUSD: treasuryConstituents.cashUsd,
  capitalAsOf: treasuryConstituents.capitalAsOf,
  sources: treasuryConstituents.sources,
} as const satisfies Record<keyof ConstituentRecord, unknown>;

const RECORD_KEYS = Object.keys(RECORD_COLUMNS) as (keyof ConstituentRecord)[];
const COLUMN_NAMES = RECORD_KEYS.map((key) => RECORD_COLUMNS[key].name);

/** Rows per write statement: each chunk is one JSON parameter. */
const WRITE_CHUNK = 2_000;

/** A row selected with RECORD_COLUMNS: the columns' types are the record's. */
function toStored({
  id,
  lastUpdated,
  ...record
}: ConstituentRecord & { id: string; lastUpdated: Date }): StoredConstituent {
  return { id, lastUpdated, record: { ...record, sources: storedSourceLinks(record.sources) } };
}

/**
 * Stored sources with their keys in the record's order (jsonb keeps keys sorted by length),
 * so a stored list and the same list written again compare equal.
 */
export function storedSourceLinks(value: unknown): SourceLink[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: Record<string, unknown>) => ({
    title: String(item.title ?? ''),
    url: String(item.url ?? ''),
    publishedAt: String(item.publishedAt ?? ''),
  }));
}

/** `id IN (…)` for any number of ids, bound as one JSON parameter. */
export function idIn(ids: readonly string[]): SQL {
  return sql`${treasuryConstituents.id} IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(ids)}::json))`;
}

/** Stored rows of the given index types, or with the given ids. */
/** Numeric columns of the record, read as JSON numbers (the rest are text or dates). */
const NUMERIC_KEYS = new Set<keyof ConstituentRecord>([
  'btcHoldings',
  'marketCap',
  'renewableEnergyPct',
  'sharesOutstanding',
  'totalDebtUSD',
  'preferredUSD',
  'cashUSD',
]);

/**
 * Stored rows of the given index types, or with the given ids. Read as one JSON value:
 * an import compares against tens of thousands of rows, and one value costs one row's
 * overhead (on PGlite, most of the cost of a large read).
 */
export async function readStoredConstituents(
  db: Database,
  where: { indexTypes: readonly IndexType[] } | { ids: readonly string[] },
): Promise<StoredConstituent[]> {
  const condition =
    'ids' in where
      ? where.ids.length > 0
        ? idIn(where.ids)
        : sql`false`
      : where.indexTypes.length > 0
        ? inArray(treasuryConstituents.indexType, [...where.indexTypes])
        : sql`false`;
  const [row] = await rawRows<{ rows: string | null }>(
    db,
    sql`
    SELECT json_agg(json_build_array(id, floor(extract(epoch from last_updated) * 1000), ${columnList}))::text AS rows
    FROM treasury_constituents WHERE ${condition}`,
  );
  const tuples = row?.rows ? (JSON.parse(row.rows) as unknown[][]) : [];
  return tuples.map(([id, lastUpdated, ...values]) => {
    const record: Record<string, unknown> = {};
    RECORD_KEYS.forEach((key, position) => {
      const value = values[position] ?? null;
      record[key] =
        key === 'sources' ? storedSourceLinks(value) : value !== null && NUMERIC_KEYS.has(key) ? Number(value) : value;
    });
    return { id: String(id), lastUpdated: new Date(Number(lastUpdated)), record: record as ConstituentRecord };
  });
}

export async function findStoredConstituent(db: Database, id: string): Promise<StoredConstituent | null> {
  const [row] = await readStoredConstituents(db, { ids: [id] });
  return row ?? null;
}

/** The row of an index with this exact company name, if any. */
export async function findByName(
  db: Database,
  indexType: IndexType,
  companyName: string,
): Promise<StoredConstituent | null> {
  const [row] = await db
    .select({ id: treasuryConstituents.id, lastUpdated: treasuryConstituents.lastUpdated, ...RECORD_COLUMNS })
    .from(treasuryConstituents)
    .where(and(eq(treasuryConstituents.indexType, indexType), eq(treasuryConstituents.companyName, companyName)));
  return row ? toStored(row) : null;
}

/** A record with asOfDate derived from asOf (the latest date it names). */
export function withAsOfDate(record: Omit<ConstituentRecord, 'asOfDate'> & { asOfDate?: string | null }) {
  return { ...record, asOfDate: record.asOf ? storedAsOfDate(record.asOf) : null } as ConstituentRecord;
}

/** The figures the market-cap source note explains: market cap, its date and the capital structure. */
export const MARKET_FIGURE_FIELDS = [
  'marketCap',
  'marketCapAsOf',
  'sharesOutstanding',
  'totalDebtUSD',
  'preferredUSD',
  'cashUSD',
  'capitalAsOf',
] as const satisfies readonly (keyof ConstituentRecord)[];

type MarketFigures = Pick<ConstituentRecord, (typeof MARKET_FIGURE_FIELDS)[number]>;

/**
 * The market-cap source note a write leaves on a row. A note the write gives wins (null
 * clears it). Otherwise the stored note stays while the market figures are as stored, and a
 * write that changes them (or adds a row with them) is their source: the change's own
 * source, never the old figures' note. A write that empties them leaves no note.
 */
export function marketCapSourceAfter(
  stored: (MarketFigures & { marketCapSourceNote?: string | null | undefined }) | null,
  after: MarketFigures,
  given: string | null | undefined,
  changeSource: string | null,
): string | null {
  if (given !== undefined) return given;
  const unchanged =
    stored !== null && MARKET_FIGURE_FIELDS.every((field) => (stored[field] ?? null) === (after[field] ?? null));
  if (unchanged) return stored.marketCapSourceNote ?? null;
  return MARKET_FIGURE_FIELDS.some((field) => (after[field] ?? null) !== null) ? changeSource : null;
}

function toColumns(id: string, record: ConstituentRecord): Record<string, unknown> {
  const row: Record<string, unknown> = { id };
  for (const key of RECORD_KEYS) row[RECORD_COLUMNS[key].name] = record[key];
  // A record built before it had sources (an audit entry's 'before', an older plan) lists none.
  row[RECORD_COLUMNS.sources.name] = record.sources ?? [];
  return row;
}

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<void>) {
  for (let start = 0; start < items.length; start += WRITE_CHUNK) await write(items.slice(start, start + WRITE_CHUNK));
}

const columnList = sql.raw(COLUMN_NAMES.map((name) => `"${name}"`).join(', '));
const qualifiedColumns = sql.raw(COLUMN_NAMES.map((name) => `t."${name}"`).join(', '));
const sourceColumnList = sql.raw(COLUMN_NAMES.map((name) => `v."${name}"`).join(', '));
const assignments = sql.raw(COLUMN_NAMES.map((name) => `"${name}" = v."${name}"`).join(', '));

async function insertRows(db: Database, rows: { id: string; record: ConstituentRecord }[]) {
  await inChunks(rows, async (chunk) => {
    const payload = JSON.stringify(chunk.map((row) => toColumns(row.id, row.record)));
    await db.execute(sql`
      INSERT INTO treasury_constituents (id, ${columnList}, last_updated)
      SELECT v.id, ${sourceColumnList}, now()
      FROM json_populate_recordset(NULL::treasury_constituents, ${payload}::json) AS v`);
  });
}

async function updateRows(db: Database, rows: { id: string; record: ConstituentRecord }[]) {
  await inChunks(rows, async (chunk) => {
    const payload = JSON.stringify(chunk.map((row) => toColumns(row.id, row.record)));
    await db.execute(sql`
      UPDATE treasury_constituents AS t SET ${assignments}, last_updated = now()
      FROM json_populate_recordset(NULL::treasury_constituents, ${payload}::json) AS v
      WHERE t.id = v.id`);
  });
}

async function deleteRows(db: Database, ids: string[]) {
  await inChunks(ids, async (chunk) => {
    await db.execute(sql`DELETE FROM treasury_constituents WHERE ${idIn(chunk)}`);
  });
}

/** The date and source a change was made with (defaults: the new row's own as-of and source). */
export interface Provenance {
  asOf: string | null;
  source: string | null;
}

interface ChangeBase {
  id: string;
  provenance?: Provenance;
  /** The file row it came from (imports), for the preview's report. */
  row?: number;
}

export type ConstituentChange =
  | (ChangeBase & { kind: 'insert'; after: ConstituentRecord })
  | (ChangeBase & { kind: 'update'; before: ConstituentRecord; after: ConstituentRecord })
  | (ChangeBase & { kind: 'delete'; before: ConstituentRecord });

export interface ChangeContext {
  actor: ActingUser;
  origin: AuditOrigin;
  importId?: string | null;
  /** Called after each chunk of rows is written (done, total). */
  onProgress?: (done: number, total: number) => void;
}

const ACTION = { insert: 'insert', update: 'update', delete: 'delete' } as const;

function auditEntryOf(change: ConstituentChange, context: ChangeContext): NewAuditEntry {
  const before = change.kind === 'insert' ? null : change.before;
  const after = change.kind === 'delete' ? null : change.after;
  const shown = after ?? before!;
  const provenance = change.provenance ?? { asOf: after?.asOf ?? null, source: after?.sourceNote ?? null };
  return {
    action: ACTION[change.kind],
    origin: context.origin,
    table: 'treasury_constituents',
    rowId: change.id,
    indexType: shown.indexType,
    ticker: shown.symbol,
    companyName: shown.companyName,
    asOf: provenance.asOf,
    source: provenance.source,
    before,
    after,
    importId: context.importId ?? null,
  };
}

/**
 * Applies the changes (deletes, then updates, then inserts, so a name freed by a delete can
 * be taken in the same batch) and writes one audit entry per change, in the given order.
 * Answers the audit entry ids, in the order of `changes`.
 */
export async function applyConstituentChanges(
  db: Database,
  changes: readonly ConstituentChange[],
  context: ChangeContext,
): Promise<number[]> {
  const deletes = changes.filter((change) => change.kind === 'delete');
  const updates = changes.filter((change) => change.kind === 'update');
  const inserts = changes.filter((change) => change.kind === 'insert');
  const total = changes.length;
  let done = 0;
  const progress = (count: number) => {
    done += count;
    context.onProgress?.(done, total);
  };
  await inChunks(deletes, async (chunk) => {
    await deleteRows(
      db,
      chunk.map((change) => change.id),
    );
    progress(chunk.length);
  });
  await inChunks(updates, async (chunk) => {
    await updateRows(
      db,
      chunk.map((change) => ({ id: change.id, record: change.after })),
    );
    progress(chunk.length);
  });
  await inChunks(inserts, async (chunk) => {
    await insertRows(
      db,
      chunk.map((change) => ({ id: change.id, record: change.after })),
    );
    progress(chunk.length);
  });
  return insertAuditEntries(
    db,
    context.actor,
    changes.map((change) => auditEntryOf(change, context)),
  );
}

/**
 * Which stored rows an import's preview depends on: every row of its index types (replace
 * mode: any new or removed row changes what it removes), the rows it names (by index type
 * and company name), or the companies of its types with the tickers it names (market_caps).
 */
export type FingerprintScope =
  | { indexTypes: IndexType[] }
  | { indexTypes: IndexType[]; names: [IndexType, string][] }
  | { indexTypes: IndexType[]; tickers: string[] };

/**
 * A digest of the stored fields (derived values left out, so a price tick does not change
 * it) of the rows in `scope`: an import's preview is committed only while it still
 * describes the stored data it depends on.
 */
export async function fingerprintRows(db: Database, scope: FingerprintScope): Promise<string> {
  if (scope.indexTypes.length === 0) return '0:empty';
  const types = sql.join(
    scope.indexTypes.map((type) => sql`${type}`),
    sql`, `,
  );
  // The names or tickers are materialised once and joined (a hash join), not re-read per row.
  const wanted =
    'names' in scope
      ? sql`WITH wanted AS MATERIALIZED (
          SELECT DISTINCT x->>0 AS index_type, x->>1 AS company_name
          FROM json_array_elements(${JSON.stringify(scope.names)}::json) AS x)`
      : 'tickers' in scope
        ? sql`WITH wanted AS MATERIALIZED (
            SELECT DISTINCT upper(value) AS ticker FROM json_array_elements_text(${JSON.stringify(scope.tickers)}::json))`
        : sql``;
  const join =
    'names' in scope
      ? sql`JOIN wanted ON wanted.index_type = t.index_type AND wanted.company_name = t.company_name`
      : 'tickers' in scope
        ? sql`JOIN wanted ON wanted.ticker = upper(t.ticker)`
        : sql``;
  const [row] = await rawRows<{ digest: string | null; rows: unknown }>(
    db,
    sql`
    ${wanted}
    SELECT md5(string_agg(md5(row(t.id, ${qualifiedColumns})::text), '' ORDER BY t.id)) AS digest, count(*) AS rows
    FROM treasury_constituents AS t ${join} WHERE t.index_type IN (${types})`,
  );
  return `${Number(row?.rows ?? 0)}:${row?.digest ?? 'empty'}`;
}
