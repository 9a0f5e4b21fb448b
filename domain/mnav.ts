// mNAV and per-share maths for the mNAV calculator. Every result is a finite number or null
// (with the reason in `issues`): the page never shows NaN or Infinity.

export const SATS_PER_BTC = 100_000_000;

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

export interface MnavResult {
  btcNav: number | null;
  marketCap: number | null;
  enterpriseValue: number | null;
  marketCapMnav: number | null;
  enterpriseValueMnav: number | null;
  /** (mNAV − 1) × 100: positive is a premium to the BTC held, negative a discount. */
  premiumPct: number | null;
  btcPerShare: number | null;
  satsPerShare: number | null;
  /** BTC NAV per share: the share price at which market-cap mNAV is 1. */
  navPerShare: number | null;
  /** BTC needed to reach mNAV 1 at today's market cap: marketCap / btcPrice − btcHeld. */
  btcToMnavOne: number | null;
  /** btcToMnavOne ÷ BTC added per day. */
  daysToCoverAbsolute: number | null;
  /** ln(mNAV) ÷ ln(1 + daily BTC yield). */
  daysToCoverYield: number | null;
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
  }
  if (isSet(input.dailyBtcYieldPct) && Number.isFinite(input.dailyBtcYieldPct) && input.dailyBtcYieldPct <= -100) {
    issues.dailyBtcYieldPct = 'Must be above −100%.';
  }
  return issues;
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
  const marketCap = ok('marketCap') ?? (isSet(sharePrice) && isSet(shares) ? finiteOrNull(sharePrice * shares) : null);

  const btcNav = isSet(btcHeld) && isSet(btcPrice) ? finiteOrNull(btcHeld * btcPrice) : null;
  const navUsable = isSet(btcNav) && btcNav > 0 ? btcNav : null;
  const enterpriseValue = isSet(marketCap)
    ? finiteOrNull(marketCap + (ok('debt') ?? 0) + (ok('preferred') ?? 0) - (ok('cash') ?? 0))
    : null;
  const mnav = marketCapMnav(marketCap, btcNav);
  const enterpriseValueMnav =
    isSet(enterpriseValue) && isSet(navUsable) ? finiteOrNull(enterpriseValue / navUsable) : null;
  const btcPerShare = isSet(btcHeld) && isSet(shares) ? finiteOrNull(btcHeld / shares) : null;
  const navPerShare = isSet(btcNav) && isSet(shares) ? finiteOrNull(btcNav / shares) : null;
  const btcToMnavOne =
    isSet(marketCap) && isSet(btcPrice) && isSet(btcHeld) ? finiteOrNull(marketCap / btcPrice - btcHeld) : null;

  const added = ok('btcAddedPerDay');
  const daysToCoverAbsolute =
    isSet(btcToMnavOne) && isSet(added) && added > 0 ? finiteOrNull(Math.max(btcToMnavOne, 0) / added) : null;
  const yieldPct = ok('dailyBtcYieldPct');
  const daysToCoverYield =
    isSet(mnav) && mnav > 0 && isSet(yieldPct) && yieldPct > 0
      ? finiteOrNull(Math.max(Math.log(mnav), 0) / Math.log(1 + yieldPct / 100))
      : null;

  return {
    btcNav,
    marketCap,
    enterpriseValue,
    marketCapMnav: mnav,
    enterpriseValueMnav,
    premiumPct: isSet(mnav) ? finiteOrNull((mnav - 1) * 100) : null,
    btcPerShare,
    satsPerShare: isSet(btcPerShare) ? finiteOrNull(btcPerShare * SATS_PER_BTC) : null,
    navPerShare,
    btcToMnavOne,
    daysToCoverAbsolute,
    daysToCoverYield,
    issues,
  };
}
