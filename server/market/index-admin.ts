// What the admin's Index screen does: recalculate the official weights now (with the
// weights before and after), take today's history snapshot again (replacing today's rows,
// audited), and state the methodology constants.
import { gt, inArray } from 'drizzle-orm';
import { AppError } from '../../domain/errors.ts';
import {
  EMPTY_INDEX_VALUE,
  INDEX_BASE,
  INDEX_IDS,
  methodologies,
  PRIMARY_WEIGHT_SHARE,
  SECONDARY_WEIGHT_SHARE,
  type IndexId,
} from '../../domain/index-methodology/methodologies.ts';
import type { MethodologyResponse, RecalculateResponse, SnapshotResponse } from '../../domain/schemas/admin.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import { STALE_AFTER_DAYS } from '../../domain/staleness.ts';
import type { Database } from '../db/client.ts';
import { insertAuditEntries, type ActingUser } from '../db/queries/audit-log.ts';
import { historyId, ImpossibleHistoryError } from '../db/queries/index-history.ts';
import { indexHistory, treasuryConstituents } from '../db/schema.ts';
import { lockIndexTypes } from '../db/write-locks.ts';
import { todayUtc, writeIndexSnapshot } from '../jobs/index-snapshot.ts';
import { refreshDerivedValues, SHARE_OF_BTC_TYPES } from '../db/queries/derived-values.ts';

async function weightedRows(tx: Database) {
  return tx
    .select({
      id: treasuryConstituents.id,
      companyName: treasuryConstituents.companyName,
      symbol: treasuryConstituents.ticker,
      indexType: treasuryConstituents.indexType,
      weight: treasuryConstituents.indexWeight,
    })
    .from(treasuryConstituents)
    .where(gt(treasuryConstituents.indexWeight, 0));
}

/** Recomputes every derived value now; answers each weighted row's weight before and after. */
export async function recalculateNow(db: Database): Promise<RecalculateResponse> {
  return db.transaction(async (tx) => {
    await lockIndexTypes(tx, INDEX_TYPES);
    const before = await weightedRows(tx);
    await refreshDerivedValues(tx, INDEX_TYPES);
    const after = await weightedRows(tx);
    const rows = new Map<string, RecalculateResponse['indexTypes'][number]['rows'][number] & { indexType: string }>();
    for (const row of before) rows.set(row.id, { ...row, before: row.weight, after: 0 });
    for (const row of after) {
      const known = rows.get(row.id);
      rows.set(row.id, { ...row, before: known?.before ?? 0, after: row.weight });
    }
    return {
      recalculatedAt: new Date().toISOString(),
      indexTypes: INDEX_TYPES.map((indexType) => {
        const list = [...rows.values()]
          .filter((row) => row.indexType === indexType)
          .sort((a, b) => b.after - a.after || b.before - a.before || a.companyName.localeCompare(b.companyName))
          .map(({ id, companyName, symbol, before: was, after: now }) => ({
            id,
            companyName,
            symbol,
            before: was,
            after: now,
          }));
        return { indexType, changed: list.filter((row) => row.before !== row.after).length, rows: list };
      }),
    };
  });
}

/** Replaces today's (UTC) history rows of the given indexes from the stored data; audited. */
export async function retakeSnapshot(
  db: Database,
  actor: ActingUser,
  indexIds: readonly IndexId[] = INDEX_IDS,
): Promise<SnapshotResponse> {
  const date = todayUtc();
  const ids = indexIds.map((indexId) => historyId(indexId, date));
  try {
    return await db.transaction(async (tx) => {
      const read = () => tx.select().from(indexHistory).where(inArray(indexHistory.id, ids));
      const before = new Map((await read()).map((row) => [row.id, row]));
      await writeIndexSnapshot(tx, date, indexIds);
      const after = await read();
      const plain = (row: typeof indexHistory.$inferSelect | undefined) =>
        row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
      await insertAuditEntries(
        tx,
        actor,
        after.map((row) => ({
          action: 'snapshot' as const,
          origin: 'admin' as const,
          table: 'index_history' as const,
          rowId: row.id,
          indexType: row.indexType,
          asOf: date,
          source: 'Snapshot taken again from the stored data',
          before: plain(before.get(row.id)),
          after: plain(row),
        })),
      );
      return {
        date,
        rows: after.map((row) => ({
          id: row.id,
          date: row.date,
          indexValue: row.indexValue,
          totalBtc: row.totalBtc,
          totalMarketCap: row.totalMarketCap,
          constituentCount: row.constituentCount,
          performance1d: row.performance1d,
          performance7d: row.performance7d,
          performance30d: row.performance30d,
          indexType: row.indexType,
        })),
      };
    });
  } catch (error) {
    if (error instanceof ImpossibleHistoryError) {
      throw new AppError('CONFLICT', { message: `The snapshot was not written: ${error.message}.` });
    }
    throw error;
  }
}

export function methodologyConstants(): MethodologyResponse {
  return {
    methodologies: INDEX_IDS.map((id) => {
      const { name, sourceIndexType, minBtc, maxBtcExclusive, minRenewablePct, weightCapPct, factorWeights } =
        methodologies[id];
      return { id, name, sourceIndexType, minBtc, maxBtcExclusive, minRenewablePct, weightCapPct, factorWeights };
    }),
    constants: {
      indexBase: INDEX_BASE,
      emptyIndexValue: EMPTY_INDEX_VALUE,
      primaryWeightShare: PRIMARY_WEIGHT_SHARE,
      secondaryWeightShare: SECONDARY_WEIGHT_SHARE,
      staleAfterDays: STALE_AFTER_DAYS,
    },
    shareOfBtcIndexTypes: INDEX_TYPES.filter((type: IndexType) => SHARE_OF_BTC_TYPES.has(type)),
  };
}
