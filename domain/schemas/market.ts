// API contracts of the market-data engine: index results, combined holdings, price list,
// index history, constituent writes and the outside total (realtime events: realtime.ts).
import * as z from 'zod/mini';
import { INDEX_IDS } from '../index-methodology/methodologies.ts';
import { GOVERNMENT_CATEGORIES } from '../market/government-categories.ts';
import { INDEX_TYPES, indexTypeSchema } from './common.ts';
import { constituentSchema } from './constituents.ts';
import { groupThousands } from '../intl-formats.ts';
import {
  btcHoldingsField,
  companyNameField,
  marketCapField,
  optionalAsOfField,
  optionalSourceNoteField,
  percentField,
  shortTextField,
  symbolField,
} from './market-fields.ts';
import { linkedPageOf, optionalPageSizeParam, pageNumber, pageSizeNumber } from './paging.ts';
import { priceSchema } from './prices.ts';

const indexScoresShape = {
  btcPercentOfAssets: z.number(),
  convictionScore: z.number(),
  exposureScore: z.number(),
  sustainabilityScore: z.nullable(z.number()),
  compositeScore: z.number(),
  uncappedWeight: z.number(),
  cappedWeight: z.number(),
  primaryWeight: z.number(),
  secondaryWeight: z.number(),
};

export const indexConstituentSchema = z.extend(constituentSchema, indexScoresShape);
export type IndexConstituentRow = z.infer<typeof indexConstituentSchema>;

export const INELIGIBLE_REASONS = [
  'below_minimum_btc',
  'above_maximum_btc',
  'no_btc_value',
  'no_market_cap',
  'renewable_share_too_low',
] as const;

export const ineligibleConstituentSchema = z.extend(constituentSchema, { reason: z.enum(INELIGIBLE_REASONS) });

/** GET /api/index/:id — calculateIndex's result on the stored rows of that index. */
export const indexResultSchema = z.object({
  methodology: z.enum(INDEX_IDS),
  name: z.string(),
  indexValue: z.number(),
  constituents: z.array(indexConstituentSchema),
  ineligible: z.array(ineligibleConstituentSchema),
  totalBTC: z.number(),
  totalValueUSD: z.number(),
  totalMarketCap: z.number(),
  constituentCount: z.number(),
  concentration: z.number(),
  effectiveNumberOfHoldings: z.number(),
  capFeasible: z.boolean(),
  /** The BTC price the USD values use. */
  price: z.nullable(priceSchema),
  calculatedAt: z.string(),
});
export type IndexResultResponse = z.infer<typeof indexResultSchema>;

/**
 * GET /api/index/:id?ineligiblePageSize=25 — the same answer with the companies left out cut
 * to their first page (most BTC first), how many there are, and the path of their next page
 * (ADR 202). Without the parameter the answer is indexResultSchema's, every row.
 */
export const indexResultQuery = z.object({ ineligiblePageSize: optionalPageSizeParam('ineligiblePageSize') });
export const indexResultFirstPageSchema = z.extend(indexResultSchema, {
  ineligibleTotal: z.number(),
  ineligibleNext: z.nullable(z.string()),
});
export type IndexResultFirstPage = z.infer<typeof indexResultFirstPageSchema>;

/** GET /api/index/:id/ineligible?page=&pageSize= — a page of the companies left out, most BTC first. */
export const ineligiblePageQuery = z.object({ page: pageNumber, pageSize: pageSizeNumber });
export const ineligiblePageSchema = linkedPageOf(ineligibleConstituentSchema);
export type IneligiblePage = z.infer<typeof ineligiblePageSchema>;

export const indexIdParam = z.object({
  id: z.enum(INDEX_IDS, { error: `index id must be one of ${INDEX_IDS.join(', ')}` }),
});

export const categoryTotalSchema = z.object({
  indexType: z.enum(INDEX_TYPES),
  label: z.string(),
  /** Holders in the category that hold some BTC, each counted once (a 0 BTC row is not counted). */
  count: z.number(),
  totalBTC: z.number(),
  totalValueUSD: z.number(),
});

/** GET /api/holdings/combined — every holder, BTC held descending, with de-duplicated totals. */
export const combinedHoldingsSchema = z.object({
  rows: z.array(constituentSchema),
  /** The spec's combined data: sums of btcHoldings and btcValueUSD, each entity counted once. */
  totalBTC: z.number(),
  totalIndexValue: z.number(),
  categories: z.array(categoryTotalSchema),
  /** Rows that appear in more than one category (same ticker) and were counted once. */
  duplicates: z.array(
    z.object({
      symbol: z.string(),
      companyName: z.string(),
      indexTypes: z.array(z.enum(INDEX_TYPES)),
      btcHoldings: z.number(),
    }),
  ),
  doubleCountingNote: z.string(),
  /**
   * What the Governments category counts, by kind (ADR 170): state reserves, seized or
   * forfeited coins, and other coins listed under a country that are not a state reserve.
   */
  governmentCategories: z.array(
    z.object({
      category: z.enum(GOVERNMENT_CATEGORIES),
      label: z.string(),
      count: z.number(),
      totalBTC: z.number(),
      totalValueUSD: z.number(),
    }),
  ),
});
export type CombinedHoldings = z.infer<typeof combinedHoldingsSchema>;

export const indexHistoryRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  indexValue: z.number(),
  totalBtc: z.nullable(z.number()),
  totalMarketCap: z.nullable(z.number()),
  constituentCount: z.nullable(z.number()),
  performance1d: z.nullable(z.number()),
  performance7d: z.nullable(z.number()),
  performance30d: z.nullable(z.number()),
  indexType: z.enum(INDEX_IDS),
});
export type IndexHistoryRow = z.infer<typeof indexHistoryRowSchema>;
export const indexHistoryListSchema = z.array(indexHistoryRowSchema);
export const indexHistoryQuery = z.object({ index_type: z.enum(INDEX_IDS) });

/**
 * A constituent to add (POST /api/constituents) or import (POST /api/constituents/import):
 * the spec's insert, with the bounds of market-fields.ts. As-of date and source are
 * optional here (today and "Entered by a Vaultmark administrator" are filled in); the admin
 * API's own schemas (admin.ts) require both.
 */
export const constituentInputSchema = z.object({
  companyName: companyNameField,
  symbol: symbolField,
  btcHoldings: btcHoldingsField,
  marketCap: z.optional(z.nullable(marketCapField)),
  sector: shortTextField,
  country: shortTextField,
  /** Defaults to bitcoin_treasury (spec: writing back a constituent sets it). */
  indexType: z.optional(indexTypeSchema),
  asOf: optionalAsOfField,
  sourceNote: optionalSourceNoteField,
  /**
   * The source of the market cap (sourceNote is the holdings'). Left out: the stored note stays
   * while the market cap does, and the row's source becomes it when the market cap changes.
   */
  marketCapSourceNote: z.optional(optionalSourceNoteField),
  renewableEnergyPct: z.optional(z.nullable(percentField)),
});
export type ConstituentInput = z.input<typeof constituentInputSchema>;

/** Rows one import may hold (a JSON body, or a CSV/JSON file in the admin import). */
export const MAX_IMPORT_ROWS = 10_000;
export const constituentImportSchema = z.object({
  rows: z
    .array(constituentInputSchema)
    .check(
      z.minLength(1, 'Nothing to import'),
      z.maxLength(MAX_IMPORT_ROWS, `Import at most ${groupThousands(MAX_IMPORT_ROWS)} rows at once`),
    ),
});

export const outsideTotalSchema = z.object({
  totalBtc: z.number(),
  source: z.nullable(z.string()),
  fetchedAt: z.nullable(z.string()),
});
export type OutsideTotal = z.infer<typeof outsideTotalSchema>;
