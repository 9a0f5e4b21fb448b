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
