// en-US formats for the calculator's results. Very large figures switch to scientific
// notation so a result never runs off a 360 px screen; callers pass finite numbers only.

export const MISSING = '—';

/** Above this, grouped digits would be unreadable (and wider than a phone). */
const SCIENTIFIC_FROM = 1e15;

const scientific = new Intl.NumberFormat('en-US', { notation: 'scientific', maximumFractionDigits: 3 });

function grouped(value: number, fractionDigits: number, minimumFractionDigits = 0): string {
  if (Math.abs(value) >= SCIENTIFIC_FROM) return scientific.format(value);
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** '0.68×' */
export function formatMultiple(value: number): string {
  return `${grouped(value, 2, 2)}×`;
}

/** '+23.4%' / '-12.0%' / '0.0%' from percent points. */
export function formatSignedPercent(value: number): string {
  if (Math.abs(value) >= SCIENTIFIC_FROM) return `${value > 0 ? '+' : ''}${scientific.format(value)}%`;
  return `${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value)}%`;
}

/**
 * US dollars: '$42.35B' for a million and more (compact, two decimals), else '$205.13'.
 * `exact` keeps cents and full digits below a trillion (per-share prices).
 */
export function formatUsdAmount(value: number, { exact = false }: { exact?: boolean } = {}): string {
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  if (absolute >= SCIENTIFIC_FROM) return `${sign}$${scientific.format(absolute)}`;
  if (!exact && absolute >= 1e6) {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  }
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** '846,842 BTC', '0.00237657 BTC' */
export function formatBtcAmount(value: number, fractionDigits: number): string {
  return `${grouped(value, fractionDigits)} BTC`;
}

/** '237,657 sats' */
export function formatSats(value: number): string {
  return `${grouped(Math.round(value), 0)} sats`;
}

/** '412.3 days' */
export function formatDays(value: number): string {
  const text = grouped(value, 1);
  return `${text} ${text === '1' ? 'day' : 'days'}`;
}
