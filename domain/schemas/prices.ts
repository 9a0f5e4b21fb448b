import * as z from 'zod/mini';

export const priceSchema = z.object({
  symbol: z.string(),
  price: z.number().check(z.positive()),
  timestamp: z.string(),
  source: z.nullable(z.string()),
});
export type Price = z.infer<typeof priceSchema>;
export const priceListSchema = z.array(priceSchema);

/** A run of UTC days without a stored price (domain/market/price-gaps.ts). */
export const priceGapSchema = z.object({
  from: z.string(),
  to: z.string(),
  missingDays: z.number().check(z.int(), z.positive()),
});
