// Keeps the stored, derived columns of treasury_constituents true: BTC value and BTC share
// of assets at the latest BTC price, and each row's official index weight. Runs inside the
// caller's transaction after every write of holdings or prices, so readers never see a
// half-updated table.
import { sql } from 'drizzle-orm';
import { calculateIndex } from '../../domain/index-methodology/calculate-index.ts';
import { methodologies } from '../../domain/index-methodology/methodologies.ts';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import type { Database } from '../db/client.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { BTC_SYMBOL, latestPrice } from '../db/queries/prices.ts';

/** Index types whose weight is each holder's share of the category's BTC. */
const SHARE_OF_BTC_TYPES = new Set(['bitcoin_etf', 'government_reserve']);

/** Weights are percentages stored in a CHECK (0..100) column: clamp float noise. */
const clampWeight = (weight: number) => Math.min(100, Math.max(0, weight));

export function officialWeights(rows: readonly Constituent[]): Map<string, number> {
  const weights = new Map<string, number>(rows.map((row) => [row.id, 0]));
  for (const methodology of [methodologies.bitcoin_treasury, methodologies.green_vault]) {
    const candidates = rows.filter((row) => row.indexType === methodology.sourceIndexType);
    if (candidates.length === 0) continue;
    for (const constituent of calculateIndex(candidates, methodology).constituents) {
      weights.set(constituent.id, clampWeight(constituent.indexWeight));
    }
  }
  for (const indexType of SHARE_OF_BTC_TYPES) {
    const category = rows.filter((row) => row.indexType === indexType);
    const total = category.reduce((sum, row) => sum + row.btcHoldings, 0);
    for (const row of category) weights.set(row.id, total > 0 ? clampWeight((row.btcHoldings / total) * 100) : 0);
  }
  return weights;
}

/**
 * Revalues every row at the latest stored BTC price and recomputes official weights.
 * Call inside a transaction (`db` may be the transaction).
 */
export async function refreshDerivedValues(db: Database): Promise<void> {
  const price = await latestPrice(db, BTC_SYMBOL);
  if (price) {
    await db.execute(sql`
      UPDATE treasury_constituents
      SET btc_value_usd = btc_holdings * ${price.price}::numeric,
          btc_percentage_of_assets = CASE WHEN market_cap > 0
            THEN btc_holdings * ${price.price}::numeric / market_cap * 100 END`);
  }
  const rows = await listConstituents(db);
  if (rows.length === 0) return;
  const weights = officialWeights(rows);
  const values = sql.join(
    [...weights].map(([id, weight]) => sql`(${id}::uuid, ${weight}::numeric)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE treasury_constituents AS t SET index_weight = v.weight
    FROM (VALUES ${values}) AS v(id, weight)
    WHERE t.id = v.id AND t.index_weight IS DISTINCT FROM v.weight`);
}
