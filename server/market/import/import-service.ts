// Market-data imports (ADR 030): preview → commit → (undo).
//
// Preview parses the file, compares it with the stored rows in one consistent snapshot and
// stages the planned changes in data_imports with a fingerprint of those rows; it writes
// no market data. Commit re-takes the write locks, refuses if the stored rows changed since
// the preview (fingerprint), applies the staged changes through the audited write path and
// refreshes the derived values — one transaction. Undo restores the before-state of every
// row the latest import touched, from its audit entries, as a change audited in its turn.
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { AppError } from '../../../domain/errors.ts';
import {
  type ImportMode,
  type ImportPreview,
  type ImportProgress,
  type ImportSummary,
  type ConstituentRecord,
} from '../../../domain/schemas/admin.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';
import type { ImportCounts } from '../../../domain/schemas/import-counts.ts';
import type { Database } from '../../db/client.ts';
import { fieldChanges, importEntries, type ActingUser } from '../../db/queries/audit-log.ts';
import {
  applyConstituentChanges,
  fingerprintRows,
  readStoredConstituents,
  type ConstituentChange,
  type FingerprintScope,
  type Provenance,
  type StoredConstituent,
} from '../../db/queries/constituent-writes.ts';
import {
  expireOldPreviews,
  getImport,
  getImportForUpdate,
  insertImport,
  latestUndoableImport,
  markCommitted,
  markDiscarded,
  markUndone,
  toImportSummary,
} from '../../db/queries/imports.ts';
import { auditLog, type DataImportRow } from '../../db/schema.ts';
import { recordFromApiInput, mergeApiRecord, todayUtc, type LegacyConstituentInput } from '../constituent-service.ts';
import { refreshDerivedValues } from '../../db/queries/derived-values.ts';
import { lockImports, lockIndexTypes } from '../../db/write-locks.ts';
import { detectFormat, parseImportFile } from './parse-file.ts';
import { planImport, scopeOf, type ImportPlan, type InvalidRow, type SkippedRow } from './plan-import.ts';

/** A preview not committed within a day is discarded (its staged changes dropped). */
const PREVIEW_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How long a finished commit's progress stays readable. */
const PROGRESS_KEEP_MS = 60_000;

/** What a preview stages: enough to commit without the file (befores are re-read; the fingerprint vouches for them). */
interface StagedChange {
  kind: ConstituentChange['kind'];
  id: string;
  row?: number;
  after?: ConstituentRecord;
  provenance?: Provenance;
  /** A source's proposed holder: the fields it does not give, and the source's key for it. */
  missing?: string[];
  sourceKey?: string;
}
interface StagedPayload {
  /** The stored rows the preview depends on; their fingerprint is in data_imports.fingerprint. */
  dependsOn: FingerprintScope;
  changes: StagedChange[];
  invalid: InvalidRow[];
  skipped: SkippedRow[];
}

/** Progress of the commits running on this server instance (the client polls GET /imports/:id). */
const progressById = new Map<string, ImportProgress>();

function setProgress(id: string, progress: ImportProgress) {
  progressById.set(id, progress);
  if (progress.phase === 'done') setTimeout(() => progressById.delete(id), PROGRESS_KEEP_MS).unref();
}

export function importProgress(id: string): ImportProgress | null {
  return progressById.get(id) ?? null;
}

function conflict(message: string, details?: Record<string, unknown>): AppError {
  return new AppError('CONFLICT', { message, ...(details ? { details } : {}) });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function noImport(id: string): AppError {
  return new AppError('NOT_FOUND', { message: `No import has the id ${id}.` });
}

export function assertImportId(id: string): string {
  if (!UUID.test(id)) throw noImport(id);
  return id.toLowerCase();
}

async function undoableId(db: Database): Promise<string | null> {
  return (await latestUndoableImport(db))?.id ?? null;
}

export async function summarise(db: Database, row: DataImportRow): Promise<ImportSummary> {
  return toImportSummary(row, await undoableId(db));
}

/** A planned change, with what a source says of a holder it proposes (server/sources/). */
export type SourcedChange = ConstituentChange & { missing?: string[]; sourceKey?: string };

function stage(
  plan: Pick<ImportPlan, 'dependsOn' | 'invalid' | 'skipped'> & { changes: SourcedChange[] },
): StagedPayload {
  return {
    dependsOn: plan.dependsOn,
    changes: plan.changes.map((change) => ({
      kind: change.kind,
      id: change.id,
      ...(change.row !== undefined ? { row: change.row } : {}),
      ...(change.kind !== 'delete' ? { after: change.after } : {}),
      ...(change.provenance ? { provenance: change.provenance } : {}),
      ...(change.missing ? { missing: change.missing } : {}),
      ...(change.sourceKey !== undefined ? { sourceKey: change.sourceKey } : {}),
    })),
    invalid: plan.invalid,
    skipped: plan.skipped,
  };
}

/** The preview's lists, from the staged changes and the stored rows they apply to. */
function report(
  summary: ImportSummary,
  staged: StagedPayload,
  storedById: ReadonlyMap<string, StoredConstituent>,
  upToDate: boolean,
): ImportPreview {
  const preview: ImportPreview = {
    import: summary,
    upToDate,
    added: [],
    changed: [],
    removed: [],
    invalid: staged.invalid,
    skipped: staged.skipped,
  };
  for (const change of staged.changes) {
    const stored = storedById.get(change.id);
    if (change.kind === 'insert' && change.after) {
      const { indexType, companyName, symbol } = change.after;
      preview.added.push({
        row: change.row ?? 0,
        indexType,
        companyName,
        symbol,
        record: change.after,
        ...(change.missing ? { missing: change.missing } : {}),
        ...(change.sourceKey !== undefined ? { sourceKey: change.sourceKey } : {}),
      });
    } else if (change.kind === 'update' && change.after) {
      const { indexType, companyName, symbol } = change.after;
      const changes = fieldChanges(stored?.record ?? null, change.after);
      preview.changed.push({ row: change.row ?? 0, id: change.id, indexType, companyName, symbol, changes });
    } else if (change.kind === 'delete' && stored) {
      const { indexType, companyName, symbol, btcHoldings } = stored.record;
      preview.removed.push({ id: change.id, indexType, companyName, symbol, btcHoldings });
    }
  }
  return preview;
}

export interface ImportUpload {
  text: string;
  fileName: string | null;
  contentType: string | null;
  mode: ImportMode;
}

/** Parses and compares a file; stages its changes. Writes no market data. */
export async function previewImport(db: Database, actor: ActingUser, upload: ImportUpload): Promise<ImportPreview> {
  const format = detectFormat(upload.text, upload.fileName, upload.contentType);
  const file = parseImportFile(upload.text, format);
  if (upload.mode === 'replace' && file.csvKind && !file.csvKind.replaceable) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Invalid request: mode: ${file.kind}.csv updates figures of stored companies; it cannot replace an index. Use mode "upsert".`,
      details: { issues: [{ path: 'mode', message: 'This file cannot replace an index; use "upsert".' }] },
    });
  }
  const scope = scopeOf(file);
  // The rows compared and the fingerprint of those the plan depends on come from one
  // snapshot, so a commit that finds the same fingerprint applies exactly the changes shown.
  const { stored, plan, fingerprint } = await db.transaction(
    async (tx) => {
      const rows = await readStoredConstituents(tx, { indexTypes: scope });
      const planned = planImport(file, rows, scope, {
        mode: upload.mode,
        fileLabel: upload.fileName ?? `an uploaded ${format.toUpperCase()} file`,
        today: todayUtc(),
      });
      return { stored: rows, plan: planned, fingerprint: await fingerprintRows(tx, planned.dependsOn) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  await expireOldPreviews(db, PREVIEW_MAX_AGE_MS);
  const staged = stage(plan);
  const record = await insertImport(db, {
    actor,
    fileName: upload.fileName,
    format,
    kind: file.kind,
    mode: upload.mode,
    indexTypes: scope,
    status: plan.invalid.length > 0 ? 'invalid' : 'previewed',
    counts: plan.counts,
    fingerprint,
    payload: staged,
  });
  const storedById = new Map(stored.map((item) => [item.id, item]));
  return report(await summarise(db, record), staged, storedById, true);
}

/** What a source's sync plans against the stored rows (server/sources/plan-source.ts). */
export interface SourcePlan {
  dependsOn: FingerprintScope;
  changes: SourcedChange[];
  skipped: SkippedRow[];
  counts: ImportCounts;
}

/**
 * Stages what a public source proposes as an import of kind "source" (upsert only: a plan
 * never deletes), the preview / commit / undo of a file import. `plan` compares the source's
 * rows with the stored ones of `indexTypes`, read in one snapshot with the fingerprint.
 * Nothing differs: nothing is staged (null), and the counts say what was compared.
 */
export async function stageSourceImport(
  db: Database,
  actor: ActingUser,
  options: {
    label: string;
    indexTypes: readonly IndexType[];
    plan: (tx: Database, stored: readonly StoredConstituent[]) => Promise<SourcePlan>;
  },
): Promise<{ preview: ImportPreview | null; counts: ImportCounts }> {
  const { stored, plan, fingerprint } = await db.transaction(
    async (tx) => {
      const rows = await readStoredConstituents(tx, { indexTypes: [...options.indexTypes] });
      const planned = await options.plan(tx, rows);
      return { stored: rows, plan: planned, fingerprint: await fingerprintRows(tx, planned.dependsOn) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (plan.changes.some((change) => change.kind === 'delete')) throw new Error('A source never removes a row.');
  if (plan.changes.length === 0) return { preview: null, counts: plan.counts };
  await expireOldPreviews(db, PREVIEW_MAX_AGE_MS);
  const staged = stage({ ...plan, invalid: [] });
  const record = await insertImport(db, {
    actor,
    fileName: options.label,
    format: 'json',
    kind: 'source',
    mode: 'upsert',
    indexTypes: options.indexTypes,
    status: 'previewed',
    counts: plan.counts,
    fingerprint,
    payload: staged,
  });
  const storedById = new Map(stored.map((item) => [item.id, item]));
  return { preview: report(await summarise(db, record), staged, storedById, true), counts: plan.counts };
}

/** GET /api/admin/imports/:id/preview: the staged changes against the rows stored now. */
export async function getPreview(db: Database, rawId: string): Promise<ImportPreview> {
  const id = assertImportId(rawId);
  const record = await getImport(db, id);
  if (!record) throw noImport(id);
  if (!record.payload) {
    throw conflict(
      `This import is ${record.status}; its preview is no longer kept. Its changes are in the audit log (importId ${id}).`,
    );
  }
  const staged = record.payload as StagedPayload;
  const ids = staged.changes.filter((change) => change.kind !== 'insert').map((change) => change.id);
  const [stored, fingerprint] = await Promise.all([
    readStoredConstituents(db, { ids }),
    fingerprintRows(db, staged.dependsOn),
  ]);
  const storedById = new Map(stored.map((item) => [item.id, item]));
  return report(await summarise(db, record), staged, storedById, fingerprint === record.fingerprint);
}

function checkCommittable(record: DataImportRow) {
  switch (record.status) {
    case 'previewed':
      return;
    case 'invalid':
      throw conflict(
        `The file has ${record.invalidCount} invalid row${record.invalidCount === 1 ? '' : 's'}; nothing was written. Fix them and preview the file again.`,
        { reason: 'invalid_rows' },
      );
    case 'committed':
      throw conflict('This import is already committed.', { reason: 'committed' });
    default:
      throw conflict(`This import was ${record.status}; preview the file again.`, { reason: record.status });
  }
}

/** Applies a preview's staged changes in one transaction (or none, with a 409 saying why). */
export async function commitImport(db: Database, actor: ActingUser, rawId: string): Promise<ImportSummary> {
  const id = assertImportId(rawId);
  setProgress(id, { phase: 'checking', done: 0, total: 0 });
  try {
    const committed = await db.transaction(async (tx) => {
      await lockImports(tx);
      const record = await getImportForUpdate(tx, id);
      if (!record) throw noImport(id);
      checkCommittable(record);
      const types = await lockIndexTypes(tx, record.indexTypes);
      const payload = record.payload as StagedPayload;
      if ((await fingerprintRows(tx, payload.dependsOn)) !== record.fingerprint) {
        throw conflict(
          'Rows this file touches were changed since the preview, so it no longer shows what a commit would do. Preview the file again.',
          { reason: 'stale_preview' },
        );
      }
      const staged = payload.changes;
      const befores = new Map(
        (
          await readStoredConstituents(tx, {
            ids: staged.filter((change) => change.kind !== 'insert').map((change) => change.id),
          })
        ).map((item) => [item.id, item.record]),
      );
      const changes = staged.map((change): ConstituentChange => {
        const base = { id: change.id, ...(change.provenance ? { provenance: change.provenance } : {}) };
        if (change.kind === 'insert') return { ...base, kind: 'insert', after: change.after! };
        if (change.kind === 'update')
          return { ...base, kind: 'update', before: befores.get(change.id)!, after: change.after! };
        return { ...base, kind: 'delete', before: befores.get(change.id)! };
      });
      setProgress(id, { phase: 'writing', done: 0, total: changes.length });
      await applyConstituentChanges(tx, changes, {
        actor,
        origin: 'import',
        importId: id,
        onProgress: (done, total) => setProgress(id, { phase: 'writing', done, total }),
      });
      setProgress(id, { phase: 'recalculating', done: changes.length, total: changes.length });
      await refreshDerivedValues(tx, types);
      return markCommitted(tx, id, actor);
    });
    const written = committed.addedCount + committed.changedCount + committed.removedCount;
    setProgress(id, { phase: 'done', done: written, total: written });
    return summarise(db, committed);
  } catch (error) {
    progressById.delete(id);
    throw error;
  }
}

/** Drops a preview's staged changes (it can no longer be committed). */
export async function discardImport(db: Database, rawId: string): Promise<ImportSummary> {
  const id = assertImportId(rawId);
  const row = await db.transaction(async (tx) => {
    await lockImports(tx);
    const record = await getImportForUpdate(tx, id);
    if (!record) throw noImport(id);
    if (record.status !== 'previewed' && record.status !== 'invalid') {
      throw conflict(`Only a preview can be discarded; this import is ${record.status}.`);
    }
    return markDiscarded(tx, id);
  });
  return summarise(db, row);
}

export interface UndoResult {
  import: ImportSummary;
  restored: { deleted: number; updated: number; reinserted: number };
}

const nameKey = (record: ConstituentRecord) => `${record.indexType}\u0000${record.companyName}`;

/**
 * Restores every row the latest import touched to its state before the import: added rows
 * are deleted, changed rows get their old fields back, removed rows return (same id).
 * Refused (409) when rows it touched were changed since, unless overwriteLaterChanges.
 */
export async function undoImport(
  db: Database,
  actor: ActingUser,
  rawId: string,
  options: { overwriteLaterChanges?: boolean | undefined },
): Promise<UndoResult> {
  const id = assertImportId(rawId);
  return db.transaction(async (tx) => {
    await lockImports(tx);
    const record = await getImportForUpdate(tx, id);
    if (!record) throw noImport(id);
    if (record.status !== 'committed')
      throw conflict(`Only a committed import can be undone; this one is ${record.status}.`);
    const latest = await latestUndoableImport(tx);
    if (latest && latest.id !== id) {
      throw conflict(
        `Only the most recent import can be undone. Undo ${latest.fileName ?? 'the import'} (${latest.id}, committed ${latest.committedAt?.toISOString()}) first.`,
        { reason: 'not_latest', latestId: latest.id },
      );
    }
    const types = await lockIndexTypes(tx, record.indexTypes);
    const entries = await importEntries(tx, id, 'import');
    const lastEntryId = entries.at(-1)?.id ?? 0;
    const touchedIds = [...new Set(entries.map((entry) => entry.rowId!).filter(Boolean))];

    const later = touchedIds.length
      ? await tx
          .selectDistinct({ rowId: auditLog.rowId, companyName: auditLog.companyName })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.tableName, 'treasury_constituents'),
              inArray(auditLog.rowId, touchedIds),
              gt(auditLog.id, lastEntryId),
              or(isNull(auditLog.importId), ne(auditLog.importId, id)),
            ),
          )
      : [];
    if (later.length > 0 && !options.overwriteLaterChanges) {
      throw conflict(
        `${later.length} row${later.length === 1 ? ' was' : 's were'} changed after this import (${later
          .slice(0, 5)
          .map((row) => row.companyName)
          .join(
            ', ',
          )}${later.length > 5 ? ', …' : ''}). Undoing would overwrite those changes; send overwriteLaterChanges: true to undo anyway.`,
        { reason: 'later_changes', rows: later },
      );
    }

    const current = new Map((await readStoredConstituents(tx, { indexTypes: types })).map((item) => [item.id, item]));
    // Names as they will be after the undo, to refuse a restore whose name another row took meanwhile.
    const names = new Map([...current.values()].map((item) => [nameKey(item.record), item.id]));
    const provenance: Provenance = {
      asOf: null,
      source: `Undo of import ${record.fileName ?? ''} (${id})`.replace('  ', ' '),
    };
    const changes: ConstituentChange[] = [];
    const restored = { deleted: 0, updated: 0, reinserted: 0 };
    for (const entry of entries) {
      const rowId = entry.rowId!;
      const now = current.get(rowId);
      const before = entry.before as ConstituentRecord | null;
      if (entry.action === 'insert') {
        if (!now) continue;
        names.delete(nameKey(now.record));
        changes.push({ kind: 'delete', id: rowId, before: now.record, provenance });
        restored.deleted += 1;
      } else if (before) {
        if (now) names.delete(nameKey(now.record));
        const holder = names.get(nameKey(before));
        if (holder && holder !== rowId) {
          throw conflict(
            `Cannot restore "${before.companyName}": another row of that index now has its name. Rename or delete that row first.`,
            { reason: 'name_taken', rowId },
          );
        }
        names.set(nameKey(before), rowId);
        if (now) {
          changes.push({ kind: 'update', id: rowId, before: now.record, after: before, provenance });
          restored.updated += 1;
        } else {
          changes.push({ kind: 'insert', id: rowId, after: before, provenance });
          restored.reinserted += 1;
        }
      }
    }
    await applyConstituentChanges(tx, changes, { actor, origin: 'undo', importId: id });
    await refreshDerivedValues(tx, types);
    const undone = await markUndone(tx, id, actor);
    return { import: toImportSummary(undone, await undoableId(tx)), restored };
  });
}

/**
 * POST /api/constituents/import (the spec's bulk import): every row or none, recorded as
 * an import (kind "api") so it is listed, audited and can be undone like a file import.
 */
export async function importRowsFromApi(
  db: Database,
  actor: ActingUser,
  inputs: readonly LegacyConstituentInput[],
): Promise<{ imported: number; importId: string }> {
  const today = todayUtc();
  const incoming = inputs.map((input) => recordFromApiInput(input, today));
  rejectRepeatedRows(incoming);
  const types = [...new Set(incoming.map((record) => record.indexType))];
  return db.transaction(async (tx) => {
    await lockImports(tx);
    const locked = await lockIndexTypes(tx, types);
    const stored = new Map(
      (await readStoredConstituents(tx, { indexTypes: locked })).map((item) => [nameKey(item.record), item]),
    );
    const changes: ConstituentChange[] = [];
    let unchanged = 0;
    incoming.forEach((record, index) => {
      const existing = stored.get(nameKey(record));
      if (!existing) {
        changes.push({ kind: 'insert', id: crypto.randomUUID(), after: record, row: index + 1 });
        return;
      }
      const after = mergeApiRecord(existing.record, record, inputs[index]!.marketCapSourceNote);
      if (fieldChanges(existing.record, after).length === 0) unchanged += 1;
      else changes.push({ kind: 'update', id: existing.id, before: existing.record, after, row: index + 1 });
    });
    const importRecord = await insertImport(tx, {
      actor,
      fileName: null,
      format: 'json',
      kind: 'api',
      mode: 'upsert',
      indexTypes: locked,
      status: 'committed',
      counts: {
        rows: incoming.length,
        added: changes.filter((change) => change.kind === 'insert').length,
        changed: changes.filter((change) => change.kind === 'update').length,
        unchanged,
        removed: 0,
        invalid: 0,
        skipped: 0,
      },
      fingerprint: null,
      payload: null,
    });
    await applyConstituentChanges(tx, changes, { actor, origin: 'import', importId: importRecord.id });
    await refreshDerivedValues(tx, locked);
    return { imported: incoming.length, importId: importRecord.id };
  });
}

/** Two rows of one import naming the same company in the same index are a mistake, not an update. */
function rejectRepeatedRows(records: readonly ConstituentRecord[]) {
  const seen = new Map<string, number>();
  const issues: { path: string; message: string }[] = [];
  records.forEach((record, index) => {
    const key = `${record.indexType}\u0000${record.companyName.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      issues.push({
        path: `rows.${index}.companyName`,
        message: `Row ${index + 1}: ${record.companyName} (${record.indexType}) repeats row ${first + 1}`,
      });
    } else seen.set(key, index);
  });
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Import rejected, nothing was written: ${issues.map((issue) => issue.message).join('; ')}`,
      details: { issues },
    });
  }
}
