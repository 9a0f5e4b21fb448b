// Official index results from the stored rows: calculateIndex on the rows of an index's
// source type, plus the price the USD values use. The routes cache the answer (ReadCache).
import { calculateIndex, emptyIndexResult } from '../../domain/index-methodology/calculate-index.ts';
import { methodologies, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import { ineligibleInOrder, ineligiblePagePath } from '../../domain/market/ineligible-order.ts';
import type { IndexResultFirstPage, IndexResultResponse, IneligiblePage } from '../../domain/schemas/market.ts';
import { pageOfRows } from '../../domain/schemas/paging.ts';
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
   * The index's result for this cache version, computed once however many answers derive
   * from it (the whole answer, the index page's cut, pages of the companies left out).
   */
  current(reads: ReadCache, db: Database, indexId: IndexId): Promise<IndexResultResponse> {
    return reads.value(publicReadKeys.indexResult(indexId), () => this.compute(db, indexId));
  }

  /**
   * The index's entry in the read cache: its key, and what computes it on a miss. Every reader
   * of a published result goes through this, so all of them send the same answer and time.
   */
  cachedRead(
    reads: ReadCache,
    db: Database,
    indexId: IndexId,
  ): { key: string; produce: () => Promise<IndexResultResponse> } {
    return { key: publicReadKeys.indexResult(indexId), produce: () => this.current(reads, db, indexId) };
  }

  /**
   * The index page's answer (ADR 202): the whole result but the companies left out, cut to
   * their first `pageSize` rows (most BTC first), with their count and the next page's path.
   */
  firstPageRead(
    reads: ReadCache,
    db: Database,
    indexId: IndexId,
    pageSize: number,
  ): { key: string; produce: () => Promise<IndexResultFirstPage> } {
    return {
      key: `${publicReadKeys.indexResult(indexId)}:first:${pageSize}`,
      produce: async () => {
        const result = await this.current(reads, db, indexId);
        const { items, total, next } = this.ineligibleOf(result, 1, pageSize);
        return { ...result, ineligible: items, ineligibleTotal: total, ineligibleNext: next };
      },
    };
  }

  /** A page of the companies left out of the index, most BTC first, with the next page's path. */
  async ineligiblePage(
    reads: ReadCache,
    db: Database,
    indexId: IndexId,
    page: number,
    pageSize: number,
  ): Promise<IneligiblePage> {
    return this.ineligibleOf(await this.current(reads, db, indexId), page, pageSize);
  }

  private ineligibleOf(result: IndexResultResponse, page: number, pageSize: number): IneligiblePage {
    const rows = ineligibleInOrder(result.ineligible);
    return pageOfRows(rows, page, pageSize, (next) => ineligiblePagePath(result.methodology, next, pageSize));
  }

  /** The published result (what GET /api/index/:id answers), read through the read cache. */
  published(reads: ReadCache, db: Database, indexId: IndexId): Promise<IndexResultResponse> {
    return this.current(reads, db, indexId);
  }
}
