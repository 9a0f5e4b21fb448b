import { describe, expect, it } from 'vitest';
import { changeSince, indexPerformance, shiftIsoDate } from './performance.ts';

describe('index performance from stored history', () => {
  const history = [
    { date: '2026-10-01', indexValue: 1000 },
    { date: '2026-10-20', indexValue: 1100 },
    { date: '2026-11-13', indexValue: 1200 },
    { date: '2026-11-20', indexValue: 1250 },
  ];

  it('compares with the latest row on or before 1, 7 and 30 days earlier', () => {
    const result = indexPerformance(history, '2026-11-21', 1300);
    expect(result.performance1d).toBeCloseTo(4, 10); // vs 2026-11-20: 1300/1250 − 1
    expect(result.performance7d).toBeCloseTo((1300 / 1200 - 1) * 100, 10); // 2026-11-14 → 11-13 row
    expect(result.performance30d).toBeCloseTo((1300 / 1100 - 1) * 100, 10); // cut-off 2026-10-22 → the 10-20 row
  });

  it('is null when history is too short', () => {
    expect(indexPerformance([], '2026-11-21', 1300)).toEqual({
      performance1d: null,
      performance7d: null,
      performance30d: null,
    });
    expect(changeSince([{ date: '2026-11-21', indexValue: 5 }], '2026-11-21', 6, 1)).toBeNull();
  });

  it('shifts dates across month ends in UTC', () => {
    expect(shiftIsoDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => shiftIsoDate('nope', 1)).toThrow('Invalid date');
  });
});
