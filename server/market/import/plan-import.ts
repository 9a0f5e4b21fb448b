// Compares an import file's rows with the stored rows and plans the changes: added,
// changed (field by field), unchanged, removed (replace mode: stored rows of the file's
// index types that the file does not name), invalid (row number, column, reason) and
// skipped rows. Pure: the preview shows the plan, the commit applies its changes.
//
// Matching: a row is the stored row of the same index type with exactly the same company
// name (the table's unique key); market_caps rows match every stored company (public
// companies and GreenVault) with their ticker. A cell left blank keeps the stored value.
import * as z from 'zod/mini';
import {
  constituentFieldSchemas,
  type ConstituentField,
  type ConstituentRecord,
  type ImportMode,
} from '../../../domain/schemas/admin.ts';
import { INDEX_TYPES, type IndexType } from '../../../domain/schemas/common.ts';
import type { ImportCounts } from '../../../domain/schemas/import-counts.ts';
import { fieldChanges } from '../../db/queries/audit-log.ts';
import {
  marketCapSourceAfter,
  withAsOfDate,
  type ConstituentChange,
  type FingerprintScope,
  type StoredConstituent,
} from '../../db/queries/constituent-writes.ts';
import type { CsvKind, RowDraft } from './file-kinds.ts';
import { NotANumber } from './file-kinds.ts';
import type { NumberedDraft, ParsedFile } from './parse-file.ts';

export interface InvalidRow {
  row: number;
  column: string | null;
  message: string;
}
export interface SkippedRow {
  row: number;
  companyName: string | null;
  reason: string;
  /** A source's row: the source's key for the holder, to map it by, and its index type (server/sources/). */
  sourceKey?: string;
  indexType?: IndexType;
}

export interface ImportPlan {
  /** Index types the plan read and may write (locked on commit). */
  indexTypes: IndexType[];
  /** The stored rows the plan depends on (their fingerprint is checked on commit). */
  dependsOn: FingerprintScope;
  changes: ConstituentChange[];
  unchanged: number;
  invalid: InvalidRow[];
  skipped: SkippedRow[];
  counts: ImportCounts;
}

/** A row's fields other than its name, index type and holdings, all unset. */
export const EMPTY_RECORD: Omit<ConstituentRecord, 'companyName' | 'indexType' | 'btcHoldings'> = {
  symbol: null,
  marketCap: null,
  sector: null,
  country: null,
  exchange: null,
  asOf: null,
  asOfDate: null,
  sourceNote: null,
  marketCapAsOf: null,
  marketCapSourceNote: null,
  renewableEnergyPct: null,
  renewableClaimBasis: null,
  renewableAsOf: null,
  sharesOutstanding: null,
  totalDebtUSD: null,
  preferredUSD: null,
  cashUSD: null,
  capitalAsOf: null,
  sources: [],
};

const nameKey = (indexType: string, companyName: string) => `${indexType}\u0000${companyName}`;
const duplicateKey = (indexType: string, companyName: string) => `${indexType}\u0000${companyName.toLowerCase()}`;

/** The index types a file's rows can touch: the layout's own, or those its rows name (JSON, generic CSV). */
export function scopeOf(file: ParsedFile): IndexType[] {
  if (file.csvKind && file.csvKind.indexTypes.length > 0) return file.csvKind.indexTypes;
  const named = new Set<IndexType>();
  for (const { draft } of file.drafts) {
    const parsed = z.safeParse(constituentFieldSchemas.indexType, draft.fields.indexType ?? 'bitcoin_treasury');
    if (parsed.success) named.add(parsed.data);
  }
  return INDEX_TYPES.filter((type) => named.has(type));
}

/** The row's cells checked with the fields' own schemas; every refused cell is reported. */
function validateDraft(numbered: NumberedDraft): { values: Partial<ConstituentRecord>; issues: InvalidRow[] } {
  const { row, draft } = numbered;
  const values: Record<string, unknown> = {};
  const issues: InvalidRow[] = [];
  if (numbered.problem) issues.push({ row, ...numbered.problem });
  for (const [field, value] of Object.entries(draft.fields) as [ConstituentField, unknown][]) {
    const column = draft.columnOf[field] ?? field;
    if (value instanceof NotANumber) {
      issues.push({ row, column, message: `Enter a plain number such as 1234.5 (got "${value.text.slice(0, 40)}").` });
      continue;
    }
    const result = z.safeParse(constituentFieldSchemas[field] as z.ZodMiniType, value);
    if (result.success) values[field] = result.data;
    else issues.push({ row, column, message: result.error.issues[0]?.message ?? 'Invalid value.' });
  }
  for (const field of draft.requires ?? []) {
    const given = values[field] !== undefined && values[field] !== null;
    const alreadyReported = issues.some((issue) => issue.column === (draft.columnOf[field] ?? field));
    if (!given && !alreadyReported) {
      issues.push({ row, column: draft.columnOf[field] ?? field, message: 'This field is required.' });
    }
  }
  return { values: values as Partial<ConstituentRecord>, issues };
}

interface PlanOptions {
  mode: ImportMode;
  /** Names the file in the source of changes it does not give one for. */
  fileLabel: string;
  /** yyyy-mm-dd: the as-of of removals. */
  today: string;
}

/** The change a validated row makes to its stored row (or a new one), or null when nothing changes. */
function changeFor(
  row: number,
  stored: StoredConstituent | undefined,
  values: Partial<ConstituentRecord>,
  draft: RowDraft,
  indexType: IndexType,
  options: PlanOptions,
): ConstituentChange | null {
  const defaultSource = `Imported from ${options.fileLabel}`;
  const base = stored ? stored.record : { ...EMPTY_RECORD, sourceNote: defaultSource };
  const after = withAsOfDate({ ...base, ...values, indexType } as ConstituentRecord);
  const asOf = draft.asOfFrom
    ? (draft.asOfFrom.map((field) => values[field] as string | null | undefined).find((value) => value) ?? null)
    : (values.asOf ?? after.asOf);
  const provenance = { asOf, source: draft.note ?? values.sourceNote ?? defaultSource };
  after.marketCapSourceNote = marketCapSourceAfter(
    stored?.record ?? null,
    after,
    values.marketCapSourceNote,
    provenance.source,
  );
  if (!stored) return { kind: 'insert', id: crypto.randomUUID(), after, provenance, row };
  if (fieldChanges(stored.record, after).length === 0) return null;
  return { kind: 'update', id: stored.id, before: stored.record, after, provenance, row };
}

export function planImport(
  file: ParsedFile,
  stored: readonly StoredConstituent[],
  indexTypes: readonly IndexType[],
  options: PlanOptions,
): ImportPlan {
  const byName = new Map(stored.map((item) => [nameKey(item.record.indexType, item.record.companyName), item]));
  const invalid: InvalidRow[] = [];
  const skipped: SkippedRow[] = [];
  const changes: ConstituentChange[] = [];
  /** Stored rows the file names (kept in replace mode), by name key. */
  const named = new Set<string>();
  const firstRowOf = new Map<string, number>();
  const touched = new Set<string>();
  const tickers = new Set<string>();
  let unchanged = 0;
  const fixedType: IndexType | null = file.csvKind?.indexTypes.length === 1 ? file.csvKind.indexTypes[0]! : null;

  for (const numbered of file.drafts) {
    const { row, draft } = numbered;
    if (draft.skip) {
      skipped.push({ row, companyName: draft.label ?? null, reason: draft.skip });
      if (draft.label && fixedType) named.add(nameKey(fixedType, draft.label));
      continue;
    }
    const { values, issues } = validateDraft(numbered);
    const indexType: IndexType = fixedType ?? values.indexType ?? 'bitcoin_treasury';
    if (values.companyName) named.add(nameKey(indexType, values.companyName));

    if (draft.ticker !== undefined && draft.ticker !== null) {
      invalid.push(...issues);
      if (issues.length > 0) continue;
      const tickerKey = `ticker\u0000${draft.ticker.toUpperCase()}`;
      const first = firstRowOf.get(tickerKey);
      if (first !== undefined) {
        invalid.push({ row, column: 'ticker', message: `The ticker ${draft.ticker} repeats row ${first}.` });
        continue;
      }
      firstRowOf.set(tickerKey, row);
      tickers.add(draft.ticker.toUpperCase());
      const matches = stored.filter(
        (item) =>
          (file.csvKind as CsvKind).indexTypes.includes(item.record.indexType) &&
          item.record.symbol?.toUpperCase() === draft.ticker!.toUpperCase(),
      );
      if (matches.length === 0) {
        skipped.push({
          row,
          companyName: draft.label ?? null,
          reason: `No stored company has the ticker ${draft.ticker}`,
        });
        continue;
      }
      for (const match of matches) {
        const change = changeFor(row, match, values, draft, match.record.indexType, options);
        if (change) changes.push(change);
        else unchanged += 1;
      }
      continue;
    }

    if (values.companyName) {
      const key = duplicateKey(indexType, values.companyName);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        issues.push({
          row,
          column: draft.columnOf.companyName ?? 'companyName',
          message: `${values.companyName} repeats row ${first} of this file.`,
        });
      } else firstRowOf.set(key, row);
    }
    invalid.push(...issues);
    if (issues.length > 0) continue;

    const match = byName.get(nameKey(indexType, values.companyName!));
    if (match) touched.add(match.id);
    const change = changeFor(row, match, values, draft, indexType, options);
    if (change) changes.push(change);
    else unchanged += 1;
  }

  if (options.mode === 'replace') {
    for (const item of stored) {
      if (!indexTypes.includes(item.record.indexType)) continue;
      if (named.has(nameKey(item.record.indexType, item.record.companyName)) || touched.has(item.id)) continue;
      changes.push({
        kind: 'delete',
        id: item.id,
        before: item.record,
        provenance: { asOf: options.today, source: `Not in ${options.fileLabel} (an import replacing the whole list)` },
      });
    }
  }

  const count = (kind: ConstituentChange['kind']) => changes.filter((change) => change.kind === kind).length;
  const dependsOn: FingerprintScope =
    options.mode === 'replace'
      ? { indexTypes: [...indexTypes] }
      : tickers.size > 0
        ? { indexTypes: [...indexTypes], tickers: [...tickers] }
        : { indexTypes: [...indexTypes], names: [...named].map((key) => key.split('\u0000') as [IndexType, string]) };
  return {
    indexTypes: [...indexTypes],
    dependsOn,
    changes,
    unchanged,
    invalid,
    skipped,
    counts: {
      rows: file.rowCount,
      added: count('insert'),
      changed: count('update'),
      unchanged,
      removed: count('delete'),
      invalid: new Set(invalid.map((issue) => issue.row)).size,
      skipped: skipped.length,
    },
  };
}
