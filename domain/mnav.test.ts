import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateMnav, marketCapMnav, type MnavInput } from './mnav.ts';

const empty: MnavInput = {
  btcHeld: null,
  btcPrice: null,
  marketCap: null,
  sharePrice: null,
  sharesOutstanding: null,
  debt: null,
  preferred: null,
  cash: null,
  btcAddedPerDay: null,
  dailyBtcYieldPct: null,
};

describe('calculateMnav: worked example', () => {
  // 1,000 BTC at $100,000 = $100M of BTC. Market cap $150M (10M shares × $15).
  // Debt 20M + preferred 10M − cash 5M → EV $175M.
  const input: MnavInput = {
    ...empty,
    btcHeld: 1000,
    btcPrice: 100_000,
    sharePrice: 15,
    sharesOutstanding: 10_000_000,
    debt: 20e6,
    preferred: 10e6,
    cash: 5e6,
    btcAddedPerDay: 10,
    dailyBtcYieldPct: 0.1,
  };
  const result = calculateMnav(input);

  it('computes NAV, market-cap and enterprise-value mNAV and the premium', () => {
    expect(result.btcNav).toBe(100e6);
    expect(result.marketCap).toBe(150e6);
    expect(result.enterpriseValue).toBe(175e6);
    expect(result.marketCapMnav).toBeCloseTo(1.5, 12);
    expect(result.enterpriseValueMnav).toBeCloseTo(1.75, 12);
    expect(result.premiumPct).toBeCloseTo(50, 10);
  });

  it('computes per-share figures', () => {
    expect(result.btcPerShare).toBeCloseTo(0.0001, 15);
    expect(result.satsPerShare).toBeCloseTo(10_000, 8);
    expect(result.navPerShare).toBeCloseTo(10, 12); // share price at mNAV 1
  });

  it('computes days to cover in both published forms', () => {
    // Extra BTC to reach mNAV 1: 150M / 100k − 1,000 = 500 BTC; at 10 BTC a day → 50 days.
    expect(result.btcToMnavOne).toBeCloseTo(500, 10);
    expect(result.daysToCoverAbsolute).toBeCloseTo(50, 10);
    // ln(1.5) / ln(1.001) ≈ 405.67 days.
    expect(result.daysToCoverYield).toBeCloseTo(Math.log(1.5) / Math.log(1.001), 10);
  });

  it('prefers an explicit market cap over share price × shares', () => {
    expect(calculateMnav({ ...input, marketCap: 80e6 }).marketCapMnav).toBeCloseTo(0.8, 12);
  });
});

describe('calculateMnav: edges', () => {
  it('zero BTC gives no mNAV rather than Infinity', () => {
    const result = calculateMnav({ ...empty, btcHeld: 0, btcPrice: 100_000, marketCap: 1e9 });
    expect(result.btcNav).toBe(0);
    expect(result.marketCapMnav).toBeNull();
    expect(result.premiumPct).toBeNull();
  });

  it('missing shares leaves per-share figures empty', () => {
    const result = calculateMnav({ ...empty, btcHeld: 10, btcPrice: 50_000, marketCap: 1e6 });
    expect(result.marketCapMnav).toBeCloseTo(2, 12);
    expect(result.btcPerShare).toBeNull();
    expect(result.navPerShare).toBeNull();
  });

  it('flags bad fields and ignores them', () => {
    const result = calculateMnav({ ...empty, btcHeld: -5, btcPrice: 0, marketCap: Number.NaN });
    expect(result.issues).toEqual({
      btcHeld: 'Cannot be negative.',
      btcPrice: 'Must be greater than zero.',
      marketCap: 'Enter a number.',
    });
    expect(result.btcNav).toBeNull();
  });

  it('a discount (mNAV < 1) has no days to cover', () => {
    const result = calculateMnav({
      ...empty,
      btcHeld: 100,
      btcPrice: 100_000,
      marketCap: 5e6,
      btcAddedPerDay: 1,
      dailyBtcYieldPct: 1,
    });
    expect(result.premiumPct).toBeCloseTo(-50, 10);
    expect(result.daysToCoverAbsolute).toBe(0);
    expect(result.daysToCoverYield).toBe(0);
  });

  it('never returns NaN or Infinity, whatever the numbers', () => {
    const value = fc.option(fc.double({ noNaN: false }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          btcHeld: value,
          btcPrice: value,
          marketCap: value,
          sharePrice: value,
          sharesOutstanding: value,
          debt: value,
          preferred: value,
          cash: value,
          btcAddedPerDay: value,
          dailyBtcYieldPct: value,
        }),
        (input) => {
          const { issues: _issues, ...figures } = calculateMnav(input);
          for (const figure of Object.values(figures)) {
            if (figure !== null) expect(Number.isFinite(figure)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('marketCapMnav', () => {
  it('divides market cap by the value of the BTC held', () => {
    expect(marketCapMnav(50e9, 32.5e9)).toBeCloseTo(1.538, 3);
  });

  it('is null without a market cap or a BTC value, never NaN or Infinity', () => {
    expect(marketCapMnav(null, 1e9)).toBeNull();
    expect(marketCapMnav(1e9, null)).toBeNull();
    expect(marketCapMnav(0, 1e9)).toBeNull();
    expect(marketCapMnav(1e9, 0)).toBeNull();
    expect(marketCapMnav(Number.MAX_VALUE, Number.MIN_VALUE)).toBeNull();
  });

  it("is the calculator's headline for the same market cap and BTC value", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e13, noNaN: true }),
        fc.double({ min: 0.001, max: 1e7, noNaN: true }),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        (marketCap, btcHeld, btcPrice) => {
          const result = calculateMnav({ ...empty, marketCap, btcHeld, btcPrice });
          expect(result.marketCapMnav).toBe(marketCapMnav(marketCap, btcHeld * btcPrice));
        },
      ),
    );
  });
});
