import { describe, expect, it } from 'vitest';
import { latestPerSymbol } from './latest-per-symbol';

const row = (symbol: string, price: number, timestamp: string) => ({ symbol, price, timestamp, source: null });

describe('latestPerSymbol', () => {
  it('keeps the newest row of each symbol whatever the input order', () => {
    const prices = [
      row('BTC', 60_000, '2026-06-14T00:00:00Z'),
      row('ETH', 3_000, '2026-06-15T00:00:00Z'),
      row('BTC', 65_000, '2026-06-15T00:00:00Z'),
      row('BTC', 62_000, '2026-06-13T00:00:00Z'),
    ];
    expect(latestPerSymbol(prices)).toEqual([
      row('BTC', 65_000, '2026-06-15T00:00:00Z'),
      row('ETH', 3_000, '2026-06-15T00:00:00Z'),
    ]);
  });

  it('is empty for no prices', () => {
    expect(latestPerSymbol([])).toEqual([]);
  });
});
