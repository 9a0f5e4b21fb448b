// Every holder in one list (BTC held, descending) with totals that count each entity once:
// a company listed both as a public company and in the GreenVault set (same ticker) is one
// holder, counted under public companies.
import type { IndexType } from '../../domain/schemas/common.ts';
import type { Constituent } from '../../domain/schemas/constituents.ts';
import type { CombinedHoldings } from '../../domain/schemas/market.ts';

export const CATEGORY_LABELS: Record<IndexType, string> = {
  bitcoin_treasury: 'Public companies',
  bitcoin_etf: 'Spot Bitcoin ETFs and funds',
  government_reserve: 'Governments',
  green_vault: 'GreenVault ESG (not already counted as public companies)',
};

/** Categories in the order totals are shown; a duplicate is counted in the first one it appears in. */
const CATEGORY_ORDER: IndexType[] = ['bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault'];

export const DOUBLE_COUNTING_NOTE =
  'Each holder is counted once. A company that appears both among public companies and in the GreenVault ESG set ' +
  '(matched by ticker) is counted under public companies only. ETF and government figures are separate holders; ' +
  "public companies' BTC held through ETF shares is not subtracted, because the sources do not disclose it.";

/** Company lists (public companies, GreenVault) share entities by ticker; ETFs and governments are holders of their own (an ETF may share a ticker string with a company on another exchange). */
const COMPANY_TYPES = new Set<IndexType>(['bitcoin_treasury', 'green_vault']);

const entityKey = (row: Constituent) =>
  row.symbol && COMPANY_TYPES.has(row.indexType) ? `company:${row.symbol.toUpperCase()}` : `row:${row.id}`;

export function combineHoldings(rows: readonly Constituent[]): CombinedHoldings {
  const sorted = [...rows].sort((a, b) => b.btcHoldings - a.btcHoldings || a.companyName.localeCompare(b.companyName));
  const categories = CATEGORY_ORDER.map((indexType) => ({
    indexType,
    label: CATEGORY_LABELS[indexType],
    count: 0,
    totalBTC: 0,
    totalValueUSD: 0,
  }));
  // Walk categories in order, so a holder is counted in the first category it appears in.
  const countedIn = new Map<string, Constituent>();
  const duplicates = new Map<string, CombinedHoldings['duplicates'][number]>();
  for (const category of categories) {
    for (const row of sorted.filter((item) => item.indexType === category.indexType)) {
      const key = entityKey(row);
      const first = countedIn.get(key);
      if (first) {
        const duplicate = duplicates.get(key) ?? {
          symbol: first.symbol ?? '',
          companyName: first.companyName,
          indexTypes: [first.indexType],
          btcHoldings: first.btcHoldings,
        };
        duplicate.indexTypes.push(row.indexType);
        duplicates.set(key, duplicate);
        continue;
      }
      countedIn.set(key, row);
      category.count += 1;
      category.totalBTC += row.btcHoldings;
      category.totalValueUSD += row.btcValueUSD;
    }
  }

  return {
    rows: sorted,
    totalBTC: categories.reduce((sum, category) => sum + category.totalBTC, 0),
    totalIndexValue: categories.reduce((sum, category) => sum + category.totalValueUSD, 0),
    categories,
    duplicates: [...duplicates.values()],
    doubleCountingNote: DOUBLE_COUNTING_NOTE,
  };
}
