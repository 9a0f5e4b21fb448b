// Sums and the reconciliation of the combined view: category totals, less what is counted
// in more than one category, equal the grand total with each holder counted once.
import type { IndexType } from '@domain/schemas/common';
import type { Constituent } from '@domain/schemas/constituents';
import type { CombinedHoldings } from '@domain/schemas/market';

export function totalBtc(rows: readonly { btcHoldings: number }[]): number {
  return rows.reduce((sum, row) => sum + row.btcHoldings, 0);
}

/** USD value of `btc` at `price`, or null without a price. */
export function usdAt(btc: number, price: number | null): number | null {
  return price === null ? null : btc * price;
}

export const CATEGORY_LABELS: Readonly<Record<IndexType, string>> = {
  bitcoin_treasury: 'Public companies',
  bitcoin_etf: 'ETFs',
  government_reserve: 'Governments',
  green_vault: 'GreenVault',
};

export interface Reconciliation {
  /** Σ category BTC totals. */
  categoriesBtc: number;
  /** BTC the categories count more than once (categoriesBtc − grand total). */
  overlapBtc: number;
  /** The server's grand total, each holder counted once. */
  totalBtc: number;
}

export function reconcile(combined: Pick<CombinedHoldings, 'categories' | 'totalBTC'>): Reconciliation {
  const categoriesBtc = combined.categories.reduce((sum, category) => sum + category.totalBTC, 0);
  return { categoriesBtc, overlapBtc: categoriesBtc - combined.totalBTC, totalBtc: combined.totalBTC };
}

export interface CombinedRow {
  row: Constituent;
  /** Every category the holder appears in (more than one for a duplicate). */
  indexTypes: IndexType[];
}

/** Every holder once, BTC held descending: a ticker the server lists as a duplicate is shown once. */
export function combinedRows(combined: Pick<CombinedHoldings, 'rows' | 'duplicates'>): CombinedRow[] {
  const duplicateTypes = new Map(combined.duplicates.map((duplicate) => [duplicate.symbol, duplicate.indexTypes]));
  const seen = new Set<string>();
  const rows: CombinedRow[] = [];
  for (const row of [...combined.rows].sort((a, b) => b.btcHoldings - a.btcHoldings)) {
    const types = row.symbol === null ? undefined : duplicateTypes.get(row.symbol);
    if (!types) {
      rows.push({ row, indexTypes: [row.indexType] });
    } else if (!seen.has(row.symbol!)) {
      seen.add(row.symbol!);
      rows.push({ row, indexTypes: types.includes(row.indexType) ? types : [row.indexType, ...types] });
    }
  }
  return rows;
}
