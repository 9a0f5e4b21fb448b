import { describe, expect, it } from 'vitest';
import { combinedHoldingsFixture, constituentFixture } from '@/testing/market-fixtures';
import { combinedRows, reconcile, totalBtc, totalUsd } from './holdings-totals';

describe('reconcile', () => {
  it('category totals less the overlap equal the grand total, in BTC and in USD', () => {
    const combined = combinedHoldingsFixture();
    const result = reconcile(combined);
    expect(result.categoriesBtc - result.overlapBtc).toBe(result.totalBtc);
    expect(result.totalBtc).toBe(combined.totalBTC);
    expect(result.totalUsd).toBe(combined.totalIndexValue);
    expect(result.overlapBtc).toBe(0);
  });

  it('shows what categories count twice when their totals include a duplicate', () => {
    const result = reconcile({
      totalBTC: 100,
      totalIndexValue: 1_000,
      categories: [
        { indexType: 'bitcoin_treasury', label: 'Public companies', count: 1, totalBTC: 100, totalValueUSD: 1_000 },
        { indexType: 'green_vault', label: 'GreenVault', count: 1, totalBTC: 40, totalValueUSD: 400 },
      ],
    });
    expect(result).toEqual({
      categoriesBtc: 140,
      overlapBtc: 40,
      totalBtc: 100,
      categoriesUsd: 1_400,
      overlapUsd: 400,
      totalUsd: 1_000,
    });
  });
});

describe('combinedRows', () => {
  it('shows a company in two lists once, with every category it appears in, largest holder first', () => {
    const rows = combinedRows(combinedHoldingsFixture());
    const bravo = rows.filter(({ row }) => row.symbol === 'BRVO');
    expect(bravo).toHaveLength(1);
    expect(bravo[0]!.indexTypes).toEqual(['bitcoin_treasury', 'green_vault']);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i - 1]!.row.btcHoldings).toBeGreaterThanOrEqual(rows[i]!.row.btcHoldings);
    }
  });

  it('counts the holders the grand total counts', () => {
    const combined = combinedHoldingsFixture();
    expect(totalBtc(combinedRows(combined).map(({ row }) => row))).toBe(combined.totalBTC);
    expect(totalUsd(combinedRows(combined).map(({ row }) => row))).toBe(combined.totalIndexValue);
  });

  it('keeps an ETF that shares a ticker with a company as a holder of its own', () => {
    const etf = constituentFixture({ indexType: 'bitcoin_etf', symbol: 'SAME', btcHoldings: 550 });
    const company = constituentFixture({ indexType: 'bitcoin_treasury', symbol: 'SAME', btcHoldings: 6_500 });
    const green = constituentFixture({ indexType: 'green_vault', symbol: 'SAME', btcHoldings: 6_500 });
    const holders = combinedRows({ rows: [etf, company, green] });
    expect(holders.map(({ indexTypes }) => indexTypes)).toEqual([['bitcoin_treasury', 'green_vault'], ['bitcoin_etf']]);
  });
});
