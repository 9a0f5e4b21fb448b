import { describe, expect, it } from 'vitest';
import { sourceFlags } from './source-flags';

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
