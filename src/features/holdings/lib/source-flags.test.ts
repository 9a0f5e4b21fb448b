import { describe, expect, it } from 'vitest';
import { sourceFlags } from './source-flags';

describe('sourceFlags', () => {
  it('reads estimates and seizures from the source note', () => {
    expect(sourceFlags('Estimate tied to PlusToken-era seizures (2019); no official disclosure.')).toEqual({
      estimate: true,
      seized: true,
    });
    expect(sourceFlags('Coins forfeited to the state after a court case.')).toEqual({ estimate: false, seized: true });
    expect(sourceFlags('2026-02 (inferred) from public statements')).toEqual({ estimate: true, seized: false });
    expect(sourceFlags('Official disclosure by the treasury.')).toEqual({ estimate: false, seized: false });
    expect(sourceFlags(null)).toEqual({ estimate: false, seized: false });
  });
});
