// mNAV and per-share maths for the mNAV calculator. Every result is a finite number or null
// (with the reason in `issues`): the page never shows NaN or Infinity.

import type { IndexType } from './schemas/common.ts';
import { fieldMessages } from './schemas/fields.ts';
import { MAX_BTC_HOLDINGS } from './schemas/market-fields.ts';

export const SATS_PER_BTC = 100_000_000;

/** The stored companies the calculator offers to fill in: the Pure Bitcoin Treasury index's. */
export const MNAV_CALCULATOR_INDEX: IndexType = 'bitcoin_treasury';

export interface MnavInput {
  btcHeld: number | null;
  btcPrice: number | null;
  /** Market capitalisation in USD; when null it is sharePrice × sharesOutstanding. */
  marketCap: number | null;
  sharePrice: number | null;
  sharesOutstanding: number | null;
  debt: number | null;
  preferred: number | null;
  cash: number | null;
  /** BTC the company adds per day, for days to cover (absolute form). */
  btcAddedPerDay: number | null;
  /** Daily BTC yield in percent (growth of BTC per share per day), for days to cover (log form). */
  dailyBtcYieldPct: number | null;
}

export type MnavField = keyof MnavInput;

/** The two bases mNAV is read on: market cap, or enterprise value (market cap + debt + preferred − cash). */
export type MnavBasis = 'enterpriseValue' | 'marketCap';

/** The capital-structure inputs enterprise value needs; each must be known (0 is a value). */
export const ENTERPRISE_VALUE_INPUTS = ['debt', 'preferred', 'cash'] as const;
export type EnterpriseValueInput = (typeof ENTERPRISE_VALUE_INPUTS)[number];

/**
 * - `ok`: the figures are set.
 * - `missing`: holdings, price or market cap are missing or invalid.
 * - `incomplete`: (enterprise-value basis) debt, preferred or cash is not known.
 * - `not_meaningful`: (enterprise-value basis) enterprise value is zero or negative.
 * - `at_discount`: mNAV is at or below 1 — no BTC is needed to reach mNAV 1, nothing to cover.
 */
export type MnavBasisStatus = 'ok' | 'missing' | 'incomplete' | 'not_meaningful' | 'at_discount';

export interface MnavCover {
  basis: MnavBasis;
  status: MnavBasisStatus;
  /**
   * The mNAV on this basis (null unless status is ok or at_discount; null too when no BTC is
   * held, where it is not defined but the BTC needed to reach mNAV 1 is).
   */
  mnav: number | null;
  /** BTC needed for mNAV 1 on this basis: value ÷ BTC price − BTC held. Null at a discount. */
  btcToMnavOne: number | null;
  /** btcToMnavOne ÷ BTC added per day. */
  daysToCoverAbsolute: number | null;
  /** ln(mNAV) ÷ ln(1 + daily BTC yield). */
  daysToCoverYield: number | null;
}

export interface MnavResult {
  btcNav: number | null;
  marketCap: number | null;
  /** Null unless market cap, debt, preferred and cash are all known. */
  enterpriseValue: number | null;
  /** Which of debt, preferred and cash are missing (empty or invalid): EV mNAV is incomplete without them. */
  enterpriseValueMissing: EnterpriseValueInput[];
  marketCapMnav: number | null;
  /** Null when incomplete or when enterprise value is zero or negative (not meaningful). */
  enterpriseValueMnav: number | null;
  /** (market-cap mNAV − 1) × 100: positive is a premium to the BTC held, negative a discount. */
  premiumPct: number | null;
  btcPerShare: number | null;
  satsPerShare: number | null;
  /** BTC NAV per share: the share price at which market-cap mNAV is 1. */
  navPerShare: number | null;
  /** BTC to reach mNAV 1 and days to cover on each basis. */
  cover: Record<MnavBasis, MnavCover>;
  /** Enterprise value where its inputs are known and it is positive, else market cap. */
  defaultBasis: MnavBasis;
  issues: Partial<Record<MnavField, string>>;
}

const isSet = (value: number | null): value is number => value !== null;
const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);

/**
 * Market-cap mNAV = market cap ÷ USD value of the BTC held: the calculator's headline and
 * the index tables' mNAV column. Null when either is missing, zero or negative.
 */
export function marketCapMnav(marketCap: number | null, btcValueUsd: number | null): number | null {
  if (marketCap === null || btcValueUsd === null || !(marketCap > 0) || !(btcValueUsd > 0)) return null;
  return finiteOrNull(marketCap / btcValueUsd);
}

/** Field-level problems with the input, as messages to show beside each field. */
export function validateMnavInput(input: MnavInput): Partial<Record<MnavField, string>> {
  const issues: Partial<Record<MnavField, string>> = {};
  const positive: MnavField[] = ['btcPrice', 'marketCap', 'sharePrice', 'sharesOutstanding'];
  const nonNegative: MnavField[] = ['btcHeld', 'debt', 'preferred', 'cash', 'btcAddedPerDay'];
  for (const field of Object.keys(input) as MnavField[]) {
    const value = input[field];
    if (value === null) continue;
    if (!Number.isFinite(value)) issues[field] = 'Enter a number.';
    else if (positive.includes(field) && value <= 0) issues[field] = 'Must be greater than zero.';
    else if (nonNegative.includes(field) && value < 0) issues[field] = 'Cannot be negative.';
    // No more BTC than will ever exist, held or added in a day.
    else if ((field === 'btcHeld' || field === 'btcAddedPerDay') && value > MAX_BTC_HOLDINGS) {
      issues[field] = fieldMessages.range(0, MAX_BTC_HOLDINGS);
    }
  }
  if (isSet(input.dailyBtcYieldPct) && Number.isFinite(input.dailyBtcYieldPct) && input.dailyBtcYieldPct <= -100) {
    issues.dailyBtcYieldPct = 'Must be above −100%.';
  }
  return issues;
}

function coverOn(
  basis: MnavBasis,
  value: number | null,
  status: MnavBasisStatus,
  btcNav: number | null,
  btcPrice: number | null,
  btcHeld: number | null,
  added: number | null,
  yieldPct: number | null,
): MnavCover {
  const none = { basis, mnav: null, btcToMnavOne: null, daysToCoverAbsolute: null, daysToCoverYield: null };
  if (status !== 'ok' || !isSet(value) || !isSet(btcNav) || !isSet(btcPrice) || !isSet(btcHeld)) {
    return { ...none, status: status === 'ok' ? 'missing' : status };
  }
  // With no BTC held the mNAV is not defined (÷ 0), but the BTC needed to reach mNAV 1 is:
  // all of the value ÷ BTC price.
  const mnav = btcNav > 0 ? finiteOrNull(value / btcNav) : null;
  if (btcNav > 0 && !isSet(mnav)) return { ...none, status: 'missing' };
  if (isSet(mnav) && mnav <= 1) return { ...none, mnav, status: 'at_discount' };
  const btcToMnavOne = finiteOrNull(value / btcPrice - btcHeld);
  return {
    basis,
    status: 'ok',
    mnav,
    btcToMnavOne,
    daysToCoverAbsolute: isSet(btcToMnavOne) && isSet(added) && added > 0 ? finiteOrNull(btcToMnavOne / added) : null,
    daysToCoverYield:
      isSet(mnav) && isSet(yieldPct) && yieldPct > 0
        ? finiteOrNull(Math.log(mnav) / Math.log(1 + yieldPct / 100))
        : null,
  };
}

export function calculateMnav(input: MnavInput): MnavResult {
  const issues = validateMnavInput(input);
  const ok = (field: MnavField): number | null => {
    const value = input[field];
    return value !== null && issues[field] === undefined ? value : null;
  };
  const btcHeld = ok('btcHeld');
  const btcPrice = ok('btcPrice');
  const shares = ok('sharesOutstanding');
  const sharePrice = ok('sharePrice');
  // A market cap typed by hand that is invalid (0, negative, not a number) is an error: it
  // is not replaced by share price × shares behind the user's back.
  const marketCap =
    input.marketCap !== null
      ? ok('marketCap')
      : isSet(sharePrice) && isSet(shares)
        ? finiteOrNull(sharePrice * shares)
        : null;

  const btcNav = isSet(btcHeld) && isSet(btcPrice) ? finiteOrNull(btcHeld * btcPrice) : null;
  const navUsable = isSet(btcNav) && btcNav > 0 ? btcNav : null;
  const enterpriseValueMissing = ENTERPRISE_VALUE_INPUTS.filter((field) => ok(field) === null);
  const enterpriseValue =
    isSet(marketCap) && enterpriseValueMissing.length === 0
      ? finiteOrNull(marketCap + ok('debt')! + ok('preferred')! - ok('cash')!)
      : null;
  const mnav = marketCapMnav(marketCap, btcNav);
  const enterpriseValueMnav =
    isSet(enterpriseValue) && enterpriseValue > 0 && isSet(navUsable)
      ? finiteOrNull(enterpriseValue / navUsable)
      : null;
  const btcPerShare = isSet(btcHeld) && isSet(shares) ? finiteOrNull(btcHeld / shares) : null;
  const navPerShare = isSet(btcNav) && isSet(shares) ? finiteOrNull(btcNav / shares) : null;

  const added = ok('btcAddedPerDay');
  const yieldPct = ok('dailyBtcYieldPct');
  const evStatus: MnavBasisStatus = !isSet(marketCap)
    ? 'missing'
    : enterpriseValueMissing.length > 0
      ? 'incomplete'
      : isSet(enterpriseValue) && enterpriseValue <= 0
        ? 'not_meaningful'
        : 'ok';
  const cover: Record<MnavBasis, MnavCover> = {
    marketCap: coverOn('marketCap', marketCap, 'ok', btcNav, btcPrice, btcHeld, added, yieldPct),
    enterpriseValue: coverOn('enterpriseValue', enterpriseValue, evStatus, btcNav, btcPrice, btcHeld, added, yieldPct),
  };

  return {
    btcNav,
    marketCap,
    enterpriseValue,
    enterpriseValueMissing,
    marketCapMnav: mnav,
    enterpriseValueMnav,
    premiumPct: isSet(mnav) ? finiteOrNull((mnav - 1) * 100) : null,
    btcPerShare,
    satsPerShare: isSet(btcPerShare) ? finiteOrNull(btcPerShare * SATS_PER_BTC) : null,
    navPerShare,
    cover,
    defaultBasis: isSet(enterpriseValueMnav) ? 'enterpriseValue' : 'marketCap',
    issues,
  };
}
