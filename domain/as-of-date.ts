// Turns the free-form "as of" texts of the source CSVs ('2026-06-15/2026-06-21',
// '2026-02 (approx)', 'late 2025') into one sortable date: the latest date they name.

/** Years 1900–2099, optionally with month and day; not part of a longer number. Groups: year, month, day. */
export const AS_OF_DATE_TOKEN = /(?<![\d-])((?:19|20)\d{2})(?:-(\d{2})(?:-(\d{2}))?)?(?![\d])/g;

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day of a month (1–12) of a year. */
export function lastDayOfMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** One period an as-of text names: a day, a month or a year, as its first and last day. */
export interface NamedPeriod {
  start: string;
  end: string;
}

/**
 * Every period the text names, in order: '2026-06-15' is one day, '2026-05' the month,
 * '2026' the year. Throws a RangeError for an impossible date such as 2026-02-30 or 2026-13.
 */
export function namedPeriods(text: string): NamedPeriod[] {
  const periods: NamedPeriod[] = [];
  for (const match of text.matchAll(AS_OF_DATE_TOKEN)) {
    const year = Number(match[1]);
    const month = match[2] === undefined ? null : Number(match[2]);
    if (month !== null && (month < 1 || month > 12)) throw new RangeError(`"${match[0]}" is not a real date`);
    const lastMonth = month ?? 12;
    const monthEnd = lastDayOfMonth(year, lastMonth);
    const day = match[3] === undefined ? null : Number(match[3]);
    if (day !== null && (day < 1 || day > monthEnd)) throw new RangeError(`"${match[0]}" is not a real date`);
    periods.push({
      start: `${year}-${pad(month ?? 1)}-${pad(day ?? 1)}`,
      end: `${year}-${pad(lastMonth)}-${pad(day ?? monthEnd)}`,
    });
  }
  return periods;
}

/**
 * The latest concrete date the text names, as YYYY-MM-DD: the end of a range, the last day
 * of a month for 'YYYY-MM', 31 December for a bare year; null when it names no date.
 * Throws a RangeError for an impossible date such as 2026-02-30 or 2026-13.
 */
export function parseAsOfDate(text: string): string | null {
  let latest: string | null = null;
  for (const { end } of namedPeriods(text)) if (latest === null || end > latest) latest = end;
  return latest;
}

/** The forms an as-of text may take, as messages name them. */
export const ACCEPTED_AS_OF_FORMS =
  'YYYY-MM-DD (such as 2026-06-15), YYYY-MM, YYYY or a range such as 2026-06-15/2026-06-21';

/**
 * A date written with slashes: 12/01/2026 (December or January?), 1/2/26, 12/2026,
 * 2026/12/01. Not a range of ISO dates such as 2026-06-15/2026-06-21.
 */
const SLASH_DATE = /(?<![\d-])(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}\/\d{1,2}\/\d{1,2}|\d{1,2}\/\d{4})(?![\d-])/;

/** The first date the text writes with slashes (which cannot be read without guessing), or null. */
export function slashDateIn(text: string): string | null {
  return SLASH_DATE.exec(text)?.[0] ?? null;
}

/** Today's date in UTC, YYYY-MM-DD. */
export const todayUtcDate = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10);

/**
 * The date stored for an as-of text (ADR 169): the latest date it names, but never after
 * `today` — a period that has not ended yet ('2026-12' on 7 December, '2026' during 2026)
 * is stored as today, its last day so far. Null when the text names no date; throws as
 * parseAsOfDate for an impossible date.
 */
export function storedAsOfDate(text: string, today = todayUtcDate()): string | null {
  const latest = parseAsOfDate(text);
  return latest !== null && latest > today ? today : latest;
}
