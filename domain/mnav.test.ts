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

  it('computes days to cover in both published forms on the market-cap basis', () => {
    // Extra BTC to reach mNAV 1: 150M / 100k − 1,000 = 500 BTC; at 10 BTC a day → 50 days.
    const cover = result.cover.marketCap;
    expect(cover.status).toBe('ok');
    expect(cover.btcToMnavOne).toBeCloseTo(500, 10);
    expect(cover.daysToCoverAbsolute).toBeCloseTo(50, 10);
    // ln(1.5) / ln(1.001) ≈ 405.67 days.
    expect(cover.daysToCoverYield).toBeCloseTo(Math.log(1.5) / Math.log(1.001), 10);
  });

  it('computes them on the enterprise-value basis too, the default when its inputs are known', () => {
    // 175M / 100k − 1,000 = 750 BTC; at 10 BTC a day → 75 days; ln(1.75) / ln(1.001).
    const cover = result.cover.enterpriseValue;
    expect(result.defaultBasis).toBe('enterpriseValue');
    expect(cover.mnav).toBeCloseTo(1.75, 12);
    expect(cover.btcToMnavOne).toBeCloseTo(750, 10);
    expect(cover.daysToCoverAbsolute).toBeCloseTo(75, 10);
    expect(cover.daysToCoverYield).toBeCloseTo(Math.log(1.75) / Math.log(1.001), 10);
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

  it('zero BTC still needs the whole value in BTC to reach mNAV 1, and days at a fixed rate', () => {
    // 1e9 / 100k − 0 = 10,000 BTC; at 10 BTC a day → 1,000 days. No yield can grow zero BTC.
    const result = calculateMnav({
      ...empty,
      btcHeld: 0,
      btcPrice: 100_000,
      marketCap: 1e9,
      debt: 5e8,
      preferred: 0,
      cash: 0,
      btcAddedPerDay: 10,
      dailyBtcYieldPct: 0.1,
    });
    for (const [basis, btc] of [
      ['marketCap', 10_000],
      ['enterpriseValue', 15_000],
    ] as const) {
      const cover = result.cover[basis];
      expect(cover.status).toBe('ok');
      expect(cover.mnav).toBeNull();
      expect(cover.btcToMnavOne).toBeCloseTo(btc, 10);
      expect(cover.daysToCoverAbsolute).toBeCloseTo(btc / 10, 10);
      expect(cover.daysToCoverYield).toBeNull();
    }
  });

  it('missing shares leaves per-share figures empty', () => {
    const result = calculateMnav({ ...empty, btcHeld: 10, btcPrice: 50_000, marketCap: 1e6 });
    expect(result.marketCapMnav).toBeCloseTo(2, 12);
    expect(result.btcPerShare).toBeNull();
    expect(result.navPerShare).toBeNull();
  });

  it('refuses more BTC than will ever exist, held or added per day', () => {
    const result = calculateMnav({
      ...empty,
      btcHeld: 1e20,
      btcPrice: 50_000,
      marketCap: 1e6,
      btcAddedPerDay: 21_000_001,
    });
    expect(result.issues).toEqual({
      btcHeld: 'Enter a number from 0 to 21,000,000.',
      btcAddedPerDay: 'Enter a number from 0 to 21,000,000.',
    });
    expect(result.btcNav).toBeNull();
    expect(calculateMnav({ ...empty, btcHeld: 21_000_000 }).issues).toEqual({});
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

  it('a discount (mNAV < 1) is "at a discount", never a negative BTC needed', () => {
    const result = calculateMnav({
      ...empty,
      btcHeld: 100,
      btcPrice: 100_000,
      marketCap: 5e6,
      btcAddedPerDay: 1,
      dailyBtcYieldPct: 1,
    });
    expect(result.premiumPct).toBeCloseTo(-50, 10);
    expect(result.cover.marketCap).toMatchObject({
      status: 'at_discount',
      btcToMnavOne: null,
      daysToCoverAbsolute: null,
      daysToCoverYield: null,
    });
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
          const {
            issues: _issues,
            cover,
            enterpriseValueMissing: _missing,
            defaultBasis: _basis,
            ...figures
          } = calculateMnav(input);
          const covers = Object.values(cover).flatMap(({ basis: _b, status: _s, ...rest }) => Object.values(rest));
          for (const figure of [...Object.values(figures), ...covers]) {
            // eslint-disable-next-line vitest/no-conditional-expect -- property test: a figure that cannot be computed is null, the others finite
            if (figure !== null) expect(Number.isFinite(figure)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('calculateMnav: the market reading (enterprise value only when its inputs are known)', () => {
  // Illustrative inputs, not reported figures: chosen so that enterprise-value mNAV is 1.19
  // while market-cap mNAV is below 1 — the shape of Strategy in November 2025, where the
  // market-cap form alone gave "0 days" to cover.
  const strategyShape: MnavInput = {
    ...empty,
    btcHeld: 650_000,
    btcPrice: 90_000, // BTC NAV $58.5B
    marketCap: 52e9, // market-cap mNAV ≈ 0.889
    debt: 8.2e9,
    preferred: 11.4e9,
    cash: 2e9, // EV $69.6B → EV mNAV ≈ 1.19
    btcAddedPerDay: 500,
    dailyBtcYieldPct: 0.05,
  };

  it('an EV mNAV of 1.19 is not "0 days": EV is the default basis and gives days to cover', () => {
    const result = calculateMnav(strategyShape);
    expect(result.marketCapMnav).toBeCloseTo(0.889, 3);
    expect(result.enterpriseValueMnav).toBeCloseTo(1.19, 2);
    expect(result.defaultBasis).toBe('enterpriseValue');
    expect(result.cover.marketCap.status).toBe('at_discount');
    const ev = result.cover.enterpriseValue;
    expect(ev.status).toBe('ok');
    // 69.6B ÷ 90,000 − 650,000 = 123,333.3 BTC; ÷ 500 a day = 246.7 days.
    expect(ev.btcToMnavOne).toBeCloseTo(69.6e9 / 90_000 - 650_000, 6);
    expect(ev.daysToCoverAbsolute).toBeCloseTo((69.6e9 / 90_000 - 650_000) / 500, 6);
    expect(ev.daysToCoverAbsolute).toBeGreaterThan(0);
    expect(ev.daysToCoverYield).toBeCloseTo(Math.log(69.6e9 / 58.5e9) / Math.log(1.0005), 6);
  });

  it('missing cash makes EV mNAV incomplete, naming cash, instead of counting it as 0', () => {
    // Counting missing cash as 0 overstates EV mNAV (Metaplanet: 1.31 against a published 1.17).
    const result = calculateMnav({ ...strategyShape, cash: null });
    expect(result.enterpriseValue).toBeNull();
    expect(result.enterpriseValueMnav).toBeNull();
    expect(result.enterpriseValueMissing).toEqual(['cash']);
    expect(result.cover.enterpriseValue.status).toBe('incomplete');
    expect(result.defaultBasis).toBe('marketCap');
  });

  it('names every missing input, and an invalid one counts as missing', () => {
    const result = calculateMnav({ ...strategyShape, debt: null, preferred: -1, cash: null });
    expect(result.enterpriseValueMissing).toEqual(['debt', 'preferred', 'cash']);
  });

  it('zero is a known value: debt, preferred and cash of 0 give EV = market cap', () => {
    const result = calculateMnav({ ...strategyShape, debt: 0, preferred: 0, cash: 0 });
    expect(result.enterpriseValue).toBe(52e9);
    expect(result.enterpriseValueMnav).toBeCloseTo(result.marketCapMnav!, 12);
  });

  it('a negative enterprise value is not meaningful, never a negative multiple', () => {
    const result = calculateMnav({ ...strategyShape, debt: 0, preferred: 0, cash: 60e9 });
    expect(result.enterpriseValue).toBe(-8e9);
    expect(result.enterpriseValueMnav).toBeNull();
    expect(result.cover.enterpriseValue.status).toBe('not_meaningful');
    expect(result.defaultBasis).toBe('marketCap');
  });

  it('a market cap of 0 entered by hand is an error, not replaced by price × shares', () => {
    const result = calculateMnav({ ...strategyShape, marketCap: 0, sharePrice: 200, sharesOutstanding: 280e6 });
    expect(result.issues.marketCap).toBe('Must be greater than zero.');
    expect(result.marketCap).toBeNull();
    expect(result.marketCapMnav).toBeNull();
    expect(result.cover.marketCap.status).toBe('missing');
    // Left empty, price × shares is used.
    expect(
      calculateMnav({ ...strategyShape, marketCap: null, sharePrice: 200, sharesOutstanding: 280e6 }).marketCap,
    ).toBe(56e9);
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
