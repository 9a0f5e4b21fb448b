// Official index results from the stored rows: calculateIndex on the rows of an index's
// source type, plus the price the USD values use. The route caches the answer (ReadCache).
import { calculateIndex, emptyIndexResult } from '../../domain/index-methodology/calculate-index.ts';
import { methodologies, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import type { IndexResultResponse } from '../../domain/schemas/market.ts';
import type { Database } from '../db/client.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { BTC_SYMBOL, latestPrice } from '../db/queries/prices.ts';

export async function computeIndexResult(db: Database, indexId: IndexId): Promise<IndexResultResponse> {
  const methodology = methodologies[indexId];
  const [rows, price] = await Promise.all([
    listConstituents(db, { indexType: methodology.sourceIndexType }),
    latestPrice(db, BTC_SYMBOL),
  ]);
  const calculatedAt = new Date().toISOString();
  if (rows.length === 0) {
    // calculateIndex refuses an empty list (spec); an index with no rows at all is the empty index.
    return { ...emptyIndexResult(indexId), name: methodology.name, price, calculatedAt };
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
    calculatedAt,
  };
}
