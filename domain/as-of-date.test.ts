import { describe, expect, it } from 'vitest';
import { namedPeriods, parseAsOfDate, slashDateIn, storedAsOfDate } from './as-of-date.ts';
import { checkAsOfText } from './schemas/market-fields.ts';

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

describe('storedAsOfDate (ADR 169)', () => {
  it.each([
    ['2026-12', '2026-12-07'],
    ['2026 (undated)', '2026-12-07'],
    ['2026-11-30/2026-12', '2026-12-07'],
    ['2026-11', '2026-11-30'],
    ['2026-12-07', '2026-12-07'],
    ['2025-12-31 to 2026-02-14', '2026-02-14'],
  ])('on 2026-12-07 stores %s as %s: never after today', (text, expected) => {
    expect(storedAsOfDate(text, '2026-12-07')).toBe(expected);
  });

  it('gives null when the text names no date', () => {
    expect(storedAsOfDate('not stated', '2026-12-07')).toBeNull();
  });
});

describe('as-of texts written with slashes', () => {
  it.each(['12/01/2026', '1/2/26', '12/2026', '2026/12/01', 'approx 01/12/2026'])(
    '%s is refused, naming the accepted forms',
    (text) => {
      expect(slashDateIn(text)).not.toBeNull();
      const checked = checkAsOfText(text, Date.parse('2026-12-07T12:00:00Z'));
      expect(checked).toEqual({
        error: expect.stringMatching(/can be read more than one way.*YYYY-MM-DD.*YYYY-MM.*range/),
      });
    },
  );

  it.each(['2026-06-15/2026-06-21', '2026-01/2026-03', '2026-06-15', 'late 2025'])('%s is not a slash date', (text) => {
    expect(slashDateIn(text)).toBeNull();
    expect(checkAsOfText(text, Date.parse('2026-12-07T12:00:00Z'))).toHaveProperty('date');
  });

  it('stores a month not over yet as today, and a day ahead of UTC (a zone east of it) as today too', () => {
    const now = Date.parse('2026-12-07T22:00:00Z');
    expect(checkAsOfText('2026-12', now)).toEqual({ date: '2026-12-07' });
    expect(checkAsOfText('2026-12-08', now)).toEqual({ date: '2026-12-07' });
    expect(checkAsOfText('2026-12-09', now)).toHaveProperty('error');
  });
});
