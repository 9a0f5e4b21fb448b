import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INDEX_TYPES, type IndexType } from '../schemas/common.ts';
import type { Constituent } from '../schemas/constituents.ts';
import { CATEGORY_LABELS, combineHoldings, countHoldingBitcoin, groupHolders, holderKey } from './combined-holdings.ts';

const PRICE = 100_000;
let sequence = 0;
function row(
  indexType: IndexType,
  symbol: string | null,
  btcHoldings: number,
  companyName = `Holder ${++sequence}`,
): Constituent {
  sequence += 1;
  return {
    id: `row-${sequence}`,
    companyName,
    symbol,
    btcHoldings,
    btcValueUSD: btcHoldings * PRICE,
    marketCap: null,
    totalAssets: null,
    btcPercentOfAssets: null,
    indexWeight: 0,
    sector: null,
    country: null,
    indexType,
    lastUpdated: '2026-06-15T00:00:00.000Z',
    asOf: null,
    asOfDate: null,
    exchange: null,
    sourceNote: null,
    marketCapAsOf: null,
    renewableEnergyPct: null,
    renewableClaimBasis: null,
    sharesOutstanding: null,
    totalDebtUSD: null,
    preferredUSD: null,
    cashUSD: null,
    capitalAsOf: null,
  };
}

/** The seed's collision: ABTC is American Bitcoin Corp (public company and GreenVault) and a 21Shares ETP. */
const americanBitcoin = row('bitcoin_treasury', 'ABTC', 6_500, 'American Bitcoin Corp');
const gryphon = row('green_vault', 'ABTC', 6_500, 'Gryphon Digital Mining (merged into American Bitcoin Corp 2025)');
const etp = row('bitcoin_etf', 'ABTC', 550, '21Shares Bitcoin ETP');
const strategy = row('bitcoin_treasury', 'MSTR', 600_000, 'Strategy');
const usa = row('government_reserve', null, 198_000, 'United States');

describe('holderKey', () => {
  it('matches companies by ticker across the two company lists, and nothing else', () => {
    expect(holderKey(americanBitcoin)).toBe(holderKey(gryphon));
    expect(holderKey(etp)).not.toBe(holderKey(americanBitcoin));
    expect(holderKey({ ...americanBitcoin, symbol: 'abtc' })).toBe(holderKey(americanBitcoin));
    expect(holderKey(row('bitcoin_treasury', null, 1))).not.toBe(holderKey(row('bitcoin_treasury', null, 1)));
  });
});

describe('combineHoldings with a company and an ETF sharing the ticker ABTC', () => {
  const rows = [etp, gryphon, usa, americanBitcoin, strategy];
  const combined = combineHoldings(rows);

  it('counts the company once (under public companies) and the ETF as a holder of its own', () => {
    expect(combined.totalBTC).toBe(600_000 + 6_500 + 550 + 198_000);
    expect(combined.totalIndexValue).toBe(combined.totalBTC * PRICE);
    const byType = Object.fromEntries(combined.categories.map((category) => [category.indexType, category]));
    expect(byType.bitcoin_treasury).toMatchObject({ count: 2, totalBTC: 606_500 });
    expect(byType.bitcoin_etf).toMatchObject({ count: 1, totalBTC: 550 });
    expect(byType.government_reserve).toMatchObject({ count: 1, totalBTC: 198_000 });
    expect(byType.green_vault).toMatchObject({ count: 0, totalBTC: 0 });
    expect(combined.duplicates).toEqual([
      {
        symbol: 'ABTC',
        companyName: 'American Bitcoin Corp',
        indexTypes: ['bitcoin_treasury', 'green_vault'],
        btcHoldings: 6_500,
      },
    ]);
  });

  it('lists the same holders the totals count: two ABTC rows, summing to the grand total', () => {
    const holders = groupHolders(combined.rows);
    expect(holders.filter((holder) => holder.row.symbol === 'ABTC').map((holder) => holder.indexTypes)).toEqual([
      ['bitcoin_treasury', 'green_vault'],
      ['bitcoin_etf'],
    ]);
    expect(holders.reduce((sum, holder) => sum + holder.row.btcHoldings, 0)).toBe(combined.totalBTC);
  });

  it('keeps every row, BTC held descending, and labels every category', () => {
    expect(combined.rows.map((item) => item.id).sort()).toEqual(rows.map((item) => item.id).sort());
    expect(combined.rows.map((item) => item.btcHoldings)).toEqual([600_000, 198_000, 6_500, 6_500, 550]);
    expect(combined.categories.map((category) => category.indexType)).toEqual([...INDEX_TYPES]);
    for (const category of combined.categories) expect(category.label).toBe(CATEGORY_LABELS[category.indexType]);
  });
});

describe('combineHoldings with a government that holds 0 BTC', () => {
  // The seed lists Germany at 0 BTC (it sold its seized coins in Jul 2024): shown, but not a holder.
  const germany = row('government_reserve', null, 0, 'Germany');
  const combined = combineHoldings([usa, germany, strategy]);

  it('lists the row but does not count it as a holder', () => {
    expect(combined.rows.map((item) => item.companyName)).toContain('Germany');
    const governments = combined.categories.find((category) => category.indexType === 'government_reserve');
    expect(governments).toMatchObject({ count: 1, totalBTC: 198_000 });
    expect(combined.categories.reduce((sum, category) => sum + category.count, 0)).toBe(2);
    expect(countHoldingBitcoin(groupHolders(combined.rows).map((holder) => holder.row))).toBe(2);
  });
});

describe('combineHoldings properties', () => {
  const arbitraryRow = fc
    .record({
      indexType: fc.constantFrom(...INDEX_TYPES),
      symbol: fc.option(fc.constantFrom('AAA', 'BBB', 'CCC', 'aaa'), { nil: null }),
      btcHoldings: fc.integer({ min: 0, max: 1_000_000 }),
    })
    .map(({ indexType, symbol, btcHoldings }) => row(indexType, symbol, btcHoldings));

  it('the listed holders, the category totals and the grand total always agree', () => {
    fc.assert(
      fc.property(fc.array(arbitraryRow, { maxLength: 40 }), (rows) => {
        const combined = combineHoldings(rows);
        const holders = groupHolders(rows);
        const keys = new Set(rows.map(holderKey));
        expect(holders).toHaveLength(keys.size);
        // Holders at 0 BTC are listed but not counted.
        expect(combined.categories.reduce((sum, category) => sum + category.count, 0)).toBe(
          countHoldingBitcoin(holders.map((holder) => holder.row)),
        );
        expect(holders.reduce((sum, holder) => sum + holder.row.btcHoldings, 0)).toBe(combined.totalBTC);
        // Every holder is counted in the first category (in INDEX_TYPES order) it appears in.
        for (const holder of holders) {
          const first = INDEX_TYPES.find((type) => holder.indexTypes.includes(type));
          expect(holder.row.indexType).toBe(first);
        }
      }),
    );
  });
});
