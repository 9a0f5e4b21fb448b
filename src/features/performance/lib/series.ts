// The chart's two series as one point per day: index values from index_history and the
// BTC price from price_data (the last price stored each UTC day), cut to a range that ends
// on the latest date either series has.
import { findPriceGaps, type PriceGap } from '@domain/market/price-gaps';
import type { IndexHistoryRow } from '@domain/schemas/market';
import type { Price } from '@domain/schemas/prices';

export const CHART_RANGES = ['30D', '90D', '1Y', 'All'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = '1Y';

/** Days each range reaches back from its end; null for everything stored. */
export const RANGE_DAYS: Readonly<Record<ChartRange, number | null>> = { '30D': 30, '90D': 90, '1Y': 365, All: null };

export const RANGE_LABELS: Readonly<Record<ChartRange, string>> = {
  '30D': 'the last 30 days',
  '90D': 'the last 90 days',
  '1Y': 'the last year',
  All: 'all stored data',
};

export function isChartRange(value: string | null | undefined): value is ChartRange {
  return (CHART_RANGES as readonly string[]).includes(value ?? '');
}

export interface DailyPoint {
  /** yyyy-mm-dd (UTC). */
  date: string;
  value: number;
  /** Where a stored price came from (prices only; null when it was stored without one). */
  source?: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

const byDate = (a: DailyPoint, b: DailyPoint) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** Index values, oldest first, one per date. */
export function dailyIndexValues(rows: readonly IndexHistoryRow[]): DailyPoint[] {
  const byDay = new Map<string, number>();
  for (const row of rows) {
    if (ISO_DATE.test(row.date) && Number.isFinite(row.indexValue)) byDay.set(row.date.slice(0, 10), row.indexValue);
  }
  return [...byDay].map(([date, value]) => ({ date, value })).sort(byDate);
}

/** The last stored price of each UTC day for `symbol`, oldest first. */
export function dailyClosingPrices(prices: readonly Price[], symbol = 'BTC'): DailyPoint[] {
  const latest = new Map<string, { time: number; value: number; source: string | null }>();
  for (const price of prices) {
    if (price.symbol !== symbol) continue;
    const time = Date.parse(price.timestamp);
    if (Number.isNaN(time)) continue;
    const date = new Date(time).toISOString().slice(0, 10);
    const seen = latest.get(date);
    if (!seen || time > seen.time) latest.set(date, { time, value: price.price, source: price.source });
  }
  return [...latest].map(([date, { value, source }]) => ({ date, value, source })).sort(byDate);
}

/** The sources of the points and how many days each gave, most days first (null: stored without one). */
export function sourceDays(points: readonly DailyPoint[]): { source: string | null; days: number }[] {
  const days = new Map<string | null, number>();
  for (const point of points) {
    const source = point.source ?? null;
    days.set(source, (days.get(source) ?? 0) + 1);
  }
  return [...days]
    .map(([source, count]) => ({ source, days: count }))
    .sort((a, b) => b.days - a.days || (a.source ?? '').localeCompare(b.source ?? ''));
}

/** The latest date across the series, or null when all are empty. */
export function latestDate(...series: readonly (readonly DailyPoint[])[]): string | null {
  let latest: string | null = null;
  for (const points of series) {
    const last = points.at(-1)?.date;
    if (last && (latest === null || last > latest)) latest = last;
  }
  return latest;
}

/** The first date a range includes, when it ends on `end`; null for 'All'. */
export function rangeStart(end: string, range: ChartRange): string | null {
  const days = RANGE_DAYS[range];
  if (days === null) return null;
  const start = new Date(`${end}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - days);
  return start.toISOString().slice(0, 10);
}

export function filterRange(points: readonly DailyPoint[], range: ChartRange, end: string | null): DailyPoint[] {
  if (end === null) return [];
  const start = rangeStart(end, range);
  return points.filter((point) => (start === null || point.date >= start) && point.date <= end);
}

export interface DailyRow {
  date: string;
  indexValue: number | null;
  btcPrice: number | null;
  /** Where that day's price came from (null: no price that day, or stored without a source). */
  btcPriceSource: string | null;
}

/** Both series side by side, oldest first. */
export function mergeByDate(index: readonly DailyPoint[], prices: readonly DailyPoint[]): DailyRow[] {
  const rows = new Map<string, DailyRow>();
  for (const point of index) {
    rows.set(point.date, { date: point.date, indexValue: point.value, btcPrice: null, btcPriceSource: null });
  }
  for (const point of prices) {
    const price = { btcPrice: point.value, btcPriceSource: point.source ?? null };
    const row = rows.get(point.date);
    if (row) Object.assign(row, price);
    else rows.set(point.date, { date: point.date, indexValue: null, ...price });
  }
  return [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Percent change from the first to the last point; null with fewer than two. */
export function changePct(points: readonly DailyPoint[]): number | null {
  if (points.length < 2) return null;
  const first = points[0]!.value;
  const last = points.at(-1)!.value;
  return first !== 0 ? ((last - first) / first) * 100 : null;
}

/** Runs of days without a point between two that have one (ADR 154: two or more days). */
export function seriesGaps(points: readonly DailyPoint[]): PriceGap[] {
  return findPriceGaps(points.map((point) => point.date));
}

/** A chart point, or a day with no value: the line breaks there instead of bridging a gap. */
export type LinePoint = { time: string; value: number } | { time: string };

/** The points (oldest first, one a day) as a line's data, with a break on the first day of each gap. */
export function lineWithBreaks(points: readonly DailyPoint[]): LinePoint[] {
  const breaks = new Set(seriesGaps(points).map((gap) => gap.from));
  const line: LinePoint[] = [];
  points.forEach((point, i) => {
    if (i > 0) {
      const dayAfter = new Date(Date.parse(`${points[i - 1]!.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      if (breaks.has(dayAfter)) line.push({ time: dayAfter });
    }
    line.push({ time: point.date, value: point.value });
  });
  return line;
}
