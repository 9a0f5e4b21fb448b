// audit_log: what administrators changed, written in the same transaction as the change
// (bulk, as one JSON parameter per chunk), and read back per row, per import or as a
// filtered list. The acting account's name is a snapshot; erasePersonalData (people.ts)
// blanks it when the account is deleted, and the answers then say "deleted account".
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSTITUENT_FIELDS,
  DELETED_ACCOUNT_LABEL,
  SYSTEM_ACTOR_LABEL,
  type Actor,
  type AuditAction,
  type AuditEntry,
  type AuditOrigin,
  type AuditTable,
  type FieldChange,
} from '../../../domain/schemas/admin.ts';
import type { IndexType } from '../../../domain/schemas/common.ts';
import type { Database } from '../client.ts';
import { rawRows } from '../raw-rows.ts';
import { auditLog, type AuditLogRow } from '../schema.ts';

/** Who acts: an account (id and its name now), or the system (both null). */
export interface ActingUser {
  id: string | null;
  name: string | null;
}
export const SYSTEM: ActingUser = { id: null, name: null };

export interface NewAuditEntry {
  action: AuditAction;
  origin: AuditOrigin;
  table: AuditTable;
  rowId: string | null;
  indexType?: string | null;
  ticker?: string | null;
  companyName?: string | null;
  asOf?: string | null;
  source?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  importId?: string | null;
}

/** Entries per INSERT statement: each is one JSON parameter, whatever the count. */
const AUDIT_CHUNK = 2_000;

/** Writes the entries (in order) as `actor`; answers their ids in the same order. */
export async function insertAuditEntries(
  db: Database,
  actor: ActingUser,
  entries: readonly NewAuditEntry[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < entries.length; start += AUDIT_CHUNK) {
    const chunk = entries.slice(start, start + AUDIT_CHUNK).map((entry, position) => ({
      position,
      action: entry.action,
      origin: entry.origin,
      table_name: entry.table,
      row_id: entry.rowId,
      index_type: entry.indexType ?? null,
      ticker: entry.ticker ?? null,
      company_name: entry.companyName ?? null,
      as_of: entry.asOf ?? null,
      source: entry.source ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      import_id: entry.importId ?? null,
    }));
    const rows = await rawRows<{ id: unknown }>(
      db,
      sql`
      INSERT INTO audit_log (actor_id, actor_name, action, origin, table_name, row_id, index_type, ticker,
        company_name, as_of, source, before, after, import_id)
      SELECT ${actor.id}, ${actor.name}, x.action, x.origin, x.table_name, x.row_id, x.index_type, x.ticker,
        x.company_name, x.as_of, x.source, x.before, x.after, x.import_id
      FROM json_to_recordset(${JSON.stringify(chunk)}::json) AS x(position int, action text, origin text,
        table_name text, row_id text, index_type text, ticker text, company_name text, as_of text, source text,
        before jsonb, after jsonb, import_id uuid)
      ORDER BY x.position
      RETURNING id`,
    );
    ids.push(...rows.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

/** How an actor is shown: the name at the time, "deleted account", or "system". */
export function describeActor(id: string | null, name: string | null): Actor {
  if (id === null) return { id: null, name: name ?? SYSTEM_ACTOR_LABEL, kind: 'system' };
  if (name === null) return { id, name: DELETED_ACCOUNT_LABEL, kind: 'deleted_account' };
  return { id, name, kind: 'account' };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Field-by-field difference; constituent fields in the dashboard's order, then any others. */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const known: readonly string[] = CONSTITUENT_FIELDS;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const ordered = [...known.filter((key) => keys.has(key)), ...[...keys].filter((key) => !known.includes(key))];
  const changes: FieldChange[] = [];
  for (const field of ordered) {
    if (field === 'asOfDate') continue; // derived from asOf
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (!sameValue(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  const before = (row.before as Record<string, unknown> | null) ?? null;
  const after = (row.after as Record<string, unknown> | null) ?? null;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: describeActor(row.actorId, row.actorName),
    action: row.action,
    origin: row.origin,
    table: row.tableName,
    rowId: row.rowId,
    indexType: row.indexType,
    symbol: row.ticker,
    companyName: row.companyName,
    asOf: row.asOf,
    source: row.source,
    before,
    after,
    changes: fieldChanges(before, after),
    importId: row.importId,
  };
}

export async function auditEntriesById(db: Database, ids: readonly number[]): Promise<AuditEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.id, [...ids]))
    .orderBy(auditLog.id);
  return rows.map(toAuditEntry);
}

export interface AuditFilters {
  table?: AuditTable | undefined;
  rowId?: string | undefined;
  importId?: string | undefined;
  actorId?: string | undefined;
  indexType?: IndexType | undefined;
  action?: AuditAction | undefined;
  origin?: AuditOrigin | undefined;
  /** yyyy-mm-dd, inclusive (UTC days). */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

/** `%…%` for ILIKE with the user's own % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function auditConditions(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.table ? eq(auditLog.tableName, filters.table) : undefined,
    filters.rowId ? eq(auditLog.rowId, filters.rowId) : undefined,
    filters.importId ? eq(auditLog.importId, filters.importId) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.indexType ? eq(auditLog.indexType, filters.indexType) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.origin ? eq(auditLog.origin, filters.origin) : undefined,
    filters.from ? gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(auditLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)) : undefined,
    filters.q
      ? or(ilike(auditLog.companyName, likePattern(filters.q)), ilike(auditLog.ticker, likePattern(filters.q)))
      : undefined,
  ];
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** Entries matching the filters, newest first, one page of them, and how many match in all. */
export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  page: { page: number; pageSize: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = auditConditions(filters);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { entries: rows.map(toAuditEntry), total: totals?.total ?? 0 };
}

/** Every entry of one import (its own changes, not those of its undo), oldest first. */
export async function importEntries(db: Database, importId: string, origin: AuditOrigin): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.importId, importId), eq(auditLog.origin, origin)))
    .orderBy(auditLog.id);
}

/** Blanks an account's name in the entries it made (it is then shown as "deleted account"). */
export async function forgetActorName(db: Database, userId: string): Promise<void> {
  await db.update(auditLog).set({ actorName: null }).where(eq(auditLog.actorId, userId));
}
