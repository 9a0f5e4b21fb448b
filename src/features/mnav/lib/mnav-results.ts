// Each result of calculateMnav as the page shows it: label, formula, formatted value, and —
// when the value is missing — a plain reason ('Needs shares outstanding.') instead of a
// number. Nothing here ever yields NaN or Infinity: missing values are '—'.
import type { MnavField, MnavInput, MnavResult } from '@domain/mnav';
import { formatSignedPercent } from '@/lib/format';
import { fieldSpec } from './mnav-form';
import { formatBtcAmount, formatDays, formatMultiple, formatSats, formatUsdAmount, MISSING } from './mnav-format';

export type ResultKey = Exclude<keyof MnavResult, 'issues'>;

export interface ResultLine {
  key: ResultKey;
  label: string;
  formula: string;
  value: string;
  /** Why the value is missing, or what it means. */
  note: string | null;
}

/** The premium or discount to the BTC held is read to one decimal ('+23.4% premium'). */
const MNAV_PREMIUM_DECIMALS = 1;

const lowerLabel = (field: MnavField) => {
  const label = fieldSpec(field).label;
  return label === 'BTC held' || label === 'BTC price' || label === 'BTC added per day' || label === 'Daily BTC yield'
    ? label
    : label.toLowerCase();
};

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function describeMnavResults(input: MnavInput, result: MnavResult): ResultLine[] {
  const usable = (field: MnavField) => input[field] !== null && result.issues[field] === undefined;
  const marketCapUsable = () =>
    usable('marketCap') || (usable('sharePrice') && usable('sharesOutstanding') && result.marketCap !== null);

  /** 'Needs X and Y.' for the inputs that are empty or invalid; null when all are usable. */
  const needs = (fields: MnavField[], withMarketCap = false): string | null => {
    const missing = fields.filter((field) => !usable(field)).map(lowerLabel);
    if (withMarketCap && !marketCapUsable()) missing.unshift('market cap (or share price and shares outstanding)');
    return missing.length > 0 ? `Needs ${listJoin(missing)}.` : null;
  };
  const navIsZero = result.btcNav === 0 ? 'Not defined: the BTC NAV is zero.' : null;
  const tooLarge = 'Too large to compute.';

  const line = (
    key: ResultKey,
    label: string,
    formula: string,
    format: (value: number) => string,
    whyMissing: () => string | null,
    meaning: (value: number) => string | null = () => null,
  ): ResultLine => {
    const value = result[key];
    return value === null
      ? { key, label, formula, value: MISSING, note: whyMissing() ?? tooLarge }
      : { key, label, formula, value: format(value), note: meaning(value) };
  };

  const marketCapFormula = usable('marketCap') ? 'market cap as entered' : 'share price × shares outstanding';
  const mnav = result.marketCapMnav;
  const atOrBelowOne = 'Already at or below mNAV 1.';

  return [
    line(
      'marketCapMnav',
      'mNAV (market cap)',
      'market cap ÷ BTC NAV',
      formatMultiple,
      () => needs(['btcHeld', 'btcPrice'], true) ?? navIsZero,
    ),
    line(
      'enterpriseValueMnav',
      'mNAV (enterprise value)',
      '(market cap + debt + preferred − cash) ÷ BTC NAV',
      formatMultiple,
      () => needs(['btcHeld', 'btcPrice'], true) ?? navIsZero,
    ),
    line(
      'premiumPct',
      'Premium or discount',
      '(market-cap mNAV − 1) × 100%',
      (value) =>
        `${formatSignedPercent(value, MNAV_PREMIUM_DECIMALS)} ${value > 0 ? 'premium' : value < 0 ? 'discount' : '(at NAV)'}`,
      () => needs(['btcHeld', 'btcPrice'], true) ?? navIsZero,
      (value) =>
        value > 0
          ? 'The market values the company above the BTC it holds.'
          : value < 0
            ? 'The market values the company below the BTC it holds.'
            : null,
    ),
    line(
      'btcNav',
      'BTC NAV',
      'BTC held × BTC price',
      (value) => formatUsdAmount(value),
      () => needs(['btcHeld', 'btcPrice']),
    ),
    line(
      'marketCap',
      'Market cap used',
      marketCapFormula,
      (value) => formatUsdAmount(value),
      () => needs([], true),
    ),
    line(
      'enterpriseValue',
      'Enterprise value',
      'market cap + debt + preferred − cash',
      (value) => formatUsdAmount(value),
      () => needs([], true),
      () => 'Debt, preferred and cash count as zero when left empty.',
    ),
    line(
      'btcPerShare',
      'BTC per share',
      'BTC held ÷ shares outstanding',
      (value) => formatBtcAmount(value, 8),
      () => needs(['btcHeld', 'sharesOutstanding']),
    ),
    line('satsPerShare', 'Sats per share', 'BTC per share × 100,000,000', formatSats, () =>
      needs(['btcHeld', 'sharesOutstanding']),
    ),
    line(
      'navPerShare',
      'NAV per share',
      'BTC NAV ÷ shares outstanding',
      (value) => formatUsdAmount(value, { exact: true }),
      () => needs(['btcHeld', 'btcPrice', 'sharesOutstanding']),
      () => 'The share price at which market-cap mNAV is 1.',
    ),
    line(
      'btcToMnavOne',
      'BTC needed to reach mNAV 1',
      'market cap ÷ BTC price − BTC held',
      (value) => formatBtcAmount(value, 2),
      () => needs(['btcHeld', 'btcPrice'], true),
      (value) => (value <= 0 ? 'Zero or less: the BTC held is already worth the market cap or more.' : null),
    ),
    line(
      'daysToCoverAbsolute',
      'Days to cover (BTC added per day)',
      'BTC needed to reach mNAV 1 ÷ BTC added per day',
      formatDays,
      () =>
        needs(['btcHeld', 'btcPrice', 'btcAddedPerDay'], true) ??
        (input.btcAddedPerDay === 0 ? 'Not defined when no BTC is added per day.' : null),
      () => (result.btcToMnavOne !== null && result.btcToMnavOne <= 0 ? atOrBelowOne : null),
    ),
    line(
      'daysToCoverYield',
      'Days to cover (BTC yield)',
      'ln(mNAV) ÷ ln(1 + daily BTC yield)',
      formatDays,
      () =>
        needs(['btcHeld', 'btcPrice', 'dailyBtcYieldPct'], true) ??
        navIsZero ??
        (input.dailyBtcYieldPct !== null && input.dailyBtcYieldPct <= 0 ? 'Needs a daily BTC yield above 0%.' : null),
      () => (mnav !== null && mnav <= 1 ? atOrBelowOne : null),
    ),
  ];
}
