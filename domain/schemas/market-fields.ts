// Field schemas of market data writes (constituents, prices), with the bounds every write
// shares: no more BTC than will ever exist, USD figures finite and below 10^15, prices
// positive, "as of" texts that name only real dates and none in the future, text without
// control characters. The public POST routes, the admin API and the file import all
// validate with these, so a figure refused in one place is refused everywhere.
import * as z from 'zod/mini';
import { ACCEPTED_AS_OF_FORMS, namedPeriods, slashDateIn, todayUtcDate, type NamedPeriod } from '../as-of-date.ts';
import { groupThousands } from '../intl-formats.ts';
import { boundedNumber, fieldMessages, isCalendarDate, optionalText, text } from './fields.ts';

/** Bitcoin's supply cap: no holder can hold more. */
export const MAX_BTC_HOLDINGS = 21_000_000;
/** USD amounts, share counts and prices stay below 10^15 (the largest company is worth ~5×10^12). */
export const MAX_AMOUNT = 999_999_999_999_999;
/** A market cap below one dollar is a typing error, and would make BTC-per-assets shares explode. */
export const MIN_MARKET_CAP_USD = 1;

export const COMPANY_NAME_MAX_LENGTH = 200;
export const SYMBOL_MAX_LENGTH = 20;
export const SHORT_TEXT_MAX_LENGTH = 100;
export const AS_OF_MAX_LENGTH = 60;
export const SOURCE_NOTE_MAX_LENGTH = 2000;
export const CLAIM_BASIS_MAX_LENGTH = 500;
/** An as-of date may be at most this many days ahead of today (UTC), for time zones ahead of UTC. */
const AS_OF_FUTURE_TOLERANCE_DAYS = 1;
const DAY_MS = 86_400_000;

export const marketFieldMessages = {
  asOfMissing: 'Give the date the figure is as of, such as 2026-06-15 (a range or month such as 2026-05 also works).',
  asOfFuture: 'The as-of date cannot be in the future.',
  pricePositive: `Enter a price above 0 and at most ${groupThousands(MAX_AMOUNT)}.`,
  symbol: 'Use letters, digits, dots and dashes only (such as BTC).',
} as const;

export const btcHoldingsField = boundedNumber(0, MAX_BTC_HOLDINGS);
export const usdAmountField = boundedNumber(0, MAX_AMOUNT);
export const marketCapField = boundedNumber(MIN_MARKET_CAP_USD, MAX_AMOUNT);
export const shareCountField = boundedNumber(0, MAX_AMOUNT);
export const percentField = boundedNumber(0, 100);

/** A price: finite, above zero, below 10^15. */
export const priceField = z.number({ error: fieldMessages.number }).check(
  z.refine((value) => Number.isFinite(value), { error: fieldMessages.number, abort: true }),
  z.gt(0, { error: marketFieldMessages.pricePositive }),
  z.lte(MAX_AMOUNT, { error: marketFieldMessages.pricePositive }),
);

/** A price symbol such as BTC: upper-cased, letters, digits, '.', '-' and '/'. */
export const priceSymbolField = z
  .pipe(
    text({ max: SYMBOL_MAX_LENGTH }),
    z.transform((value: string) => value.toUpperCase()),
  )
  .check(z.refine((value) => /^[A-Z0-9][A-Z0-9./-]*$/.test(value), { error: marketFieldMessages.symbol }));

/**
 * The date an as-of text stores (its latest date, never after today), or the reason it is
 * refused: a date written with slashes (12/01/2026: December or January?), an impossible
 * date, no date at all, or a period that starts after today ('2026' is fine all through
 * 2026, and stored as today until it is over; ADR 169).
 */
export function checkAsOfText(value: string, now = Date.now()): { date: string } | { error: string } {
  const slashDate = slashDateIn(value);
  if (slashDate) return { error: `"${slashDate}" can be read more than one way: write it as ${ACCEPTED_AS_OF_FORMS}.` };
  let periods: NamedPeriod[];
  try {
    periods = namedPeriods(value);
  } catch (error) {
    return { error: `${(error as Error).message}: enter a real calendar date (YYYY-MM-DD, YYYY-MM or a range).` };
  }
  if (periods.length === 0) return { error: marketFieldMessages.asOfMissing };
  const latestAllowed = new Date(now + AS_OF_FUTURE_TOLERANCE_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (periods.some((period) => period.start > latestAllowed)) return { error: marketFieldMessages.asOfFuture };
  const latest = periods.reduce((end, period) => (period.end > end ? period.end : end), periods[0]!.end);
  // A period not over yet is as of today at most (ADR 169), as storedAsOfDate stores it.
  const today = todayUtcDate(now);
  return { date: latest > today ? today : latest };
}

const namesRealDates = z.superRefine((value: string, context) => {
  const checked = checkAsOfText(value);
  if ('error' in checked) context.addIssue({ code: 'custom', message: checked.error, input: value });
});

/**
 * "As of" text as the sources give it: '2026-06-15', '2026-06-15/2026-06-21', '2026-05',
 * '2026-02 (approx)'. Every date it names must exist, at least one must be named, and none
 * may be in the future.
 */
export const asOfField = text({ max: AS_OF_MAX_LENGTH }).check(namesRealDates);

/** An optional as-of text: missing, null or blank become null; otherwise as asOfField. */
export const optionalAsOfField = z.pipe(
  optionalText({ max: AS_OF_MAX_LENGTH }),
  z.nullable(z.string().check(namesRealDates)),
);

export const companyNameField = text({ max: COMPANY_NAME_MAX_LENGTH });
export const symbolField = optionalText({ max: SYMBOL_MAX_LENGTH });
export const shortTextField = optionalText({ max: SHORT_TEXT_MAX_LENGTH });
export const sourceNoteField = text({ max: SOURCE_NOTE_MAX_LENGTH, multiline: true });
export const optionalSourceNoteField = optionalText({ max: SOURCE_NOTE_MAX_LENGTH, multiline: true });
export const claimBasisField = optionalText({ max: CLAIM_BASIS_MAX_LENGTH });

/** The most sources a row can list, and the bounds of each one's title and address. */
export const MAX_SOURCE_LINKS = 20;
export const SOURCE_TITLE_MAX_LENGTH = 200;
export const SOURCE_URL_MAX_LENGTH = 2000;

export const sourceLinkMessages = {
  url: 'Enter a full https:// address (such as https://www.sec.gov/...).',
  publishedFuture: 'The publication date cannot be in the future.',
  tooMany: `List at most ${MAX_SOURCE_LINKS} sources.`,
} as const;

/** True for an absolute https address with a host (never javascript:, data: or http:). */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A publication date: a real YYYY-MM-DD, not after today (one day's grace, as as-of dates). */
const publishedAtField = z.string({ error: fieldMessages.date }).check(
  z.refine(isCalendarDate, { error: fieldMessages.date, abort: true }),
  z.refine(
    (value: string) => value <= new Date(Date.now() + AS_OF_FUTURE_TOLERANCE_DAYS * DAY_MS).toISOString().slice(0, 10),
    { error: sourceLinkMessages.publishedFuture },
  ),
);

/** One public document a figure comes from: what it is, where to read it, when it was published. */
export const sourceLinkField = z.object({
  title: text({ max: SOURCE_TITLE_MAX_LENGTH }),
  url: text({ max: SOURCE_URL_MAX_LENGTH }).check(z.refine(isHttpsUrl, { error: sourceLinkMessages.url })),
  publishedAt: publishedAtField,
});
export type SourceLink = z.output<typeof sourceLinkField>;

/** A row's sources: at most MAX_SOURCE_LINKS; missing or null is none. */
export const sourceLinksField = z.pipe(
  z.optional(
    z.nullable(z.array(sourceLinkField).check(z.maxLength(MAX_SOURCE_LINKS, { error: sourceLinkMessages.tooMany }))),
  ),
  z.transform((value: SourceLink[] | null | undefined) => value ?? []),
);
