// Whole days between a calendar date and now, counted in UTC so every reader sees the
// same number whatever their time zone.

const MS_PER_DAY = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of UTC midnight of a 'YYYY-MM-DD' date. */
export function utcDayStart(isoDate: string): number {
  const match = DATE_ONLY.exec(isoDate);
  if (!match) throw new Error(`Expected a YYYY-MM-DD date, got '${isoDate}'`);
  const [, year, month, day] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(day));
}

/** Days from `startDate` to the UTC calendar day of `now`; 0 before the start date. */
export function daysSince(startDate: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((today - utcDayStart(startDate)) / MS_PER_DAY));
}
