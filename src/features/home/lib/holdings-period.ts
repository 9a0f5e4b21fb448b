// The dates behind the home page's public-company total. Each company reports its holdings
// on its own date, so the total spans a period: it is named by its first and last month
// (a day would claim a precision a month-dated report does not have). Calendar dates, in UTC:
// the same on the server and in the browser.
import { dateTimeFormat } from '@domain/intl-formats';

const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

const monthOf = (date: string) => dateTimeFormat(MONTH_YEAR).format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`));

/** 'Holdings reported between February 2021 and June 2026 (…)', 'Holdings as of June 2026', or no date. */
export function describeHoldingsPeriod(earliest: string | null, latest: string | null): string {
  if (latest === null) return 'Holdings as of an unrecorded date';
  const last = monthOf(latest);
  const first = earliest === null ? last : monthOf(earliest);
  if (first === last) return `Holdings as of ${last}`;
  return `Holdings reported between ${first} and ${last} (each company’s date is on its page)`;
}
