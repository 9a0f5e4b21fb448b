// source_runs and source_aliases (ADR 191): each run of a public data source, and the
// aliases administrators set to map a source's holder to a stored row or ignore it.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SourceAlias, SourceId, SourceRun } from '../../../domain/schemas/sources.ts';
import type { Database } from '../client.ts';
import { rawRows } from '../raw-rows.ts';
import { dataImports, sourceAliases, sourceRuns, treasuryConstituents, type SourceRunRow } from '../schema.ts';

/** Runs the Sources tab lists per source. */
export const RUNS_LISTED_PER_SOURCE = 20;

export async function insertSourceRun(
  db: Database,
  run: SourceRun & { triggeredById: string | null },
): Promise<SourceRunRow> {
  const [row] = await db
    .insert(sourceRuns)
    .values({
      source: run.source,
      status: run.status,
      startedAt: new Date(run.startedAt),
      finishedAt: new Date(run.finishedAt),
      importId: run.importId,
      counts: run.counts,
      error: run.error ?? null,
      triggeredById: run.triggeredById,
    })
    .returning();
  return row!;
}

export function toSourceRun(row: SourceRunRow): SourceRun {
  return {
    source: row.source,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    importId: row.importId,
    counts: row.counts,
    ...(row.error !== null ? { error: row.error } : {}),
  };
}

/** The latest runs of each source, newest first. */
export async function listSourceRuns(db: Database, perSource = RUNS_LISTED_PER_SOURCE): Promise<SourceRunRow[]> {
  const ranked = db
    .select({
      id: sourceRuns.id,
      rank: sql<number>`row_number() over (partition by ${sourceRuns.source} order by ${sourceRuns.startedAt} desc)`.as(
        'rank',
      ),
    })
    .from(sourceRuns)
    .as('ranked');
  const ids = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perSource}`);
  return db.select().from(sourceRuns).where(inArray(sourceRuns.id, ids)).orderBy(desc(sourceRuns.startedAt));
}

/** The end of each source's last successful run and its last failed one, with the error. */
export async function sourceRunStanding(
  db: Database,
): Promise<Map<string, { lastSuccessAt: Date | null; lastErrorAt: Date | null; lastError: string | null }>> {
  const rows = await rawRows<{
    source: string;
    last_success_at: string | Date | null;
    last_error_at: string | Date | null;
    last_error: string | null;
  }>(
    db,
    sql`SELECT s.source,
          (SELECT max(finished_at) FROM source_runs WHERE source = s.source AND status = 'ok') AS last_success_at,
          f.finished_at AS last_error_at, f.error AS last_error
        FROM (SELECT DISTINCT source FROM source_runs) AS s
        LEFT JOIN LATERAL (
          SELECT finished_at, error FROM source_runs
          WHERE source = s.source AND status = 'failed' ORDER BY finished_at DESC LIMIT 1
        ) AS f ON true`,
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return new Map(
    rows.map((row) => [
      row.source,
      { lastSuccessAt: date(row.last_success_at), lastErrorAt: date(row.last_error_at), lastError: row.last_error },
    ]),
  );
}

/** The previews earlier runs of a source staged and nobody committed: a new run replaces them. */
export async function pendingSourceImports(db: Database, source: SourceId): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: dataImports.id })
    .from(sourceRuns)
    .innerJoin(dataImports, eq(dataImports.id, sourceRuns.importId))
    .where(and(eq(sourceRuns.source, source), isNotNull(sourceRuns.importId), eq(dataImports.status, 'previewed')));
  return rows.map((row) => row.id);
}

export async function aliasTargets(db: Database, source: SourceId) {
  return db
    .select({ sourceKey: sourceAliases.sourceKey, constituentId: sourceAliases.constituentId })
    .from(sourceAliases)
    .where(eq(sourceAliases.source, source));
}

const aliasColumns = {
  id: sourceAliases.id,
  source: sourceAliases.source,
  sourceKey: sourceAliases.sourceKey,
  sourceName: sourceAliases.sourceName,
  constituentId: sourceAliases.constituentId,
  companyName: treasuryConstituents.companyName,
  indexType: treasuryConstituents.indexType,
  createdAt: sourceAliases.createdAt,
};

function aliasQuery(db: Database) {
  return db
    .select(aliasColumns)
    .from(sourceAliases)
    .leftJoin(treasuryConstituents, eq(treasuryConstituents.id, sourceAliases.constituentId));
}

function toAlias(row: Awaited<ReturnType<typeof aliasQuery>>[number]): SourceAlias {
  return {
    id: row.id,
    source: row.source,
    sourceKey: row.sourceKey,
    sourceName: row.sourceName,
    constituentId: row.constituentId,
    companyName: row.companyName,
    indexType: row.indexType,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAliases(db: Database): Promise<SourceAlias[]> {
  const rows = await aliasQuery(db).orderBy(sourceAliases.source, sourceAliases.sourceKey);
  return rows.map(toAlias);
}

/** Sets (or replaces) the alias of a source key; the key is kept as given, matched without regard to case. */
export async function setAlias(
  db: Database,
  values: { source: SourceId; sourceKey: string; sourceName: string | null; constituentId: string | null },
  actorId: string | null,
): Promise<SourceAlias> {
  const [row] = await db
    .insert(sourceAliases)
    .values({ ...values, sourceKey: values.sourceKey.toUpperCase(), createdById: actorId })
    .onConflictDoUpdate({
      target: [sourceAliases.source, sourceAliases.sourceKey],
      set: {
        sourceName: values.sourceName,
        constituentId: values.constituentId,
        createdAt: sql`now()`,
        createdById: actorId,
      },
    })
    .returning({ id: sourceAliases.id });
  const [alias] = await aliasQuery(db).where(eq(sourceAliases.id, row!.id));
  return toAlias(alias!);
}

export async function deleteAlias(db: Database, id: string): Promise<SourceAlias | null> {
  const [alias] = await aliasQuery(db).where(eq(sourceAliases.id, id));
  if (!alias) return null;
  await db.delete(sourceAliases).where(eq(sourceAliases.id, id));
  return toAlias(alias);
}
