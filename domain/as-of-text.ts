// A stored as-of text ('2026-06-15', '2021-02', '2026-06-09/2026-06-15', '2024-07 (inferred)',
// 'late 2025') in words for a reader: each date at the precision it was given — a day as a
// day ('Jun 15, 2026', the spec's style), a month as a month ('February 2021', never a day of
// it), a year as a year — and the rest of the note as written. Calendar dates, formatted in
// UTC: the same on the server, in the hydrating render and after it. One source for the
// pages (figure cards, tables, the calculator) and the server's page descriptions.
import { AS_OF_DATE_TOKEN, lastDayOfMonth } from './as-of-date.ts';
import { formatDate } from './format-date.ts';
import { dateTimeFormat } from './intl-formats.ts';

// A '/' between two dates: a period ('2026-06-09/2026-06-15').
const RANGE_SLASH = /(?<=\d)\/(?=\d)/g;
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

function describeToken(token: string, year: string, month: string | undefined, day: string | undefined): string {
  if (month === undefined) return year;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return token;
  if (day === undefined) return dateTimeFormat(MONTH_YEAR).format(Date.UTC(Number(year), monthNumber - 1, 1));
  const dayNumber = Number(day);
  if (dayNumber < 1 || dayNumber > lastDayOfMonth(Number(year), monthNumber)) return token;
  return formatDate(token);
}

/** The as-of text for a reader; null when the figure has no recorded date. */
export function describeAsOfText(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  return text
    .replace(RANGE_SLASH, ' to ')
    .replace(AS_OF_DATE_TOKEN, (token: string, year: string, month?: string, day?: string) =>
      describeToken(token, year, month, day),
    );
}
