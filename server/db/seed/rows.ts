// zod schemas for one row of each seed CSV. Cells arrive as strings; empty cells are
// "not known" (null), numbers must be plain decimals (no thousands separators).
import { z } from 'zod';
import { parseAsOfDate } from '../../../domain/as-of-date.ts';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PERCENT_MAX = 100;

const trimmed = z.string().transform((value) => value.trim());

const requiredText = trimmed.pipe(z.string().min(1, 'is required'));

const optionalText = trimmed.transform((value) => (value === '' ? null : value));

function decimal(label: string) {
  return trimmed
    .refine((value) => DECIMAL.test(value), { message: `must be a plain ${label} number` })
    .transform(Number);
}

const nonNegative = decimal('non-negative').pipe(z.number().min(0, 'must not be negative'));
const positive = decimal('positive').pipe(z.number().positive('must be greater than 0'));
const percent = decimal('percentage').pipe(z.number().min(0).max(PERCENT_MAX, 'must be between 0 and 100'));

/** '' → null, otherwise the given number schema (its messages kept, unlike a union's). */
function optionalNumber(schema: z.ZodType<number, string>) {
  return z.string().transform((value, context) => {
    if (value.trim() === '') return null;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });
}

function namesRealDates(value: string | null, context: z.RefinementCtx) {
  if (value === null) return;
  try {
    parseAsOfDate(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
  }
}

/** Free-form "as of" text ('2026-06-15/2026-06-21', '2026-02 (approx)'); any date it names must exist. */
const asOfText = requiredText.superRefine(namesRealDates);
const optionalAsOfText = optionalText.superRefine(namesRealDates);

const isoDate = trimmed.refine(
  (value) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  { message: 'must be a real date as YYYY-MM-DD' },
);

export const btcUsdDailyRow = z.object({
  date: isoDate,
  btc_usd: positive,
});

export const marketCapRow = z.object({
  company_name: requiredText,
  ticker: optionalText,
  market_cap_usd: optionalNumber(positive),
  market_cap_as_of: optionalText,
  shares_basic: optionalNumber(nonNegative),
  shares_diluted: optionalNumber(nonNegative),
  total_debt_usd: optionalNumber(nonNegative),
  preferred_usd: optionalNumber(nonNegative),
  cash_usd: optionalNumber(nonNegative),
  capital_as_of: optionalText,
  source_note: optionalText,
});

export const publicCompanyRow = z.object({
  company_name: requiredText,
  ticker: optionalText,
  exchange: optionalText,
  country: optionalText,
  sector: optionalText,
  btc_holdings: nonNegative,
  as_of: asOfText,
  source_note: optionalText,
  market_cap_usd: optionalNumber(positive),
  market_cap_as_of: optionalText,
  total_assets_usd: optionalNumber(nonNegative),
  total_assets_as_of: optionalText,
});

export const etfRow = z.object({
  company_name: requiredText,
  ticker: optionalText,
  issuer: optionalText,
  country: optionalText,
  // Blank: the source gives only AUM, no BTC count (such rows are not loaded).
  btc_holdings: optionalNumber(nonNegative),
  as_of: asOfText,
  source_note: optionalText,
  aum_usd_millions: optionalNumber(nonNegative),
});

export const governmentRow = z.object({
  country: requiredText,
  btc_holdings: optionalNumber(nonNegative),
  as_of: asOfText,
  source_note: optionalText,
});

export const greenCandidateRow = z.object({
  company_name: requiredText,
  ticker: optionalText,
  btc_holdings: optionalNumber(nonNegative),
  renewable_share_pct: optionalNumber(percent),
  /** When the renewable-energy claim was made. */
  as_of: asOfText,
  source_note: optionalText,
  /** When the BTC figure is from; required only on rows that carry one (checked by the loader). */
  btc_as_of: optionalAsOfText,
  renewable_claim_basis: optionalText,
});

export type BtcUsdDailyRow = z.infer<typeof btcUsdDailyRow>;
export type MarketCapRow = z.infer<typeof marketCapRow>;
export type PublicCompanyRow = z.infer<typeof publicCompanyRow>;
export type EtfRow = z.infer<typeof etfRow>;
export type GovernmentRow = z.infer<typeof governmentRow>;
export type GreenCandidateRow = z.infer<typeof greenCandidateRow>;
