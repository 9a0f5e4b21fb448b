import { calculateMnav } from '@domain/mnav';
import type { Constituent } from '@domain/schemas/constituents';
import type { Government, Holder } from '@domain/schemas/holders';
import { describe, expect, it } from 'vitest';
import { governmentFigures, holderFigures, mnavOf, NOT_STORED } from './company-figures';

const row: Constituent = {
  id: 'r1',
  companyName: 'Example Holdings',
  symbol: 'EXH',
  btcHoldings: 1000,
  btcValueUSD: 1e8,
  marketCap: 150e6,
  totalAssets: 150e6,
  btcPercentOfAssets: 66.7,
  indexWeight: 10,
  sector: null,
  country: 'US',
  indexType: 'bitcoin_treasury',
  lastUpdated: '2026-06-20T00:00:00.000Z',
  asOf: '2026-06-15',
  asOfDate: '2026-06-15',
  exchange: 'Nasdaq',
  sourceNote: 'Test filing',
  marketCapAsOf: '2026-06-08',
  renewableEnergyPct: null,
  renewableClaimBasis: null,
  sharesOutstanding: 10e6,
  totalDebtUSD: 20e6,
  preferredUSD: null,
  cashUSD: 5e6,
  capitalAsOf: '2026-03-31',
};

const holder: Holder = {
  ticker: 'EXH',
  name: 'Example Holdings',
  kind: 'company',
  rows: [row],
  price: { symbol: 'BTC', price: 100_000, timestamp: '2026-06-20T12:00:00.000Z', source: 'test' },
  memberships: [],
  changeLog: [],
  asOf: row.lastUpdated,
};

const value = (key: string, target = holder, source = row) =>
  holderFigures(target, source).find((figure) => figure.key === key)!;

describe('holderFigures', () => {
  it('uses the calculator’s calculateMnav, so the page and the calculator agree', () => {
    const expected = calculateMnav({
      btcHeld: 1000,
      btcPrice: 100_000,
      marketCap: 150e6,
      sharePrice: null,
      sharesOutstanding: 10e6,
      debt: 20e6,
      preferred: null,
      cash: 5e6,
      btcAddedPerDay: null,
      dailyBtcYieldPct: null,
    });
    expect(mnavOf(row, 100_000)).toEqual(expected);
    expect(value('marketCapMnav').value).toBe('1.50×');
  });

  it('marks EV mNAV incomplete, naming the missing input, and gives it when all are known', () => {
    expect(value('enterpriseValueMnav').value).toBe('Incomplete: needs preferred stock');
    const full = { ...row, preferredUSD: 0 };
    expect(value('enterpriseValueMnav', { ...holder, rows: [full] }, full).value).toBe('1.65×');
  });

  it('gives every figure an as-of date and a source', () => {
    for (const figure of holderFigures(holder, row)) {
      expect(figure.asOf).not.toBe('');
      expect(figure.source).not.toBe('');
    }
    expect(value('holdings')).toMatchObject({ value: '1,000 BTC', asOf: 'Jun 15, 2026', source: 'Test filing' });
    // Stored as-of dates in the spec's style, never as stored ('2026-06-08').
    expect(value('marketCap').asOf).toBe('Jun 8, 2026');
    expect(value('btcPerShare').asOf).toBe('holdings Jun 15, 2026, shares Mar 31, 2026');
    expect(value('btcPerShare').value).toBe('0.0001 BTC');
  });

  it('says when shares outstanding are not stored', () => {
    const noShares = { ...row, sharesOutstanding: null };
    expect(value('btcPerShare', holder, noShares).value).toBe('Shares outstanding not stored');
  });
});

describe('governmentFigures', () => {
  const governmentRow: Constituent = {
    ...row,
    companyName: 'Freedonia',
    symbol: null,
    indexType: 'government_reserve',
    marketCap: null,
    sharesOutstanding: null,
    totalDebtUSD: null,
    cashUSD: null,
    sourceNote: 'Court filing',
  };
  const government: Government = {
    slug: 'freedonia',
    name: 'Freedonia',
    kind: 'government',
    rows: [governmentRow],
    price: holder.price,
    changeLog: [],
    asOf: governmentRow.lastUpdated,
  };

  it('gives holdings and their USD value at the latest price, each dated and sourced, and nothing else', () => {
    const figures = governmentFigures(government, governmentRow);
    expect(figures.map((figure) => figure.key)).toEqual(['holdings', 'usdValue']);
    expect(figures[0]).toMatchObject({ value: '1,000 BTC', asOf: 'Jun 15, 2026', source: 'Court filing' });
    expect(figures[1]!.value).toBe('$100.00M');
    expect(figures[1]!.asOf).toMatch(/^holdings Jun 15, 2026, price /);
    expect(figures[1]!.source).toBe('Latest stored BTC price (test)');
  });

  it('says the USD value is not stored when no price is', () => {
    const figures = governmentFigures({ ...government, price: null }, governmentRow);
    expect(figures[1]).toMatchObject({ value: NOT_STORED, source: 'Latest stored BTC price' });
  });
});
