// en-US formatters for the edge of the UI: dates with time and time zone, BTC, USD and
// percentages. Values are stored raw everywhere else and formatted only here.

// Dates come from domain/ so the server's mail and the pages format them alike. An instant
// is shown in the reader's time zone, except in the server's render and the browser's
// hydrating render (UTC there, so both agree: lib/hydration.ts).
import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  type DateFormatOptions,
} from '@domain/format-date';
import { numberFormat } from '@domain/intl-formats';
import { isHydrating } from './hydration';

export type { DateFormatOptions };

const zone = (options: DateFormatOptions): DateFormatOptions =>
  options.timeZone === undefined && isHydrating() ? { ...options, timeZone: 'UTC' } : options;

/** 'Nov 21, 2026, 7:42 AM UTC' — short month, time and time zone; '—' for an invalid date. */
export function formatDateTime(value: string | number | Date, options: DateFormatOptions = {}): string {
  return formatDateTimeIn(value, zone(options));
}

/** 'Aug 11, 2020' — short month, no time; a date-only string is shown as written. */
export function formatDate(value: string | number | Date, options: DateFormatOptions = {}): string {
  return formatDateIn(value, zone(options));
}

/** '1,234' — whole number with grouping. */
export function formatInteger(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(Math.round(value));
}

/** '846,842 BTC' — grouped, up to `fractionDigits` decimals (default none). */
export function formatBtc(value: number, fractionDigits = 0): string {
  const number = numberFormat({
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(value);
  return `${number} BTC`;
}

/** '$97,123.45' — US dollars, `fractionDigits` decimals (default 2). */
export function formatUsd(value: number, fractionDigits = 2): string {
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** '$71.3B' — US dollars in billions with one decimal. */
export function formatUsdBillions(value: number): string {
  const billions = numberFormat({
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 1e9);
  return `$${billions}B`;
}

/** '15.3%' from the fraction 0.153, `fractionDigits` decimals (default 1). */
export function formatPercent(fraction: number, fractionDigits = 1): string {
  return numberFormat({
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(fraction);
}

/**
 * '$32.5B', '$900.0M', '$1.2T' — US dollars in compact notation, exactly `fractionDigits`
 * decimals (default 1), so the figures of one column line up ('$24.0B' beside '$13.6B').
 */
export function formatUsdCompact(value: number, fractionDigits = 1): string {
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** '12.35' — grouped, exactly `fractionDigits` decimals (default 2). */
export function formatDecimal(value: number, fractionDigits = 2): string {
  return numberFormat({
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Above this, grouped digits are unreadable and wider than a phone: scientific notation instead. */
export const SCIENTIFIC_FROM = 1e15;

/**
 * '+1.25%', '-2.50%', '0.00%' from a value already in percent (1.25 means 1.25%), with
 * `fractionDigits` decimals (default 2); '+1.235E18%' past SCIENTIFIC_FROM. The one signed
 * percentage of the site: index performance, chart changes and mNAV premiums alike.
 */
export function formatSignedPercent(percent: number, fractionDigits = 2): string {
  if (Math.abs(percent) >= SCIENTIFIC_FROM) {
    const scientific = numberFormat({ notation: 'scientific', maximumFractionDigits: 3 });
    return `${percent > 0 ? '+' : ''}${scientific.format(percent)}%`;
  }
  const number = numberFormat({
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'exceptZero',
  }).format(percent);
  return `${number}%`;
}
