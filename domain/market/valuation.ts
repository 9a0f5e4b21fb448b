// What a BTC price derives in a holdings row: its USD value and, for a company, the share of
// its market cap that value makes. The server keeps these columns at the latest stored
// price (server/market/derived-values.ts); the browser applies the same rule to a price it
// receives over realtime, so open pages revalue without asking the server again. A test
// ties the two (server/market/valuation.test.ts).
import type { Constituent } from '../schemas/constituents.ts';

/** USD value of `btcHoldings` at `price`. */
export function btcValueAt(btcHoldings: number, price: number): number {
  return btcHoldings * price;
}

/** The BTC value as a percentage of market cap, or null without a positive market cap. */
export function btcPercentOfMarketCap(btcValueUsd: number, marketCap: number | null): number | null {
  return marketCap !== null && marketCap > 0 ? (btcValueUsd / marketCap) * 100 : null;
}

/** The row revalued at `price` (a new object; the row's other fields are kept). */
export function revalueAtPrice<
  Row extends Pick<Constituent, 'btcHoldings' | 'marketCap' | 'btcValueUSD' | 'btcPercentOfAssets'>,
>(row: Row, price: number): Row {
  const btcValueUSD = btcValueAt(row.btcHoldings, price);
  return { ...row, btcValueUSD, btcPercentOfAssets: btcPercentOfMarketCap(btcValueUSD, row.marketCap) };
}
