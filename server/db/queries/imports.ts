// data_imports: the record of each market-data import — previewed (changes staged), then
// committed, undone or discarded — with who and when, and the counts the list shows.
import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  ImportFormat,
  ImportKind,
  ImportMode,
  ImportStatusValue,
  ImportSummary,
} from '../../../domain/schemas/admin.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';
import type { ImportCounts } from '../../../domain/schemas/import-counts.ts';
import type { Database } from '../client.ts';
import { dataImports, type DataImportRow } from '../schema.ts';
import { describeActor, type ActingUser } from './audit-log.ts';

export interface NewImport {
  actor: ActingUser;
  fileName: string | null;
  format: ImportFormat;
  kind: ImportKind;
  mode: ImportMode;
  indexTypes: readonly IndexType[];
  status: ImportStatusValue;
  counts: ImportCounts;
  fingerprint: string | null;
  payload: unknown;
}

const countColumns = (counts: ImportCounts) => ({
  rowCount: counts.rows,
  addedCount: counts.added,
  changedCount: counts.changed,
  unchangedCount: counts.unchanged,
  removedCount: counts.removed,
  invalidCount: counts.invalid,
  skippedCount: counts.skipped,
});

export async function insertImport(db: Database, values: NewImport): Promise<DataImportRow> {
  const now = new Date();
  const committed = values.status === 'committed';
  const [row] = await db
    .insert(dataImports)
    .values({
      createdById: values.actor.id,
      createdByName: values.actor.name,
      fileName: values.fileName,
      format: values.format,
      kind: values.kind,
      mode: values.mode,
      indexTypes: [...values.indexTypes],
      status: values.status,
      ...countColumns(values.counts),
      fingerprint: values.fingerprint,
      payload: values.payload,
      ...(committed ? { committedAt: now, committedById: values.actor.id, committedByName: values.actor.name } : {}),
    })
    .returning();
  return row!;
}

export async function getImport(db: Database, id: string): Promise<DataImportRow | null> {
  const [row] = await db.select().from(dataImports).where(eq(dataImports.id, id));
  return row ?? null;
}

/** The import row, locked until the transaction ends. */
export async function getImportForUpdate(tx: Database, id: string): Promise<DataImportRow | null> {
  const [row] = await tx.select().from(dataImports).where(eq(dataImports.id, id)).for('update');
  return row ?? null;
}

/** The most recently committed import that is not undone: the one that can be undone. */
export async function latestUndoableImport(db: Database): Promise<DataImportRow | null> {
  const [row] = await db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.status, 'committed'), isNull(dataImports.undoneAt)))
    .orderBy(desc(dataImports.committedAt), desc(dataImports.createdAt))
    .limit(1);
  return row ?? null;
}

/** The import committed last (undone or not), for the overview. */
export async function lastCommittedImport(db: Database): Promise<DataImportRow | null> {
  const { payload: _payload, ...columns } = getTableColumns(dataImports);
  const [row] = await db
    .select(columns)
    .from(dataImports)
    .where(isNotNull(dataImports.committedAt))
    .orderBy(desc(dataImports.committedAt))
    .limit(1);
  return row ? { ...row, payload: null } : null;
}

export async function markCommitted(tx: Database, id: string, actor: ActingUser): Promise<DataImportRow> {
  const [row] = await tx
    .update(dataImports)
    .set({
      status: 'committed',
      committedAt: sql`now()`,
      committedById: actor.id,
      committedByName: actor.name,
      payload: null,
    })
    .where(eq(dataImports.id, id))
    .returning();
  return row!;
}

export async function markUndone(tx: Database, id: string, actor: ActingUser): Promise<DataImportRow> {
  const [row] = await tx
    .update(dataImports)
    .set({ status: 'undone', undoneAt: sql`now()`, undoneById: actor.id, undoneByName: actor.name })
    .where(eq(dataImports.id, id))
    .returning();
  return row!;
}

export async function markDiscarded(tx: Database, id: string): Promise<DataImportRow> {
  const [row] = await tx
    .update(dataImports)
    .set({ status: 'discarded', payload: null })
    .where(eq(dataImports.id, id))
    .returning();
  return row!;
}

export async function listImports(
  db: Database,
  filter: { status?: ImportStatusValue | undefined },
  page: { page: number; pageSize: number },
): Promise<{ rows: DataImportRow[]; total: number }> {
  const where = filter.status ? eq(dataImports.status, filter.status) : undefined;
  // The staged payload can be megabytes: the list does not read it.
  const { payload: _payload, ...columns } = getTableColumns(dataImports);
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(dataImports)
      .where(where)
      .orderBy(desc(dataImports.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(dataImports).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, payload: null })), total: totals?.total ?? 0 };
}

/** Drops staged payloads of previews older than `maxAgeMs` (they can no longer be committed). */
export async function expireOldPreviews(db: Database, maxAgeMs: number): Promise<void> {
  await db
    .update(dataImports)
    .set({ status: 'discarded', payload: null })
    .where(
      and(
        sql`${dataImports.status} IN ('previewed', 'invalid')`,
        sql`${dataImports.createdAt} < now() - make_interval(secs => ${maxAgeMs / 1000})`,
      ),
    );
}

/** Blanks an account's name in the imports it made, committed or undid (shown as "deleted account"). */
export async function forgetImportNames(db: Database, userId: string): Promise<void> {
  await db.update(dataImports).set({ createdByName: null }).where(eq(dataImports.createdById, userId));
  await db.update(dataImports).set({ committedByName: null }).where(eq(dataImports.committedById, userId));
  await db.update(dataImports).set({ undoneByName: null }).where(eq(dataImports.undoneById, userId));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toImportSummary(row: DataImportRow, undoableId: string | null): ImportSummary {
  return {
    id: row.id,
    status: row.status,
    fileName: row.fileName,
    format: row.format,
    kind: row.kind,
    mode: row.mode,
    indexTypes: row.indexTypes,
    counts: {
      rows: row.rowCount,
      added: row.addedCount,
      changed: row.changedCount,
      unchanged: row.unchangedCount,
      removed: row.removedCount,
      invalid: row.invalidCount,
      skipped: row.skippedCount,
    },
    createdAt: row.createdAt.toISOString(),
    createdBy: describeActor(row.createdById, row.createdByName),
    committedAt: iso(row.committedAt),
    committedBy: row.committedAt ? describeActor(row.committedById, row.committedByName) : null,
    undoneAt: iso(row.undoneAt),
    undoneBy: row.undoneAt ? describeActor(row.undoneById, row.undoneByName) : null,
    canCommit: row.status === 'previewed',
    canUndo: row.status === 'committed' && row.id === undoableId,
  };
}
