// Gaps in a daily price series: runs of UTC days with no stored price between two days that
// have one. A run of GAP_MIN_MISSING_DAYS or more missing days is a gap (ADR 154): the daily
// price API lists it and a chart breaks its line there instead of drawing a straight line
// across it. A single missing day is not one (the line joins its neighbours).

/** The fewest missing days in a row that count as a gap. */
export const GAP_MIN_MISSING_DAYS = 2;

export interface PriceGap {
  /** The first missing UTC day (yyyy-mm-dd). */
  from: string;
  /** The last missing UTC day (yyyy-mm-dd). */
  to: string;
  /** Days without a price, `from` to `to` inclusive. */
  missingDays: number;
}

const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The gaps between the given UTC days (yyyy-mm-dd, any order, repeats allowed), oldest first.
 * Days outside the first and last given day are not gaps: a series simply starts and ends.
 */
export function findPriceGaps(dates: readonly string[], minMissingDays = GAP_MIN_MISSING_DAYS): PriceGap[] {
  const days = [...new Set(dates.map(dayNumber).filter(Number.isFinite))].sort((a, b) => a - b);
  const gaps: PriceGap[] = [];
  for (let i = 1; i < days.length; i += 1) {
    const missingDays = days[i]! - days[i - 1]! - 1;
    if (missingDays >= minMissingDays) {
      gaps.push({ from: dateOf(days[i - 1]! + 1), to: dateOf(days[i]! - 1), missingDays });
    }
  }
  return gaps;
}
