// A holding is stale when the date it was reported is older than STALE_AFTER_DAYS.
import { STALE_AFTER_DAYS } from '@/config/market';

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
