// Each result of calculateMnav as the page shows it: label, formula, formatted value, and —
// when the value is missing — a plain reason ('Needs shares outstanding.') instead of a
// number. Nothing here ever yields NaN or Infinity: missing values are '—'.
import type { MnavBasis, MnavCover, MnavField, MnavInput, MnavResult } from '@domain/mnav';
import { formatSignedPercent } from '@/lib/format';
import { fieldSpec } from './mnav-form';
import { formatBtcAmount, formatDays, formatMultiple, formatSats, formatUsdAmount, MISSING } from './mnav-format';

export type ResultKey =
  | Exclude<keyof MnavResult, 'issues' | 'cover' | 'defaultBasis' | 'enterpriseValueMissing'>
  | Exclude<keyof MnavCover, 'basis' | 'status' | 'mnav'>;

export const BASIS_LABEL: Record<MnavBasis, string> = {
  enterpriseValue: 'enterprise value',
  marketCap: 'market cap',
};

export const NOT_MEANINGFUL = 'Not meaningful';
export const AT_A_DISCOUNT = 'At a discount';
export const INCOMPLETE = 'Incomplete';

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

/** 'Incomplete: needs cash.' — why EV mNAV is not shown; null when its inputs are all known. */
export function enterpriseValueIncompleteNote(result: MnavResult): string | null {
  if (result.enterpriseValueMissing.length === 0) return null;
  return `Incomplete: needs ${listJoin(result.enterpriseValueMissing.map(lowerLabel))}. Missing inputs are not counted as zero.`;
}

export function describeMnavResults(
  input: MnavInput,
  result: MnavResult,
  basis: MnavBasis = result.defaultBasis,
): ResultLine[] {
  const usable = (field: MnavField) => input[field] !== null && result.issues[field] === undefined;
  // Share price and shares both entered count as a market cap, even when their product is too
  // large to compute: that is said as such, not as a missing input.
  const marketCapUsable = () => usable('marketCap') || (usable('sharePrice') && usable('sharesOutstanding'));

  /** 'Needs X and Y.' for the inputs that are empty or invalid; null when all are usable. */
  const needs = (fields: MnavField[], withMarketCap = false): string | null => {
    const missing = fields.filter((field) => !usable(field)).map(lowerLabel);
    if (withMarketCap && !marketCapUsable()) missing.unshift('market cap (or share price and shares outstanding)');
    return missing.length > 0 ? `Needs ${listJoin(missing)}.` : null;
  };
  const navIsZero = result.btcNav === 0 ? 'Not defined: the BTC NAV is zero.' : null;
  const tooLarge = 'Too large to compute.';

  const cover = result.cover[basis];
  const coverValue = (key: ResultKey): number | null =>
    key === 'btcToMnavOne' || key === 'daysToCoverAbsolute' || key === 'daysToCoverYield'
      ? cover[key]
      : (result[key] as number | null);
  const line = (
    key: ResultKey,
    label: string,
    formula: string,
    format: (value: number) => string,
    whyMissing: () => string | null,
    meaning: (value: number) => string | null = () => null,
  ): ResultLine => {
    const value = coverValue(key);
    return value === null
      ? { key, label, formula, value: MISSING, note: whyMissing() ?? tooLarge }
      : { key, label, formula, value: format(value), note: meaning(value) };
  };

  const marketCapFormula = usable('marketCap') ? 'market cap as entered' : 'share price × shares outstanding';
  const basisName = BASIS_LABEL[basis];
  const onBasis = `On the ${basisName} basis.`;

  const evMnavLine = (): ResultLine => {
    const base = {
      key: 'enterpriseValueMnav' as const,
      label: 'mNAV (enterprise value)',
      formula: '(market cap + debt + preferred − cash) ÷ BTC NAV',
    };
    if (result.enterpriseValueMnav !== null)
      return { ...base, value: formatMultiple(result.enterpriseValueMnav), note: null };
    const basic = needs(['btcHeld', 'btcPrice'], true) ?? navIsZero;
    if (basic) return { ...base, value: MISSING, note: basic };
    const incomplete = enterpriseValueIncompleteNote(result);
    if (incomplete) return { ...base, value: INCOMPLETE, note: incomplete };
    if (result.enterpriseValue !== null && result.enterpriseValue <= 0) {
      return {
        ...base,
        value: NOT_MEANINGFUL,
        note: 'Enterprise value is zero or negative: cash exceeds market cap, debt and preferred.',
      };
    }
    return { ...base, value: MISSING, note: tooLarge };
  };

  /** A figure on the chosen basis: 'At a discount', 'Incomplete' or 'Not meaningful' where no number applies. */
  const coverLine = (
    key: 'btcToMnavOne' | 'daysToCoverAbsolute' | 'daysToCoverYield',
    label: string,
    formula: string,
    format: (value: number) => string,
    whyMissing: () => string | null,
  ): ResultLine => {
    const base = { key, label: `${label} (${basisName} basis)`, formula };
    if (cover.status === 'at_discount') {
      return {
        ...base,
        value: AT_A_DISCOUNT,
        note: `mNAV on the ${basisName} basis is at or below 1: no BTC is needed.`,
      };
    }
    if (cover.status === 'not_meaningful') {
      return { ...base, value: NOT_MEANINGFUL, note: 'Enterprise value is zero or negative.' };
    }
    if (cover.status === 'incomplete') {
      return { ...base, value: INCOMPLETE, note: enterpriseValueIncompleteNote(result) };
    }
    return line(key, base.label, formula, format, whyMissing, () => onBasis);
  };

  return [
    line(
      'marketCapMnav',
      'mNAV (market cap)',
      'market cap ÷ BTC NAV',
      formatMultiple,
      () => needs(['btcHeld', 'btcPrice'], true) ?? navIsZero,
    ),
    evMnavLine(),
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
      () => needs(['debt', 'preferred', 'cash'], true),
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
    coverLine(
      'btcToMnavOne',
      'BTC needed to reach mNAV 1',
      `${basisName} ÷ BTC price − BTC held`,
      (value) => formatBtcAmount(value, 2),
      () => needs(['btcHeld', 'btcPrice'], true),
    ),
    coverLine(
      'daysToCoverAbsolute',
      'Days to cover (BTC added per day)',
      'BTC needed to reach mNAV 1 ÷ BTC added per day',
      formatDays,
      () =>
        needs(['btcHeld', 'btcPrice', 'btcAddedPerDay'], true) ??
        (input.btcAddedPerDay === 0 ? 'Not defined when no BTC is added per day.' : null),
    ),
    coverLine(
      'daysToCoverYield',
      'Days to cover (BTC yield)',
      'ln(mNAV) ÷ ln(1 + daily BTC yield)',
      formatDays,
      () =>
        needs(['btcHeld', 'btcPrice', 'dailyBtcYieldPct'], true) ??
        navIsZero ??
        (input.dailyBtcYieldPct !== null && input.dailyBtcYieldPct <= 0 ? 'Needs a daily BTC yield above 0%.' : null),
    ),
  ];
}
