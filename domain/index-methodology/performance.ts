// Index performance from stored history: the percent change against the latest row on or
// before 1, 7 and 30 days earlier — computed, never made up; null when history is too short.

export const PERFORMANCE_WINDOWS_DAYS = [1, 7, 30] as const;

export interface HistoryPoint {
  /** ISO date, yyyy-mm-dd. */
  date: string;
  indexValue: number;
}

export interface Performance {
  performance1d: number | null;
  performance7d: number | null;
  performance30d: number | null;
}

const DAY_MS = 86_400_000;

export function shiftIsoDate(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`Invalid date: ${date}`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/** Percent change of `value` against the latest point on or before `date − days`; null when none. */
export function changeSince(
  history: readonly HistoryPoint[],
  date: string,
  value: number,
  days: number,
): number | null {
  const cutoff = shiftIsoDate(date, -days);
  let reference: HistoryPoint | undefined;
  for (const point of history) {
    if (point.date <= cutoff && (!reference || point.date > reference.date)) reference = point;
  }
  if (!reference || !(reference.indexValue > 0)) return null;
  return ((value - reference.indexValue) / reference.indexValue) * 100;
}

export function indexPerformance(history: readonly HistoryPoint[], date: string, value: number): Performance {
  return {
    performance1d: changeSince(history, date, value, 1),
    performance7d: changeSince(history, date, value, 7),
    performance30d: changeSince(history, date, value, 30),
  };
}
