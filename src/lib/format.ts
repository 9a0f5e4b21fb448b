// en-US formatters for the edge of the UI: dates with time and time zone, BTC, USD and
// percentages. Values are stored raw everywhere else and formatted only here.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface DateFormatOptions {
  /** IANA time zone; defaults to the reader's own. */
  timeZone?: string;
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'Nov 21, 2026, 7:42 AM UTC' — short month, time and time zone. */
export function formatDateTime(value: string | number | Date, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', {
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
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : options.timeZone,
  }).format(date);
}

/** '1,234' — whole number with grouping. */
export function formatInteger(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** '846,842 BTC' — grouped, up to `fractionDigits` decimals (default none). */
export function formatBtc(value: number, fractionDigits = 0): string {
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(value);
  return `${number} BTC`;
}

/** '$97,123.45' — US dollars, `fractionDigits` decimals (default 2). */
export function formatUsd(value: number, fractionDigits = 2): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** '$71.3B' — US dollars in billions with one decimal. */
export function formatUsdBillions(value: number): string {
  const billions = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 1e9);
  return `$${billions}B`;
}

/** '15.3%' from the fraction 0.153, `fractionDigits` decimals (default 1). */
export function formatPercent(fraction: number, fractionDigits = 1): string {
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(fraction);
}

/** '$32.5B', '$900M', '$1.2T' — US dollars in compact notation, up to `fractionDigits` decimals (default 1). */
export function formatUsdCompact(value: number, fractionDigits = 1): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** '12.35' — grouped, exactly `fractionDigits` decimals (default 2). */
export function formatDecimal(value: number, fractionDigits = 2): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** '+1.25%', '-2.50%', '0.00%' from a value already in percent (1.25 means 1.25%). */
export function formatSignedPercent(percent: number, fractionDigits = 2): string {
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'exceptZero',
  }).format(percent);
  return `${number}%`;
}
