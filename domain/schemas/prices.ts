import { z } from 'zod';

export const priceSchema = z.object({
  symbol: z.string(),
  price: z.number().positive(),
  timestamp: z.string(),
  source: z.string().nullable(),
});
export type Price = z.infer<typeof priceSchema>;
export const priceListSchema = z.array(priceSchema);
