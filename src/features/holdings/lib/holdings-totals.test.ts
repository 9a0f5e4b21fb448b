import { describe, expect, it } from 'vitest';
import { combinedHoldingsFixture, constituentFixture } from '@/testing/market-fixtures';
import { combinedRows, reconcile, totalBtc, usdAt } from './holdings-totals';

describe('reconcile', () => {
  it('category totals less the overlap equal the grand total', () => {
    const combined = combinedHoldingsFixture();
    const { categoriesBtc, overlapBtc, totalBtc: total } = reconcile(combined);
    expect(categoriesBtc - overlapBtc).toBe(total);
    expect(total).toBe(combined.totalBTC);
    expect(overlapBtc).toBe(0);
  });

  it('shows what categories count twice when their totals include a duplicate', () => {
    const result = reconcile({
      totalBTC: 100,
      categories: [
        { indexType: 'bitcoin_treasury', label: 'Public companies', count: 1, totalBTC: 100, totalValueUSD: 0 },
        { indexType: 'green_vault', label: 'GreenVault', count: 1, totalBTC: 40, totalValueUSD: 0 },
      ],
    });
    expect(result).toEqual({ categoriesBtc: 140, overlapBtc: 40, totalBtc: 100 });
  });
});

describe('combinedRows', () => {
  it('shows a duplicate once, with every category it appears in, largest holder first', () => {
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
  });

  it('keeps rows that share a ticker but are not listed as duplicates', () => {
    const etf = constituentFixture({ indexType: 'bitcoin_etf', symbol: 'SAME' });
    const company = constituentFixture({ indexType: 'bitcoin_treasury', symbol: 'SAME' });
    expect(combinedRows({ rows: [etf, company], duplicates: [] })).toHaveLength(2);
  });
});

describe('usdAt', () => {
  it('values BTC at the price, or null without one', () => {
    expect(usdAt(2, 65_000)).toBe(130_000);
    expect(usdAt(2, null)).toBeNull();
  });
});
