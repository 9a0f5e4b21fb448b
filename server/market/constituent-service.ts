// Market-data writes as transactions: take the index types' write locks (one order, ADR
// 031), apply the change through the audited write path, refresh the derived values of the
// types touched, and answer the stored row. Used by the admin routes and the spec's
// POST /api/constituents.
import type * as z from 'zod/mini';
import { AppError } from '../../domain/errors.ts';
import {
  INDEX_TYPE_NAMES,
  type AdminConstituent,
  type AuditEntry,
  type ConstituentRecord,
  type constituentCreateSchema,
  type constituentDeleteSchema,
  type constituentPatchSchema,
  type constituentReplaceSchema,
} from '../../domain/schemas/admin.ts';
import type { IndexType } from '../../domain/schemas/common.ts';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import type { constituentInputSchema } from '../../domain/schemas/market.ts';
import type { Database } from '../db/client.ts';
import { auditEntriesById, fieldChanges, type ActingUser } from '../db/queries/audit-log.ts';
import { getAdminConstituent } from '../db/queries/constituent-search.ts';
import {
  applyConstituentChanges,
  findByName,
  findStoredConstituent,
  marketCapSourceAfter,
  withAsOfDate,
  type ConstituentChange,
  type StoredConstituent,
} from '../db/queries/constituent-writes.ts';
import { toConstituent } from '../db/queries/constituents.ts';
import { treasuryConstituents } from '../db/schema.ts';
import { refreshDerivedValues } from '../db/queries/derived-values.ts';
import { lockIndexTypes } from '../db/write-locks.ts';
import { eq } from 'drizzle-orm';

export type ConstituentCreate = z.output<typeof constituentCreateSchema>;
export type ConstituentReplace = z.output<typeof constituentReplaceSchema>;
export type ConstituentPatch = z.output<typeof constituentPatchSchema>;
export type ConstituentDelete = z.output<typeof constituentDeleteSchema>;
export type LegacyConstituentInput = z.output<typeof constituentInputSchema>;

/** The source recorded for the spec's insert when the caller gives none. */
export const DEFAULT_API_SOURCE = 'Entered by a Vaultmark administrator';

type Transaction = Database;

/**
 * Runs `write` in a transaction holding the write locks of `indexTypes` (taken first, in
 * the one order), then refreshes those types' derived values before committing.
 */
export async function inMarketWrite<T>(
  db: Database,
  indexTypes: Iterable<IndexType>,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await lockIndexTypes(tx, indexTypes);
    const result = await write(tx);
    await refreshDerivedValues(tx, locked);
    return result;
  });
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/**
 * A full record from a create or replace body (fields left out are empty, but the market
 * cap's source note: see marketCapSourceAfter), over the stored record when replacing.
 */
function recordFrom(
  input: ConstituentCreate | ConstituentReplace,
  indexType: IndexType,
  stored: ConstituentRecord | null,
): ConstituentRecord {
  const record = withAsOfDate({
    companyName: input.companyName,
    symbol: orNull(input.symbol),
    indexType,
    btcHoldings: input.btcHoldings,
    marketCap: orNull(input.marketCap),
    sector: orNull(input.sector),
    country: orNull(input.country),
    exchange: orNull(input.exchange),
    asOf: input.asOf,
    sourceNote: input.sourceNote,
    marketCapAsOf: orNull(input.marketCapAsOf),
    renewableEnergyPct: orNull(input.renewableEnergyPct),
    renewableClaimBasis: orNull(input.renewableClaimBasis),
    renewableAsOf: orNull(input.renewableAsOf),
    sharesOutstanding: orNull(input.sharesOutstanding),
    totalDebtUSD: orNull(input.totalDebtUSD),
    preferredUSD: orNull(input.preferredUSD),
    cashUSD: orNull(input.cashUSD),
    capitalAsOf: orNull(input.capitalAsOf),
    marketCapSourceNote: null,
    sources: input.sources ?? stored?.sources ?? [],
  });
  record.marketCapSourceNote = marketCapSourceAfter(stored, record, input.marketCapSourceNote, record.sourceNote);
  return record;
}

function sameRecord(a: ConstituentRecord, b: ConstituentRecord): boolean {
  return fieldChanges(a, b).length === 0;
}

function nameTaken(companyName: string, indexType: IndexType): AppError {
  return new AppError('CONFLICT', {
    message: `${INDEX_TYPE_NAMES[indexType]} already has a row named "${companyName}": edit that row instead.`,
    details: { issues: [{ path: 'companyName', message: 'Another row of this index has this name.' }] },
  });
}

function notFound(id: string): AppError {
  return new AppError('NOT_FOUND', { message: `No market data row has the id ${id}.` });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id from a URL: anything but a UUID cannot name a row (404, not a database error). */
export function assertRowId(id: string): string {
  if (!UUID.test(id)) throw notFound(id);
  return id.toLowerCase();
}

function checkNotModified(stored: StoredConstituent, expected: string | undefined) {
  if (expected === undefined || stored.lastUpdated.toISOString() === expected) return;
  throw new AppError('CONFLICT', {
    message: `This row was changed at ${stored.lastUpdated.toISOString()}, after you opened it. Reload it and make your change again.`,
    details: { reason: 'modified', lastUpdated: stored.lastUpdated.toISOString() },
  });
}

export interface WriteResult {
  row: AdminConstituent;
  audit: AuditEntry | null;
}

async function answer(tx: Transaction, id: string, auditIds: number[]): Promise<WriteResult> {
  // Read after the derived values are refreshed; `inMarketWrite` refreshes after `write`
  // returns, so the row is read by the caller once the transaction is done.
  const [audit] = await auditEntriesById(tx, auditIds);
  const row = await getAdminConstituent(tx, id);
  if (!row) throw notFound(id);
  return { row, audit: audit ?? null };
}

/** The index type of a row, read before its lock is taken (re-checked under the lock). */
async function indexTypeOf(db: Database, id: string): Promise<IndexType> {
  const [row] = await db
    .select({ indexType: treasuryConstituents.indexType })
    .from(treasuryConstituents)
    .where(eq(treasuryConstituents.id, id));
  if (!row) throw notFound(id);
  return row.indexType;
}

async function writeThenRead(
  db: Database,
  indexType: IndexType,
  write: (tx: Transaction) => Promise<{ id: string; auditIds: number[] }>,
): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const locked = await lockIndexTypes(tx, [indexType]);
    const { id, auditIds } = await write(tx);
    await refreshDerivedValues(tx, locked);
    return answer(tx, id, auditIds);
  });
}

/** POST /api/admin/constituents: a new row; 409 when the index already has that name. */
export async function createConstituent(db: Database, actor: ActingUser, input: ConstituentCreate) {
  const record = recordFrom(input, input.indexType, null);
  return writeThenRead(db, record.indexType, async (tx) => {
    if (await findByName(tx, record.indexType, record.companyName))
      throw nameTaken(record.companyName, record.indexType);
    const id = crypto.randomUUID();
    const auditIds = await applyConstituentChanges(tx, [{ kind: 'insert', id, after: record }], {
      actor,
      origin: 'admin',
    });
    return { id, auditIds };
  });
}

async function updateStored(
  tx: Transaction,
  actor: ActingUser,
  stored: StoredConstituent,
  after: ConstituentRecord,
): Promise<{ id: string; auditIds: number[] }> {
  if (after.companyName !== stored.record.companyName) {
    const other = await findByName(tx, after.indexType, after.companyName);
    if (other && other.id !== stored.id) throw nameTaken(after.companyName, after.indexType);
  }
  if (sameRecord(stored.record, after)) return { id: stored.id, auditIds: [] };
  const auditIds = await applyConstituentChanges(
    tx,
    [{ kind: 'update', id: stored.id, before: stored.record, after }],
    {
      actor,
      origin: 'admin',
    },
  );
  return { id: stored.id, auditIds };
}

async function lockedStored(tx: Transaction, id: string, indexType: IndexType, expectedLastUpdated?: string) {
  const stored = await findStoredConstituent(tx, id);
  // Deleted (or, in theory, re-typed) between the first read and the lock.
  if (!stored || stored.record.indexType !== indexType) throw notFound(id);
  checkNotModified(stored, expectedLastUpdated);
  return stored;
}

function assertSameIndexType(requested: IndexType | undefined, stored: IndexType) {
  if (requested !== undefined && requested !== stored) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Invalid request: indexType: A row cannot move to another index; delete it and add it there.`,
      details: {
        issues: [{ path: 'indexType', message: 'A row cannot move to another index; delete it and add it there.' }],
      },
    });
  }
}

/** PUT /api/admin/constituents/:id: the whole row. */
export async function replaceConstituent(db: Database, actor: ActingUser, rawId: string, input: ConstituentReplace) {
  const id = assertRowId(rawId);
  const indexType = await indexTypeOf(db, id);
  assertSameIndexType(input.indexType, indexType);
  return writeThenRead(db, indexType, async (tx) => {
    const stored = await lockedStored(tx, id, indexType, input.expectedLastUpdated);
    return updateStored(tx, actor, stored, recordFrom(input, indexType, stored.record));
  });
}

/** PATCH /api/admin/constituents/:id: the fields sent. */
export async function patchConstituent(db: Database, actor: ActingUser, rawId: string, input: ConstituentPatch) {
  const id = assertRowId(rawId);
  const indexType = await indexTypeOf(db, id);
  assertSameIndexType(input.indexType, indexType);
  return writeThenRead(db, indexType, async (tx) => {
    const stored = await lockedStored(tx, id, indexType, input.expectedLastUpdated);
    const merged: Record<string, unknown> = { ...stored.record };
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && key !== 'expectedLastUpdated' && key !== 'indexType') merged[key] = value;
    }
    const after = withAsOfDate(merged as ConstituentRecord);
    after.marketCapSourceNote = marketCapSourceAfter(stored.record, after, input.marketCapSourceNote, input.sourceNote);
    return updateStored(tx, actor, stored, after);
  });
}

/** DELETE /api/admin/constituents/:id */
export async function deleteConstituent(db: Database, actor: ActingUser, rawId: string, input: ConstituentDelete) {
  const id = assertRowId(rawId);
  const indexType = await indexTypeOf(db, id);
  return inMarketWrite(db, [indexType], async (tx) => {
    const stored = await lockedStored(tx, id, indexType, input.expectedLastUpdated);
    const auditIds = await applyConstituentChanges(
      tx,
      [{ kind: 'delete', id, before: stored.record, provenance: { asOf: input.asOf, source: input.sourceNote } }],
      { actor, origin: 'admin' },
    );
    const [audit] = await auditEntriesById(tx, auditIds);
    return { deleted: { id }, audit: audit! };
  });
}

/** The spec's row shape → a full record (absent fields empty; as-of today, a default source). */
export function recordFromApiInput(input: LegacyConstituentInput, today: string): ConstituentRecord {
  const record = withAsOfDate({
    companyName: input.companyName,
    symbol: orNull(input.symbol),
    indexType: input.indexType ?? 'bitcoin_treasury',
    btcHoldings: input.btcHoldings,
    marketCap: orNull(input.marketCap),
    sector: orNull(input.sector),
    country: orNull(input.country),
    exchange: null,
    asOf: input.asOf ?? today,
    sourceNote: input.sourceNote ?? DEFAULT_API_SOURCE,
    marketCapAsOf: null,
    marketCapSourceNote: null,
    renewableEnergyPct: orNull(input.renewableEnergyPct),
    renewableClaimBasis: null,
    renewableAsOf: null,
    sharesOutstanding: null,
    totalDebtUSD: null,
    preferredUSD: null,
    cashUSD: null,
    capitalAsOf: null,
    sources: [],
  });
  record.marketCapSourceNote = marketCapSourceAfter(null, record, input.marketCapSourceNote, record.sourceNote);
  return record;
}

/**
 * The spec's fields of an API row applied over a stored one: the fields the spec's insert
 * carries are set (absent ones emptied, as before), the others (exchange, capital
 * structure, …) are kept. `marketCapSourceNote` is the note the row gave, if any.
 */
export function mergeApiRecord(
  stored: ConstituentRecord,
  incoming: ConstituentRecord,
  marketCapSourceNote: string | null | undefined,
): ConstituentRecord {
  const merged = withAsOfDate({
    ...stored,
    companyName: incoming.companyName,
    symbol: incoming.symbol,
    btcHoldings: incoming.btcHoldings,
    marketCap: incoming.marketCap,
    sector: incoming.sector,
    country: incoming.country,
    asOf: incoming.asOf,
    sourceNote: incoming.sourceNote,
    renewableEnergyPct: incoming.renewableEnergyPct,
  });
  merged.marketCapSourceNote = marketCapSourceAfter(stored, merged, marketCapSourceNote, incoming.sourceNote);
  return merged;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/constituents (the spec's insert): adds the row, or updates the index's row of
 * that name (the admin's newer figures win). Audited with origin "api".
 */
export async function upsertConstituentFromApi(
  db: Database,
  actor: ActingUser,
  input: LegacyConstituentInput,
): Promise<Constituent> {
  const incoming = recordFromApiInput(input, todayUtc());
  return db.transaction(async (tx) => {
    const locked = await lockIndexTypes(tx, [incoming.indexType]);
    const stored = await findByName(tx, incoming.indexType, incoming.companyName);
    const id = stored?.id ?? crypto.randomUUID();
    let change: ConstituentChange | null = { kind: 'insert', id, after: incoming };
    if (stored) {
      const after = mergeApiRecord(stored.record, incoming, input.marketCapSourceNote);
      change = sameRecord(stored.record, after) ? null : { kind: 'update', id, before: stored.record, after };
    }
    if (change) await applyConstituentChanges(tx, [change], { actor, origin: 'api' });
    await refreshDerivedValues(tx, locked);
    const [row] = await tx.select().from(treasuryConstituents).where(eq(treasuryConstituents.id, id));
    if (!row) throw new AppError('INTERNAL', { message: 'The constituent was written but could not be read back' });
    return toConstituent(row);
  });
}
