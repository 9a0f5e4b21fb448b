// When a reported holding counts as stale: its as-of date is more than STALE_AFTER_DAYS
// before now. One rule for the public tables (src/lib/staleness.ts re-exports it) and the
// admin overview, which counts stale rows in SQL from staleCutoffDate.

/** A holding reported longer ago than this is marked stale. */
export const STALE_AFTER_DAYS = 90;

const DAY_MS = 86_400_000;

/** Whole days from the as-of date (yyyy-mm-dd, UTC) to `now`; null without a date. */
export function ageInDays(asOfDate: string | null, now: number): number | null {
  if (!asOfDate) return null;
  const time = Date.parse(`${asOfDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return null;
  return Math.floor((now - time) / DAY_MS);
}

/** True when the as-of date is more than `days` days before `now`; a row without a date is not judged. */
export function isStale(asOfDate: string | null, now: number, days: number = STALE_AFTER_DAYS): boolean {
  const age = ageInDays(asOfDate, now);
  return age !== null && age > days;
}

/**
 * The earliest as-of date (yyyy-mm-dd) that is not stale at `now`: a row is stale exactly
 * when its as-of date sorts before this one (what SQL compares against).
 */
export function staleCutoffDate(now: number, days: number = STALE_AFTER_DAYS): string {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return new Date(today - days * DAY_MS).toISOString().slice(0, 10);
}

/** How old the inputs of a summary figure are: its newest and oldest dates and their ages. */
export interface InputsAge {
  newest: string;
  oldest: string;
  newestDays: number;
  oldestDays: number;
  /** Some input is stale: the oldest is more than STALE_AFTER_DAYS old. */
  someStale: boolean;
  /** Every input is stale: even the newest is. */
  allStale: boolean;
}

/**
 * The age of a summary's inputs (yyyy-mm-dd dates or ISO instants; nulls are skipped), or
 * null when none has a date. Every public summary shows it, and a stale one says so (issue 42).
 */
export function inputsAge(
  dates: readonly (string | null | undefined)[],
  now: number,
  days: number = STALE_AFTER_DAYS,
): InputsAge | null {
  const known = dates.filter((date): date is string => typeof date === 'string' && ageInDays(date, now) !== null);
  if (known.length === 0) return null;
  const byDay = known.map((date) => date.slice(0, 10)).sort();
  const oldest = byDay[0]!;
  const newest = byDay[byDay.length - 1]!;
  const newestDays = ageInDays(newest, now)!;
  const oldestDays = ageInDays(oldest, now)!;
  return { newest, oldest, newestDays, oldestDays, someStale: oldestDays > days, allStale: newestDays > days };
}
