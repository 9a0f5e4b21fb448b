// Official index results from the stored rows: calculateIndex on the rows of an index's
// source type, plus the price the USD values use. The routes cache the answer (ReadCache).
import { calculateIndex, emptyIndexResult } from '../../domain/index-methodology/calculate-index.ts';
import { methodologies, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import type { IndexResultResponse } from '../../domain/schemas/market.ts';
import type { Database } from '../db/client.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { BTC_SYMBOL, latestPrice } from '../db/queries/prices.ts';
import { publicReadKeys } from './public-reads.ts';
import type { ReadCache } from './read-cache.ts';
import { followTodaysHistory } from './todays-history.ts';

/** An index's result without the time it was calculated. */
type IndexFigures = Omit<IndexResultResponse, 'calculatedAt'>;

async function indexFigures(db: Database, indexId: IndexId): Promise<IndexFigures> {
  const methodology = methodologies[indexId];
  const [rows, price] = await Promise.all([
    listConstituents(db, { indexType: methodology.sourceIndexType }),
    latestPrice(db, BTC_SYMBOL),
  ]);
  if (rows.length === 0) {
    // calculateIndex refuses an empty list (spec); an index with no rows at all is the empty index.
    return { ...emptyIndexResult(indexId), name: methodology.name, price };
  }
  const result = calculateIndex(rows, methodology);
  return {
    methodology: result.methodology,
    name: methodology.name,
    indexValue: result.indexValue,
    constituents: result.constituents,
    ineligible: result.ineligible,
    totalBTC: result.totalBTC,
    totalValueUSD: result.totalValueUSD,
    totalMarketCap: result.totalMarketCap,
    constituentCount: result.constituentCount,
    concentration: result.concentration,
    effectiveNumberOfHoldings: result.effectiveNumberOfHoldings,
    capFeasible: result.capFeasible,
    price,
  };
}

/** The index's result on the stored rows, calculated at `now` (the daily snapshot's use). */
export async function computeIndexResult(
  db: Database,
  indexId: IndexId,
  now = new Date(),
): Promise<IndexResultResponse> {
  return { ...(await indexFigures(db, indexId)), calculatedAt: now.toISOString() };
}

/**
 * The published index results of one server instance. Each keeps the time its figures were
 * first calculated: calculating again without a change of figures (the read cache's refresh
 * every minute, a change of other data) gives the same answer, so its ETag and the page's
 * "Last updated" stay as they were, and a stalled price feed shows as an older time (ADR 136).
 * When the figures change, today's history row follows them (todays-history.ts, ADR 168).
 */
export class IndexResults {
  private readonly last = new Map<IndexId, { figures: string; calculatedAt: string }>();

  async compute(db: Database, indexId: IndexId, now = new Date()): Promise<IndexResultResponse> {
    const figures = await indexFigures(db, indexId);
    const text = JSON.stringify(figures);
    const last = this.last.get(indexId);
    // Changed figures: today's history row follows them, so the chart's today is this result.
    if (last?.figures !== text) await followTodaysHistory(db, indexId, figures, now);
    const calculatedAt = last?.figures === text ? last.calculatedAt : now.toISOString();
    this.last.set(indexId, { figures: text, calculatedAt });
    return { ...figures, calculatedAt };
  }

  /**
   * The index's entry in the read cache: its key, and what computes it on a miss. Every reader
   * of a published result goes through this, so all of them send the same answer and time.
   */
  cachedRead(db: Database, indexId: IndexId): { key: string; produce: () => Promise<IndexResultResponse> } {
    return { key: publicReadKeys.indexResult(indexId), produce: () => this.compute(db, indexId) };
  }

  /** The published result (what GET /api/index/:id answers), read through the read cache. */
  async published(reads: ReadCache, db: Database, indexId: IndexId): Promise<IndexResultResponse> {
    const { key, produce } = this.cachedRead(db, indexId);
    return JSON.parse(await reads.json(key, produce)) as IndexResultResponse;
  }
}
