import { describe, expect, it } from 'vitest';
import { governmentCategory, governmentCategoryTotals, sourceFlags } from './government-categories.ts';

describe('sourceFlags', () => {
  it('reads estimates and seizures from the source note', () => {
    expect(sourceFlags('Estimate tied to PlusToken-era seizures (2019); no official disclosure.')).toEqual({
      estimate: true,
      seized: true,
      notStateReserve: false,
    });
    expect(sourceFlags('Coins forfeited to the state after a court case.')).toEqual({
      estimate: false,
      seized: true,
      notStateReserve: false,
    });
    expect(sourceFlags('2026-02 (inferred) from public statements')).toEqual({
      estimate: true,
      seized: false,
      notStateReserve: false,
    });
    expect(sourceFlags('Official disclosure by the treasury.')).toEqual({
      estimate: false,
      seized: false,
      notStateReserve: false,
    });
    expect(sourceFlags(null)).toEqual({ estimate: false, seized: false, notStateReserve: false });
  });

  it("marks a country's figure that is not the state's own Bitcoin", () => {
    // governments.csv's Ukraine row, as the seed stores it.
    const ukraine =
      "[BT-JUN26]: BitcoinTreasuries labels this 'holdings of public officials' (asset declarations) - NOT a state reserve.";
    expect(sourceFlags(ukraine)).toEqual({ estimate: false, seized: false, notStateReserve: true });
    expect(sourceFlags('Treasury-held BTC set aside as a strategic reserve.').notStateReserve).toBe(false);
  });
});

describe('governmentCategory and its totals', () => {
  const row = (btcHoldings: number, sourceNote: string) => ({ btcHoldings, btcValueUSD: btcHoldings * 10, sourceNote });

  it('puts "not a state reserve" before seized, and a plain disclosure among state reserves', () => {
    expect(governmentCategory("Labelled 'holdings of public officials' - NOT a state reserve.")).toBe('other');
    expect(governmentCategory('Seized coins; not a state reserve.')).toBe('other');
    expect(governmentCategory('DOJ forfeiture filed Oct 2025.')).toBe('seized_or_forfeited');
    expect(governmentCategory('Strategic reserve disclosed by the treasury.')).toBe('state_reserve');
    expect(governmentCategory(null)).toBe('state_reserve');
  });

  it('totals each category, and the categories add up to every row', () => {
    const rows = [
      row(100, 'Disclosed reserve.'),
      row(50, 'Seized in 2019.'),
      row(46_351, 'holdings of public officials - NOT a state reserve'),
      row(0, 'Sold its seized coins.'),
    ];
    const totals = governmentCategoryTotals(rows);
    expect(totals.map(({ category, count, totalBTC }) => [category, count, totalBTC])).toEqual([
      ['state_reserve', 1, 100],
      ['seized_or_forfeited', 1, 50],
      ['other', 1, 46_351],
    ]);
    expect(totals.reduce((sum, total) => sum + total.totalBTC, 0)).toBe(100 + 50 + 46_351);
    expect(totals.map((total) => total.label)).toEqual([
      'State reserves',
      'Seized or forfeited coins',
      'Other: not a state reserve',
    ]);
  });
});
