// Turns the free-form "as of" texts of the source CSVs ('2026-06-15/2026-06-21',
// '2026-02 (approx)', 'late 2025') into one sortable date: the latest date they name.

// Years 1900–2099, optionally with month and day; not part of a longer number.
const DATE_TOKEN = /(?<![\d-])((?:19|20)\d{2})(?:-(\d{2})(?:-(\d{2}))?)?(?![\d])/g;

const pad = (value: number) => String(value).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The latest concrete date the text names, as YYYY-MM-DD: the end of a range, the last day
 * of a month for 'YYYY-MM', 31 December for a bare year; null when it names no date.
 * Throws a RangeError for an impossible date such as 2026-02-30 or 2026-13.
 */
export function parseAsOfDate(text: string): string | null {
  let latest: string | null = null;
  for (const match of text.matchAll(DATE_TOKEN)) {
    const year = Number(match[1]);
    const month = match[2] === undefined ? 12 : Number(match[2]);
    if (month < 1 || month > 12) throw new RangeError(`"${match[0]}" is not a real date`);
    const monthEnd = lastDayOfMonth(year, month);
    const day = match[3] === undefined ? monthEnd : Number(match[3]);
    if (day < 1 || day > monthEnd) throw new RangeError(`"${match[0]}" is not a real date`);
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    if (latest === null || iso > latest) latest = iso;
  }
  return latest;
}
