// Today's index_history row follows the published index result (issue 42): whenever the
// result's figures change (a holdings edit, a new BTC price, an import), today's stored row
// is rewritten from them, so GET /api/index/:id and today's point of the history agree to
// the cent without an admin taking the snapshot again. Only a row the daily snapshot has
// written is followed: the job still decides when a new day's row first appears.
import type { IndexId } from '../../domain/index-methodology/methodologies.ts';
import { indexPerformance, shiftIsoDate } from '../../domain/index-methodology/performance.ts';
import type { IndexHistoryRow, IndexResultResponse } from '../../domain/schemas/market.ts';
import type { Database } from '../db/client.ts';
import { historyId, historySince, upsertIndexHistory } from '../db/queries/index-history.ts';

const LONGEST_WINDOW_DAYS = 30;

/** The figures of an index result a history row keeps. */
export type HistoryFigures = Pick<
  IndexResultResponse,
  'indexValue' | 'totalBTC' | 'totalMarketCap' | 'constituentCount'
>;

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The history row of `date` for these figures, with 1/7/30-day performance from the stored days before it. */
export async function historyRowFor(
  db: Database,
  indexId: IndexId,
  date: string,
  figures: HistoryFigures,
): Promise<IndexHistoryRow> {
  const history = (await historySince(db, indexId, shiftIsoDate(date, -(LONGEST_WINDOW_DAYS + 7)))).filter(
    (row) => row.date < date,
  );
  return {
    id: historyId(indexId, date),
    date,
    indexValue: figures.indexValue,
    totalBtc: figures.totalBTC,
    totalMarketCap: figures.totalMarketCap,
    constituentCount: figures.constituentCount,
    ...indexPerformance(history, date, figures.indexValue),
    indexType: indexId,
  };
}

function sameFigures(row: IndexHistoryRow, figures: HistoryFigures): boolean {
  return (
    row.indexValue === figures.indexValue &&
    row.totalBtc === figures.totalBTC &&
    row.totalMarketCap === figures.totalMarketCap &&
    row.constituentCount === figures.constituentCount
  );
}

/**
 * Rewrites today's row of the index from `figures` when it holds other ones; true when it
 * wrote. No row for today yet: nothing (the daily snapshot writes it).
 */
export async function followTodaysHistory(
  db: Database,
  indexId: IndexId,
  figures: HistoryFigures,
  now = new Date(),
): Promise<boolean> {
  const date = todayUtc(now);
  const stored = (await historySince(db, indexId, date)).find((row) => row.date === date);
  if (!stored || sameFigures(stored, figures)) return false;
  await upsertIndexHistory(db, await historyRowFor(db, indexId, date, figures));
  return true;
}
