import { describe, expect, it } from 'vitest';
import { namedPeriods, parseAsOfDate } from './as-of-date.ts';

describe('parseAsOfDate', () => {
  it.each([
    ['2026-06-15', '2026-06-15'],
    ['2026-06-15/2026-06-21', '2026-06-21'],
    ['2026-05', '2026-05-31'],
    ['2026-02 (approx)', '2026-02-28'],
    ['2024-02', '2024-02-29'],
    ['2026-01/2026-03', '2026-03-31'],
    ['2025-12-31 to 2026-02-14', '2026-02-14'],
    ['2026 (undated)', '2026-12-31'],
    ['2022', '2022-12-31'],
    ['late 2025', '2025-12-31'],
    ['2026-05 (file date; row not individually dated)', '2026-05-31'],
  ])('%s → %s', (text, expected) => {
    expect(parseAsOfDate(text)).toBe(expected);
  });

  it('gives null when the text names no date', () => {
    expect(parseAsOfDate('not stated')).toBeNull();
    expect(parseAsOfDate('')).toBeNull();
  });

  it('rejects impossible dates', () => {
    expect(() => parseAsOfDate('2026-02-30')).toThrow(RangeError);
    expect(() => parseAsOfDate('2026-13')).toThrow(/not a real date/);
  });
});

describe('namedPeriods', () => {
  it('gives the first and last day of each day, month or year named', () => {
    expect(namedPeriods('2026 (undated)')).toEqual([{ start: '2026-01-01', end: '2026-12-31' }]);
    expect(namedPeriods('2026-06-15/2026-06-21')).toEqual([
      { start: '2026-06-15', end: '2026-06-15' },
      { start: '2026-06-21', end: '2026-06-21' },
    ]);
    expect(namedPeriods('2024-02 (approx)')).toEqual([{ start: '2024-02-01', end: '2024-02-29' }]);
    expect(namedPeriods('no date')).toEqual([]);
    expect(() => namedPeriods('2026-06-31')).toThrow(RangeError);
  });
});
