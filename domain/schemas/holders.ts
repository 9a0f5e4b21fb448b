// GET /api/holders/:ticker — one holder (company, GreenVault candidate or ETF, by ticker):
// its stored rows, the latest stored BTC price, its index memberships with today's weight
// and rank, and the change log of its holdings. The company and fund pages and /api/v1 read
// it. `?kind=fund` (or `company`) picks one of a company and a fund that share a ticker.
import * as z from 'zod/mini';
import { INDEX_IDS } from '../index-methodology/methodologies.ts';
import { GOVERNMENT_SLUG_PATTERN } from '../market/government-slug.ts';
import { INDEX_TYPES } from './common.ts';
import { constituentSchema, sourceLinkSchema } from './constituents.ts';
import { INELIGIBLE_REASONS } from './market.ts';
import { priceSchema } from './prices.ts';

/** A ticker in a path: letters, digits, '.', '-' and ':' (e.g. 'MSTR', '3350.T', 'BRK-B'). */
export const TICKER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.:-]{0,19}$/;

export const holderTickerParam = z.object({
  ticker: z.string().check(z.regex(TICKER_PATTERN, 'ticker must be 1–20 letters, digits, ".", "-" or ":"')),
});

/** company: a public company or GreenVault candidate (its rows share the ticker); fund: an ETF. */
export const HOLDER_KINDS = ['company', 'fund'] as const;
export type HolderKind = (typeof HOLDER_KINDS)[number];

/**
 * Which holder of a ticker: without `kind`, the company when there is one, else the fund (the
 * answer before funds had pages of their own, ADR 116); with it, only that kind (404 if none).
 */
export const holderKindQuery = z.object({ kind: z.optional(z.enum(HOLDER_KINDS)) });

export const membershipSchema = z.object({
  indexId: z.enum(INDEX_IDS),
  indexName: z.string(),
  /** constituent: in the index today; ineligible: in the index's universe but left out (see reason). */
  status: z.enum(['constituent', 'ineligible']),
  /** Capped index weight in percent (constituents only). */
  weightPct: z.nullable(z.number()),
  /** 1 = heaviest (constituents only). */
  rank: z.nullable(z.number()),
  constituentCount: z.number(),
  reason: z.nullable(z.enum(INELIGIBLE_REASONS)),
  /** When the index was calculated (UTC ISO). */
  calculatedAt: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const HOLDINGS_CHANGE_KINDS = ['seed', 'stored', 'admin', 'api', 'import', 'undo', 'system'] as const;
export type HoldingsChangeKind = (typeof HOLDINGS_CHANGE_KINDS)[number];

export const holdingsChangeSchema = z.object({
  indexType: z.enum(INDEX_TYPES),
  /** seed: the dated seed snapshot; stored: first stored without a seed record; else the audit origin. */
  kind: z.enum(HOLDINGS_CHANGE_KINDS),
  action: z.enum(['seed', 'insert', 'update', 'delete']),
  /** When the change was recorded (UTC ISO). */
  recordedAt: z.string(),
  /** The as-of text the figure was stored with ('2026-06-15', '2026-06-15/2026-06-21'). */
  asOf: z.nullable(z.string()),
  /** The latest concrete date asOf names (yyyy-mm-dd). */
  asOfDate: z.nullable(z.string()),
  /** BTC held after the change; null for a deletion. */
  btcHoldings: z.nullable(z.number()),
  /** Against the previous entry of the same index type; null for the first. */
  difference: z.nullable(z.number()),
  source: z.nullable(z.string()),
  /** The imported file's name, for import entries. */
  importFile: z.nullable(z.string()),
});
export type HoldingsChange = z.infer<typeof holdingsChangeSchema>;

export const holderSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  /** fund: an ETF; company: a public company or GreenVault candidate. */
  kind: z.enum(HOLDER_KINDS),
  /** One stored row per index type the holder appears in, the Pure Bitcoin Treasury row first. */
  rows: z.array(constituentSchema),
  /** The latest stored BTC price (USD values and mNAV use it). */
  price: z.nullable(priceSchema),
  memberships: z.array(membershipSchema),
  /** Oldest first. */
  changeLog: z.array(holdingsChangeSchema),
  /**
   * The public documents behind the rows' figures, each once (ADR 201). Optional in the
   * contract: answers before it existed lack it.
   */
  sources: z.optional(z.array(sourceLinkSchema)),
  /** When the data was last changed (the rows' latest lastUpdated, UTC ISO). */
  asOf: z.string(),
});
export type Holder = z.infer<typeof holderSchema>;

export const governmentSlugParam = z.object({
  slug: z
    .string()
    .check(
      z.maxLength(80),
      z.regex(GOVERNMENT_SLUG_PATTERN, 'slug must be lower-case letters and digits joined by "-"'),
    ),
});

/**
 * GET /api/governments/:slug — one government (no ticker: named by the slug of its name):
 * its stored row, the latest stored BTC price and the change log of its holdings. No market
 * cap, mNAV or index membership: a government has none.
 */
export const governmentSchema = z.object({
  /** The page's slug, from the stored name ('united-states'). */
  slug: z.string(),
  name: z.string(),
  kind: z.literal('government'),
  /** The stored government row(s) of that name. */
  rows: z.array(constituentSchema),
  /** The latest stored BTC price (the USD value uses it). */
  price: z.nullable(priceSchema),
  /** Oldest first. */
  changeLog: z.array(holdingsChangeSchema),
  /**
   * The public documents behind the rows' figures, each once (ADR 201). Optional in the
   * contract: answers before it existed lack it.
   */
  sources: z.optional(z.array(sourceLinkSchema)),
  /** When the data was last changed (the rows' latest lastUpdated, UTC ISO). */
  asOf: z.string(),
});
export type Government = z.infer<typeof governmentSchema>;
