// en-US formats for the calculator's results. Very large figures switch to scientific
// notation so a result never runs off a 360 px screen; callers pass finite numbers only.
// Signed percentages use lib/format's formatSignedPercent, the site's one.
import { numberFormat } from '@domain/intl-formats';
import { SCIENTIFIC_FROM } from '@/lib/format';

export const MISSING = '—';

const scientific = () => numberFormat({ notation: 'scientific', maximumFractionDigits: 3 });

function grouped(value: number, fractionDigits: number, minimumFractionDigits = 0): string {
  if (Math.abs(value) >= SCIENTIFIC_FROM) return scientific().format(value);
  return numberFormat({
    minimumFractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** '0.68×' */
export function formatMultiple(value: number): string {
  return `${grouped(value, 2, 2)}×`;
}

/**
 * US dollars: '$42.35B' for a million and more (compact, two decimals), else '$205.13'.
 * `exact` keeps cents and full digits below a trillion (per-share prices).
 */
export function formatUsdAmount(value: number, { exact = false }: { exact?: boolean } = {}): string {
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  if (absolute >= SCIENTIFIC_FROM) return `${sign}$${scientific().format(absolute)}`;
  if (!exact && absolute >= 1e6) {
    return numberFormat({
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  }
  return numberFormat({
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
