// API contracts of the public data sources (/api/admin/sources, ADR 191): the sync's answer,
// each source's runs and status, and the aliases that map a source's holder to a stored row.
// docs/admin-api.md lists the routes with these shapes.
import * as z from 'zod/mini';
import { text } from './fields.ts';
import { importCountsSchema } from './import-counts.ts';
import { UUID_PATTERN } from './params.ts';

/** The sources the server knows, by id. */
export const SOURCE_IDS = ['coingecko', 'market_cap'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

/** How each source is named to people (and in a committed row's sourceNote). */
export const SOURCE_LABELS = {
  coingecko: 'CoinGecko public treasury',
  market_cap: 'Market caps (SEC EDGAR shares × last close)',
} as const satisfies Record<SourceId, string>;

export const SOURCE_RUN_STATUSES = ['ok', 'failed'] as const;

export const sourceRunSchema = z.object({
  source: z.enum(SOURCE_IDS),
  status: z.enum(SOURCE_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** The staged import with the differences; null when nothing differs or the run failed. */
  importId: z.nullable(z.string()),
  /** Those of the import it staged (all zero but rows when nothing differed). */
  counts: importCountsSchema,
  /** Why the run failed (only when it did). */
  error: z.optional(z.string()),
});
export type SourceRun = z.infer<typeof sourceRunSchema>;

/** POST /api/admin/sources/sync */
export const sourceSyncResponseSchema = z.object({ runs: z.array(sourceRunSchema) });
export type SourceSyncResponse = z.infer<typeof sourceSyncResponseSchema>;

/** A source's standing, for the overview and the Sources tab. */
export const sourceStatusSchema = z.object({
  source: z.enum(SOURCE_IDS),
  label: z.string(),
  /** Whether this server runs it (configured); a sync skips a source that is not. */
  enabled: z.boolean(),
  /** Why it is not enabled (e.g. SEC_USER_AGENT unset); absent when it is. */
  disabledReason: z.optional(z.string()),
  /** Where it reads from (host only). */
  host: z.nullable(z.string()),
  lastSuccessAt: z.nullable(z.string()),
  lastErrorAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
});
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

export const sourceAliasSchema = z.object({
  id: z.string(),
  source: z.enum(SOURCE_IDS),
  sourceKey: z.string(),
  sourceName: z.nullable(z.string()),
  /** The stored row it maps to; null: the source's holder is ignored. */
  constituentId: z.nullable(z.string()),
  /** The stored row's name and index (null when ignored). */
  companyName: z.nullable(z.string()),
  indexType: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SourceAlias = z.infer<typeof sourceAliasSchema>;

/** GET /api/admin/sources */
export const sourcesResponseSchema = z.object({
  sources: z.array(sourceStatusSchema),
  /** The latest runs, newest first (at most 20 a source). */
  runs: z.array(sourceRunSchema),
  aliases: z.array(sourceAliasSchema),
});
export type SourcesResponse = z.infer<typeof sourcesResponseSchema>;

/** A market-cap alias's key: the holder's SEC CIK, 1–10 digits (ADR 192). */
export const CIK_PATTERN = /^\d{1,10}$/;

/** The longest source key (a symbol such as 3350.T, or a government's name). */
export const SOURCE_KEY_MAX_LENGTH = 200;

/**
 * POST /api/admin/sources/aliases — map a source's holder to a stored row (constituentId),
 * or ignore it (constituentId null). Setting a key again replaces its alias.
 */
export const sourceAliasSetSchema = z.object({
  source: z.enum(SOURCE_IDS, { error: `source must be one of ${SOURCE_IDS.join(', ')}` }),
  sourceKey: text({ max: SOURCE_KEY_MAX_LENGTH }),
  sourceName: z.optional(z.nullable(text({ max: SOURCE_KEY_MAX_LENGTH }))),
  constituentId: z.nullable(
    z.pipe(
      z.string().check(z.regex(UUID_PATTERN, 'constituentId must be a stored row’s id (a UUID) or null')),
      z.transform((value: string) => value.toLowerCase()),
    ),
  ),
});
export type SourceAliasSetInput = z.input<typeof sourceAliasSetSchema>;

export const sourceAliasResponseSchema = z.object({ alias: sourceAliasSchema });
