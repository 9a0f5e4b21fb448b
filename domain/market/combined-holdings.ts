// Every holder in one list (BTC held, descending) with totals that count each holder once.
// One rule for the server's totals (GET /api/holdings/combined) and the browser's table:
// the public-company and GreenVault lists share companies by ticker, so a company in both
// is one holder, counted under public companies; ETFs and governments are holders of their
// own, even when an ETF's ticker string equals a company's (ABTC is both American Bitcoin
// Corp on Nasdaq and a 21Shares ETP in Switzerland).
import { INDEX_TYPES, type IndexType } from '../schemas/common.ts';
import type { Constituent } from '../schemas/constituents.ts';
import type { CombinedHoldings } from '../schemas/market.ts';
import { governmentCategoryTotals } from './government-categories.ts';

export const CATEGORY_LABELS: Readonly<Record<IndexType, string>> = {
  bitcoin_treasury: 'Public companies',
  bitcoin_etf: 'Spot Bitcoin ETFs and funds',
  government_reserve: 'Governments (state reserves, seized or forfeited coins, other)',
  green_vault: 'GreenVault ESG (not already counted as public companies)',
};

/**
 * Categories in the order totals are shown; a holder is counted in the first one it
 * appears in. INDEX_TYPES is already in that order: public companies before GreenVault.
 */
export const CATEGORY_ORDER: readonly IndexType[] = INDEX_TYPES;

export const DOUBLE_COUNTING_NOTE =
  'Each holder is counted once. A company that appears both among public companies and in the GreenVault ESG set ' +
  '(matched by ticker) is counted under public companies only. ETF and government figures are separate holders, ' +
  'even where an ETF shares a ticker with a company; ' +
  "public companies' BTC held through ETF shares is not subtracted, because the sources do not disclose it.";

/** Index types whose rows are companies, matched across lists by ticker. */
const COMPANY_TYPES: ReadonlySet<IndexType> = new Set(['bitcoin_treasury', 'green_vault']);

/** Who a row's BTC belongs to: a company by its ticker, any other row by itself. */
export function holderKey(row: Pick<Constituent, 'id' | 'symbol' | 'indexType'>): string {
  return row.symbol && COMPANY_TYPES.has(row.indexType) ? `company:${row.symbol.toUpperCase()}` : `row:${row.id}`;
}

/**
 * Whether a row counts as a holder: it holds some BTC. A row at 0 BTC (Germany, which sold
 * its seized coins in 2024) stays listed with its date and source, but a count of holders
 * ("held by N governments", "N holders") leaves it out (ADR 120).
 */
export function holdsBitcoin(row: Pick<Constituent, 'btcHoldings'>): boolean {
  return row.btcHoldings > 0;
}

/** How many of `rows` hold some BTC: the number a "held by N …" count shows. */
export function countHoldingBitcoin(rows: readonly Pick<Constituent, 'btcHoldings'>[]): number {
  return rows.filter(holdsBitcoin).length;
}

export interface Holder {
  key: string;
  /** The row that is counted: the holder's row in the first category it appears in. */
  row: Constituent;
  /** Every category the holder is listed in, counted one first (several for a duplicate). */
  indexTypes: IndexType[];
}

const byBtcDescending = (a: Constituent, b: Constituent) =>
  b.btcHoldings - a.btcHoldings || a.companyName.localeCompare(b.companyName);

/** Each holder once, in category order of first appearance; within a category, most BTC first. */
function holdersInCategoryOrder(sorted: readonly Constituent[]): Holder[] {
  const holders = new Map<string, Holder>();
  for (const indexType of CATEGORY_ORDER) {
    for (const row of sorted) {
      if (row.indexType !== indexType) continue;
      const key = holderKey(row);
      const holder = holders.get(key);
      if (holder) holder.indexTypes.push(row.indexType);
      else holders.set(key, { key, row, indexTypes: [row.indexType] });
    }
  }
  return [...holders.values()];
}

/** Every holder once, most BTC first: what the combined table lists and the totals count. */
export function groupHolders(rows: readonly Constituent[]): Holder[] {
  return holdersInCategoryOrder([...rows].sort(byBtcDescending)).sort((a, b) => byBtcDescending(a.row, b.row));
}

export function combineHoldings(rows: readonly Constituent[]): CombinedHoldings {
  const sorted = [...rows].sort(byBtcDescending);
  const holders = holdersInCategoryOrder(sorted);
  const categories = CATEGORY_ORDER.map((indexType) => ({
    indexType,
    label: CATEGORY_LABELS[indexType],
    count: 0,
    totalBTC: 0,
    totalValueUSD: 0,
  }));
  const categoryOf = new Map(categories.map((category) => [category.indexType, category]));
  for (const { row } of holders) {
    const category = categoryOf.get(row.indexType)!;
    if (holdsBitcoin(row)) category.count += 1;
    category.totalBTC += row.btcHoldings;
    category.totalValueUSD += row.btcValueUSD;
  }
  const duplicates = holders
    .filter((holder) => holder.indexTypes.length > 1)
    .map(({ row, indexTypes }) => ({
      symbol: row.symbol ?? '',
      companyName: row.companyName,
      indexTypes: [...indexTypes],
      btcHoldings: row.btcHoldings,
    }));

  return {
    rows: sorted,
    totalBTC: categories.reduce((sum, category) => sum + category.totalBTC, 0),
    totalIndexValue: categories.reduce((sum, category) => sum + category.totalValueUSD, 0),
    categories,
    duplicates,
    doubleCountingNote: DOUBLE_COUNTING_NOTE,
    // What the Governments line counts, by kind: the same rule as the government table.
    governmentCategories: governmentCategoryTotals(sorted.filter((row) => row.indexType === 'government_reserve')),
  };
}
