import * as z from 'zod/mini';

export const priceSchema = z.object({
  symbol: z.string(),
  price: z.number().check(z.positive()),
  timestamp: z.string(),
  source: z.nullable(z.string()),
});
export type Price = z.infer<typeof priceSchema>;
export const priceListSchema = z.array(priceSchema);

/** Enough days for the whole stored history (it starts in 2014) with room to spare. */
export const DAILY_PRICE_MAX_DAYS = 10_000;
/** The daily prices answered when no span is asked for: a year. */
export const DEFAULT_DAILY_DAYS = 365;

/** A run of UTC days without a stored price (domain/market/price-gaps.ts). */
export const priceGapSchema = z.object({
  from: z.string(),
  to: z.string(),
  missingDays: z.number().check(z.int(), z.positive()),
});
