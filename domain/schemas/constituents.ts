// Constituent rows as the API returns them (camelCase, numbers as numbers).
import * as z from 'zod/mini';
import { INDEX_TYPES, indexTypeSchema } from './common.ts';
import { linkedPageOf, optionalPageQueryShape } from './paging.ts';

/** A public document a figure comes from, as answers carry it (writes check sourceLinkField). */
export const sourceLinkSchema = z.object({ title: z.string(), url: z.string(), publishedAt: z.string() });

export const constituentSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  symbol: z.nullable(z.string()),
  btcHoldings: z.number(),
  btcValueUSD: z.number(),
  marketCap: z.nullable(z.number()),
  totalAssets: z.nullable(z.number()),
  btcPercentOfAssets: z.nullable(z.number()),
  indexWeight: z.number(),
  sector: z.nullable(z.string()),
  country: z.nullable(z.string()),
  indexType: z.enum(INDEX_TYPES),
  lastUpdated: z.string(),
  asOf: z.nullable(z.string()),
  /** The latest concrete date `asOf` names (yyyy-mm-dd), for staleness. */
  asOfDate: z.nullable(z.string()),
  exchange: z.nullable(z.string()),
  sourceNote: z.nullable(z.string()),
  marketCapAsOf: z.nullable(z.string()),
  /**
   * Where the market cap and the capital structure (shares, debt, preferred, cash) come from;
   * sourceNote is the holdings' source. Optional in the contract: answers before it existed
   * lack it.
   */
  marketCapSourceNote: z.optional(z.nullable(z.string())),
  renewableEnergyPct: z.nullable(z.number()),
  renewableClaimBasis: z.nullable(z.string()),
  /**
   * When the renewable-energy claim was made (it often predates the holdings by years).
   * Optional in the contract: answers before it existed lack it.
   */
  renewableAsOf: z.optional(z.nullable(z.string())),
  sharesOutstanding: z.nullable(z.number()),
  totalDebtUSD: z.nullable(z.number()),
  preferredUSD: z.nullable(z.number()),
  cashUSD: z.nullable(z.number()),
  capitalAsOf: z.nullable(z.string()),
  /**
   * The public documents behind the row's figures (ADR 201). Optional in the contract:
   * answers before it existed lack it.
   */
  sources: z.optional(z.array(sourceLinkSchema)),
});
export type Constituent = z.infer<typeof constituentSchema>;

export const constituentListSchema = z.array(constituentSchema);

/** `index_type` accepts the legacy 'government_reserves' and yields the canonical type. */
export const listConstituentsQuery = z.object({
  index_type: z.optional(indexTypeSchema),
  // Optional paging (ADR 202): without page or pageSize the answer is the whole list.
  ...optionalPageQueryShape,
});

/** GET /api/constituents?page=&pageSize= — a page of the same list, with the path of the next. */
export const constituentPageSchema = linkedPageOf(constituentSchema);
export type ConstituentPage = z.infer<typeof constituentPageSchema>;
