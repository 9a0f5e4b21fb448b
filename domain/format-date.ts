// Dates as the spec shows them: en-US, short month, with time and time zone. One source for
// the browser (src/lib/format.ts re-exports these) and the server (the dates in mail).

import { dateTimeFormat } from './intl-formats.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateFormatOptions {
  /** IANA time zone; defaults to the reader's own (the server passes 'UTC'). */
  timeZone?: string;
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'Nov 21, 2026, 7:42 AM UTC' — short month, time and time zone; '—' for an invalid date. */
export function formatDateTime(value: string | number | Date, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone,
  }).format(date);
}

/**
 * 'Aug 11, 2020' — short month, no time. A date-only string ('2020-08-11') is a calendar
 * date, not an instant, so it is shown as written whatever the reader's time zone.
 */
export function formatDate(value: string | number | Date, options: DateFormatOptions = {}): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : options.timeZone,
  }).format(date);
}
