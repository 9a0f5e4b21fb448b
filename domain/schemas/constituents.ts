// Constituent rows as the API returns them (camelCase, numbers as numbers).
import { z } from 'zod';
import { INDEX_TYPES, indexTypeSchema } from './common.ts';

export const constituentSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  symbol: z.string().nullable(),
  btcHoldings: z.number(),
  btcValueUSD: z.number(),
  marketCap: z.number().nullable(),
  totalAssets: z.number().nullable(),
  btcPercentOfAssets: z.number().nullable(),
  indexWeight: z.number(),
  sector: z.string().nullable(),
  country: z.string().nullable(),
  indexType: z.enum(INDEX_TYPES),
  lastUpdated: z.string(),
  asOf: z.string().nullable(),
  sourceNote: z.string().nullable(),
  marketCapAsOf: z.string().nullable(),
  renewableEnergyPct: z.number().nullable(),
  renewableClaimBasis: z.string().nullable(),
  sharesOutstanding: z.number().nullable(),
  totalDebtUSD: z.number().nullable(),
  preferredUSD: z.number().nullable(),
  cashUSD: z.number().nullable(),
  capitalAsOf: z.string().nullable(),
});
export type Constituent = z.infer<typeof constituentSchema>;

export const constituentListSchema = z.array(constituentSchema);

/** `index_type` accepts the legacy 'government_reserves' and yields the canonical type. */
export const listConstituentsQuery = z.object({
  index_type: indexTypeSchema.optional(),
});
