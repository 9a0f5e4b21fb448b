// Sums and the reconciliation of the combined view: category totals, less what is counted
// in more than one category, equal the grand total with each holder counted once. Who counts
// as one holder is domain/market/combined-holdings.ts's rule, the one the server's totals use.
// USD values are the server's stored btcValueUSD (at the latest stored price, revalued in
// the browser by each realtime price), never recomputed here from a separate price.
import { groupHolders, type Holder } from '@domain/market/combined-holdings';
import type { CombinedHoldings } from '@domain/schemas/market';

export function totalBtc(rows: readonly { btcHoldings: number }[]): number {
  return rows.reduce((sum, row) => sum + row.btcHoldings, 0);
}

export function totalUsd(rows: readonly { btcValueUSD: number }[]): number {
  return rows.reduce((sum, row) => sum + row.btcValueUSD, 0);
}

export interface Reconciliation {
  /** Σ category BTC totals. */
  categoriesBtc: number;
  /** BTC the categories count more than once (categoriesBtc − grand total). */
  overlapBtc: number;
  /** The server's grand total, each holder counted once. */
  totalBtc: number;
  categoriesUsd: number;
  overlapUsd: number;
  totalUsd: number;
}

export function reconcile(
  combined: Pick<CombinedHoldings, 'categories' | 'totalBTC' | 'totalIndexValue'>,
): Reconciliation {
  const categoriesBtc = combined.categories.reduce((sum, category) => sum + category.totalBTC, 0);
  const categoriesUsd = combined.categories.reduce((sum, category) => sum + category.totalValueUSD, 0);
  return {
    categoriesBtc,
    overlapBtc: categoriesBtc - combined.totalBTC,
    totalBtc: combined.totalBTC,
    categoriesUsd,
    overlapUsd: categoriesUsd - combined.totalIndexValue,
    totalUsd: combined.totalIndexValue,
  };
}

export type CombinedRow = Holder;

/** Every holder once, BTC held descending, by the same rule as the server's totals. */
export function combinedRows(combined: Pick<CombinedHoldings, 'rows'>): CombinedRow[] {
  return groupHolders(combined.rows);
}
