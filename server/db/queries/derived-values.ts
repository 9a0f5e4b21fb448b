// Keeps the stored, derived columns of treasury_constituents true: BTC value and BTC share
// of assets at the latest BTC price, and each row's official index weight. Runs inside the
// caller's transaction after every write of holdings or prices, so readers never see a
// half-updated table — and only for the index types the write touched.
//
// Set-wise (issue 12 §4): values and the share-of-BTC weights are single UPDATE statements;
// the capped-index weights are computed by calculateIndex on the rows that can be eligible
// and written back as one JSON parameter, so no statement binds a parameter per row (the
// PostgreSQL limit broke writes past 32,767 rows) and rows whose value did not change are
// not rewritten.
//
// The caller must hold the index types' write locks (write-locks.ts lockIndexTypes).
import { sql } from 'drizzle-orm';
import { calculateIndex } from '../../../domain/index-methodology/calculate-index.ts';
import { methodologies, type Methodology } from '../../../domain/index-methodology/methodologies.ts';
import { INDEX_TYPES, type IndexType } from '../../../domain/schemas/common.ts';
import type { Database } from '../client.ts';
import { BTC_SYMBOL, latestPrice } from './prices.ts';
import { rawRows } from '../raw-rows.ts';

/** Index types whose weight is each holder's share of the category's BTC. */
export const SHARE_OF_BTC_TYPES: ReadonlySet<IndexType> = new Set(['bitcoin_etf', 'government_reserve']);

/** Index types weighted by a capped-index methodology (the official weights). */
const WEIGHTED_METHODOLOGY: Partial<Record<IndexType, Methodology>> = {
  bitcoin_treasury: methodologies.bitcoin_treasury,
  green_vault: methodologies.green_vault,
};

/** Weights are percentages stored in a CHECK (0..100) column: clamp float noise. */
const clampWeight = (weight: number) => Math.min(100, Math.max(0, weight));

interface CandidateRow {
  id: string;
  companyName: string;
  symbol: string | null;
  btcHoldings: number;
  btcValueUSD: number;
  marketCap: number | null;
  renewableEnergyPct: number | null;
  /** The weight stored now. */
  storedWeight: number;
}

type CandidateTuple = [string, string, string | null, number, number, number | null, number | null, number];

/**
 * The rows of one index type that can be eligible: calculateIndex decides eligibility, but
 * a row below the methodology's minimum BTC never is, and ineligible rows do not change the
 * weights of the others — so they are not read. Read as one JSON value (tens of thousands
 * of rows cost one row's overhead, not one each).
 */
async function weightCandidates(db: Database, indexType: IndexType, methodology: Methodology) {
  const [row] = await rawRows<{ rows: string | null }>(
    db,
    sql`
    SELECT json_agg(json_build_array(id, company_name, ticker, btc_holdings, btc_value_usd, market_cap,
      renewable_energy_pct, index_weight))::text AS rows
    FROM treasury_constituents
    WHERE index_type = ${indexType} AND btc_holdings >= ${methodology.minBtc}`,
  );
  const tuples = row?.rows ? (JSON.parse(row.rows) as CandidateTuple[]) : [];
  return tuples.map(
    ([
      id,
      companyName,
      symbol,
      btcHoldings,
      btcValueUSD,
      marketCap,
      renewableEnergyPct,
      storedWeight,
    ]): CandidateRow => ({
      id,
      companyName,
      symbol,
      btcHoldings: Number(btcHoldings),
      btcValueUSD: Number(btcValueUSD),
      marketCap: marketCap === null ? null : Number(marketCap),
      renewableEnergyPct: renewableEnergyPct === null ? null : Number(renewableEnergyPct),
      storedWeight: Number(storedWeight),
    }),
  );
}

/** The official weight of every eligible row of a capped index (others are 0). */
export function cappedIndexWeights(
  rows: readonly Omit<CandidateRow, 'storedWeight'>[],
  methodology: Methodology,
): Map<string, number> {
  const weights = new Map<string, number>();
  if (rows.length === 0) return weights;
  for (const constituent of calculateIndex(rows, methodology).constituents) {
    weights.set(constituent.id, clampWeight(constituent.indexWeight));
  }
  return weights;
}

/** Rows written per weight UPDATE (one JSON parameter each). */
const WEIGHT_CHUNK = 20_000;

async function refreshCappedWeights(db: Database, indexType: IndexType, methodology: Methodology) {
  // Below the minimum a row is never eligible: its weight is 0.
  await db.execute(sql`
    UPDATE treasury_constituents SET index_weight = 0
    WHERE index_type = ${indexType} AND index_weight <> 0 AND btc_holdings < ${methodology.minBtc}`);
  const candidates = await weightCandidates(db, indexType, methodology);
  const weights = cappedIndexWeights(candidates, methodology);
  // Only the weights that differ from the stored ones are written.
  const changed: [string, number][] = [];
  for (const row of candidates) {
    const weight = weights.get(row.id) ?? 0;
    if (weight !== row.storedWeight) changed.push([row.id, weight]);
  }
  for (let start = 0; start < changed.length; start += WEIGHT_CHUNK) {
    const payload = JSON.stringify(changed.slice(start, start + WEIGHT_CHUNK));
    await db.execute(sql`
      UPDATE treasury_constituents AS t SET index_weight = (w.value->>1)::numeric
      FROM json_array_elements(${payload}::json) AS w(value)
      WHERE t.id = (w.value->>0)::uuid`);
  }
}

async function refreshShareOfBtcWeights(db: Database, indexType: IndexType) {
  await db.execute(sql`
    WITH total AS (
      SELECT COALESCE(sum(btc_holdings), 0) AS btc FROM treasury_constituents WHERE index_type = ${indexType}
    ), target AS (
      SELECT t.id, CASE WHEN total.btc > 0
        THEN LEAST(100, GREATEST(0, t.btc_holdings * 100 / total.btc)) ELSE 0 END AS weight
      FROM treasury_constituents AS t, total
      WHERE t.index_type = ${indexType}
    )
    UPDATE treasury_constituents AS t SET index_weight = target.weight
    FROM target
    WHERE t.id = target.id AND t.index_weight IS DISTINCT FROM target.weight`);
}

/** BTC value and BTC share of assets at `price`, for the rows of the given types whose value differs. */
async function revalue(db: Database, indexTypes: readonly IndexType[], price: number) {
  const types = sql.join(
    indexTypes.map((type) => sql`${type}`),
    sql`, `,
  );
  const value = sql`btc_holdings * ${price}::numeric`;
  const share = sql`CASE WHEN market_cap > 0 THEN btc_holdings * ${price}::numeric / market_cap * 100 END`;
  await db.execute(sql`
    UPDATE treasury_constituents
    SET btc_value_usd = ${value}, btc_percentage_of_assets = ${share}
    WHERE index_type IN (${types})
      AND (btc_value_usd IS DISTINCT FROM ${value} OR btc_percentage_of_assets IS DISTINCT FROM ${share})`);
}

/**
 * Revalues the rows of `indexTypes` at the latest stored BTC price and recomputes their
 * official weights. Call inside a transaction that holds those types' write locks.
 */
export async function refreshDerivedValues(
  db: Database,
  indexTypes: readonly IndexType[] = INDEX_TYPES,
): Promise<void> {
  if (indexTypes.length === 0) return;
  const price = await latestPrice(db, BTC_SYMBOL);
  if (price) await revalue(db, indexTypes, price.price);
  for (const indexType of indexTypes) {
    const methodology = WEIGHTED_METHODOLOGY[indexType];
    if (methodology) await refreshCappedWeights(db, indexType, methodology);
    else if (SHARE_OF_BTC_TYPES.has(indexType)) await refreshShareOfBtcWeights(db, indexType);
  }
}
