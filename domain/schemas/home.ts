// What the home page's holdings counter needs: the stored public-company total and the
// latest BTC price, with their dates so the page can say how old they are.
import * as z from 'zod/mini';
import { priceSchema } from './prices.ts';

export const holdingsSummarySchema = z.object({
  publicCompanies: z.object({
    totalBtc: z.number(),
    companyCount: z.number(),
    /** The oldest and newest holdings dates among the companies (YYYY-MM-DD): each reports on its own date. */
    earliestAsOf: z.nullable(z.string()),
    latestAsOf: z.nullable(z.string()),
  }),
  latestPrice: z.nullable(priceSchema),
});
export type HoldingsSummary = z.infer<typeof holdingsSummarySchema>;
