import { describe, expect, it } from 'vitest';
import { indexHistoryFixture } from '@/testing/market-tools-fixtures';
import {
  lineWithBreaks,
  seriesGaps,
  changePct,
  dailyClosingPrices,
  dailyIndexValues,
  filterRange,
  latestDate,
  mergeByDate,
  rangeStart,
  sourceDays,
} from './series';

describe('dailyClosingPrices', () => {
  it('keeps the last price of each UTC day, oldest first, for BTC only', () => {
    const points = dailyClosingPrices([
      { symbol: 'BTC', price: 3, timestamp: '2026-06-02T10:00:00Z', source: null },
      { symbol: 'BTC', price: 2, timestamp: '2026-06-01T23:59:00Z', source: 'feed' },
      { symbol: 'BTC', price: 1, timestamp: '2026-06-01T00:00:00Z', source: 'snapshot' },
      { symbol: 'ETH', price: 9, timestamp: '2026-06-03T00:00:00Z', source: null },
    ]);
    expect(points).toEqual([
      { date: '2026-06-01', value: 2, source: 'feed' },
      { date: '2026-06-02', value: 3, source: null },
    ]);
  });

  it('counts the days each source gave, most first, a missing source as null', () => {
    const day = (date: string, source: string | null) => ({ date, value: 1, source });
    expect(
      sourceDays([
        day('2026-06-01', 'snapshot'),
        day('2026-06-02', 'feed'),
        day('2026-06-03', 'snapshot'),
        day('2026-06-04', null),
        { date: '2026-06-05', value: 1 },
      ]),
    ).toEqual([
      { source: null, days: 2 },
      { source: 'snapshot', days: 2 },
      { source: 'feed', days: 1 },
    ]);
    expect(sourceDays([])).toEqual([]);
  });
});

describe('ranges', () => {
  const index = dailyIndexValues(indexHistoryFixture('bitcoin_treasury', 120));

  it('turns the history (newest first) into daily points, oldest first', () => {
    expect(index).toHaveLength(120);
    expect(index[0]!.date).toBe('2026-02-16');
    expect(index.at(-1)!.date).toBe('2026-06-15');
  });

  it('ends every range on the latest date of either series', () => {
    expect(latestDate(index, [{ date: '2026-07-01', value: 1 }])).toBe('2026-07-01');
    expect(latestDate([], [])).toBeNull();
    expect(rangeStart('2026-06-15', '30D')).toBe('2026-05-16');
    expect(rangeStart('2026-06-15', 'All')).toBeNull();
  });

  it('filters 30 days, 90 days, a year and everything', () => {
    expect(filterRange(index, '30D', '2026-06-15')).toHaveLength(31);
    expect(filterRange(index, '90D', '2026-06-15')).toHaveLength(91);
    expect(filterRange(index, '1Y', '2026-06-15')).toHaveLength(120);
    expect(filterRange(index, 'All', '2026-06-15')).toHaveLength(120);
    expect(filterRange(index, '30D', null)).toEqual([]);
  });

  it('merges both series by date and computes the change over a range', () => {
    const rows = mergeByDate(
      [
        { date: '2026-06-01', value: 100 },
        { date: '2026-06-03', value: 110 },
      ],
      [
        { date: '2026-06-02', value: 50_000, source: 'snapshot' },
        { date: '2026-06-03', value: 55_000, source: 'feed' },
      ],
    );
    expect(rows).toEqual([
      { date: '2026-06-01', indexValue: 100, btcPrice: null, btcPriceSource: null },
      { date: '2026-06-02', indexValue: null, btcPrice: 50_000, btcPriceSource: 'snapshot' },
      { date: '2026-06-03', indexValue: 110, btcPrice: 55_000, btcPriceSource: 'feed' },
    ]);
    expect(
      changePct([
        { date: 'a', value: 100 },
        { date: 'b', value: 110 },
      ]),
    ).toBeCloseTo(10, 10);
    expect(changePct([{ date: 'a', value: 100 }])).toBeNull();
  });
});

describe('gaps', () => {
  const points = ['2026-08-20', '2026-08-21', '2026-12-07', '2026-12-09', '2026-12-10'].map((date, i) => ({
    date,
    value: 100 + i,
  }));

  it('finds the runs of two or more days without a point', () => {
    expect(seriesGaps(points)).toEqual([{ from: '2026-08-22', to: '2026-12-06', missingDays: 107 }]);
  });

  it('breaks the line on the first day of each gap and joins over a single missing day', () => {
    expect(lineWithBreaks(points)).toEqual([
      { time: '2026-08-20', value: 100 },
      { time: '2026-08-21', value: 101 },
      { time: '2026-08-22' },
      { time: '2026-12-07', value: 102 },
      { time: '2026-12-09', value: 103 },
      { time: '2026-12-10', value: 104 },
    ]);
    expect(lineWithBreaks([])).toEqual([]);
  });
});
