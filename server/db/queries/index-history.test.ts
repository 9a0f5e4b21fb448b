import { describe, expect, it } from 'vitest';
import type { IndexHistoryRow } from '../../../domain/schemas/market.ts';
import { assertStorableHistory, ImpossibleHistoryError } from './index-history.ts';

const row: IndexHistoryRow = {
  id: 'bitcoin_treasury-2026-11-23',
  date: '2026-11-23',
  indexValue: 4_100,
  totalBtc: 1_000_000,
  totalMarketCap: 5e11,
  constituentCount: 30,
  performance1d: -1.2,
  performance7d: null,
  performance30d: 3,
  indexType: 'bitcoin_treasury',
};

describe('the guard where index_history is written', () => {
  it('lets finite figures through (performance may be negative)', () => {
    expect(() => assertStorableHistory(row)).not.toThrow();
  });

  it.each([
    ['an infinite index value', { indexValue: Number.POSITIVE_INFINITY }],
    ['a NaN total', { totalBtc: Number.NaN }],
    ['an infinite market cap', { totalMarketCap: Number.POSITIVE_INFINITY }],
    ['a negative BTC total', { totalBtc: -1 }],
    ['an infinite performance', { performance30d: Number.NEGATIVE_INFINITY }],
  ])('refuses %s', (_what, change) => {
    expect(() => assertStorableHistory({ ...row, ...change })).toThrow(ImpossibleHistoryError);
  });
});
