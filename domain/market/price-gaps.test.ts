import { describe, expect, it } from 'vitest';
import { findPriceGaps, GAP_MIN_MISSING_DAYS } from './price-gaps.ts';

describe('findPriceGaps', () => {
  it('finds a run of missing days between two stored days', () => {
    expect(findPriceGaps(['2026-08-20', '2026-08-21', '2026-12-07', '2026-12-08'])).toEqual([
      { from: '2026-08-22', to: '2026-12-06', missingDays: 107 },
    ]);
  });

  it('does not count one missing day, the days before the first or after the last', () => {
    expect(GAP_MIN_MISSING_DAYS).toBe(2);
    expect(findPriceGaps(['2026-01-01', '2026-01-03', '2026-01-04'])).toEqual([]);
    expect(findPriceGaps(['2026-01-01', '2026-01-04'])).toEqual([
      { from: '2026-01-02', to: '2026-01-03', missingDays: 2 },
    ]);
    expect(findPriceGaps([])).toEqual([]);
    expect(findPriceGaps(['2026-01-01'])).toEqual([]);
  });

  it('takes dates or timestamps in any order, repeats allowed, across month and leap days', () => {
    expect(
      findPriceGaps(['2024-03-02T23:59:00.000Z', '2024-02-27T00:00:00.000Z', '2024-02-27T12:00:00.000Z', '2024-03-02']),
    ).toEqual([{ from: '2024-02-28', to: '2024-03-01', missingDays: 3 }]);
  });

  it('honours another threshold', () => {
    expect(findPriceGaps(['2026-01-01', '2026-01-03'], 1)).toEqual([
      { from: '2026-01-02', to: '2026-01-02', missingDays: 1 },
    ]);
  });
});
