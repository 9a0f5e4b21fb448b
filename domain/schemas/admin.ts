// API contracts of the admin dashboard (/api/admin/*): request bodies and queries the
// server validates, and the answers it sends, so the dashboard's client can import the same
// schemas. docs/admin-api.md lists the routes with these shapes.
import * as z from 'zod/mini';
import { ROLES } from '../auth.ts';
import { INDEX_IDS } from '../index-methodology/methodologies.ts';
import { INDEX_TYPES, indexTypeSchema } from './common.ts';
import { constituentSchema, sourceLinkSchema } from './constituents.ts';
import { calendarDate, fieldMessages, isoInstant, text } from './fields.ts';
import { importCountsSchema } from './import-counts.ts';
import { indexHistoryRowSchema } from './market.ts';
import {
  asOfField,
  btcHoldingsField,
  claimBasisField,
  companyNameField,
  marketCapField,
  optionalAsOfField,
  optionalSourceNoteField,
  percentField,
  priceField,
  priceSymbolField,
  shareCountField,
  shortTextField,
  sourceLinksField,
  sourceNoteField,
  symbolField,
  usdAmountField,
} from './market-fields.ts';
import { priceSchema } from './prices.ts';
import { sourceStatusSchema } from './sources.ts';

// ---------------------------------------------------------------------------------------
// Paging, shared by every list.
// ---------------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

const pageNumber = z._default(
  z.coerce.number().check(z.int('page must be a whole number'), z.gte(1, 'page must be at least 1'), z.lte(1_000_000)),
  1,
);
const pageSize = z._default(
  z.coerce
    .number()
    .check(
      z.int('pageSize must be a whole number'),
      z.gte(1, 'pageSize must be at least 1'),
      z.lte(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`),
    ),
  DEFAULT_PAGE_SIZE,
);
export const pageQueryShape = { page: pageNumber, pageSize };

export const pageInfoShape = { page: z.number(), pageSize: z.number(), total: z.number() };

/** A search text in a query string: trimmed, no control characters, blank = absent. */
const searchText = z.optional(text({ max: 100, min: 0 }));

/** Who did something: an account (its name at the time), a deleted account, or the system. */
export const actorSchema = z.object({
  id: z.nullable(z.string()),
  /** The name at the time; "deleted account" once the account is gone; "system" for jobs. */
  name: z.string(),
  kind: z.enum(['account', 'deleted_account', 'system']),
});
export type Actor = z.infer<typeof actorSchema>;

export const DELETED_ACCOUNT_LABEL = 'deleted account';
export const SYSTEM_ACTOR_LABEL = 'system';

// ---------------------------------------------------------------------------------------
// Market data: a constituent's stored (editable) fields, and the write bodies.
// ---------------------------------------------------------------------------------------

/** How the dashboard names each index type's rows. */
export const INDEX_TYPE_NAMES = {
  bitcoin_treasury: 'Public companies',
  bitcoin_etf: 'ETFs',
  government_reserve: 'Governments',
  green_vault: 'GreenVault candidates',
} as const satisfies Record<(typeof INDEX_TYPES)[number], string>;

/**
 * The fields of a constituent an administrator sets (the derived ones — BTC value, share of
 * assets, index weight — are computed). Audit entries keep these as before/after.
 */
export const constituentRecordSchema = z.object({
  companyName: z.string(),
  symbol: z.nullable(z.string()),
  indexType: z.enum(INDEX_TYPES),
  btcHoldings: z.number(),
  marketCap: z.nullable(z.number()),
  sector: z.nullable(z.string()),
  country: z.nullable(z.string()),
  exchange: z.nullable(z.string()),
  asOf: z.nullable(z.string()),
  /** Derived from asOf: the latest date it names. */
  asOfDate: z.nullable(z.string()),
  sourceNote: z.nullable(z.string()),
  marketCapAsOf: z.nullable(z.string()),
  /** The source of marketCap and the capital figures (sourceNote is the holdings'). */
  marketCapSourceNote: z.nullable(z.string()),
  renewableEnergyPct: z.nullable(z.number()),
  renewableClaimBasis: z.nullable(z.string()),
  renewableAsOf: z.nullable(z.string()),
  sharesOutstanding: z.nullable(z.number()),
  totalDebtUSD: z.nullable(z.number()),
  preferredUSD: z.nullable(z.number()),
  cashUSD: z.nullable(z.number()),
  capitalAsOf: z.nullable(z.string()),
  /** The public documents behind the figures (ADR 201); [] when none is named. */
  sources: z.array(sourceLinkSchema),
});
export type ConstituentRecord = z.infer<typeof constituentRecordSchema>;
export type ConstituentField = Exclude<keyof ConstituentRecord, 'asOfDate'>;

/** Fields a write may set, in the order the dashboard shows them. */
export const CONSTITUENT_FIELDS = [
  'companyName',
  'symbol',
  'indexType',
  'btcHoldings',
  'marketCap',
  'sector',
  'country',
  'exchange',
  'asOf',
  'sourceNote',
  'marketCapAsOf',
  'marketCapSourceNote',
  'renewableEnergyPct',
  'renewableClaimBasis',
  'renewableAsOf',
  'sharesOutstanding',
  'totalDebtUSD',
  'preferredUSD',
  'cashUSD',
  'capitalAsOf',
  'sources',
] as const satisfies readonly ConstituentField[];

/**
 * The market cap's source note in a write body: left out, the stored note stays while the
 * market figures do, and the write's sourceNote becomes it when they change; null or blank
 * clears it.
 */
const marketCapSourceNoteWriteField = z.optional(optionalSourceNoteField);

/** The optional fields (everything but name, type, holdings, as-of and source). */
const optionalWriteFields = {
  symbol: symbolField,
  marketCap: z.optional(z.nullable(marketCapField)),
  sector: shortTextField,
  country: shortTextField,
  exchange: shortTextField,
  marketCapAsOf: optionalAsOfField,
  marketCapSourceNote: marketCapSourceNoteWriteField,
  renewableEnergyPct: z.optional(z.nullable(percentField)),
  renewableClaimBasis: claimBasisField,
  renewableAsOf: optionalAsOfField,
  sharesOutstanding: z.optional(z.nullable(shareCountField)),
  totalDebtUSD: z.optional(z.nullable(usdAmountField)),
  preferredUSD: z.optional(z.nullable(usdAmountField)),
  cashUSD: z.optional(z.nullable(usdAmountField)),
  capitalAsOf: optionalAsOfField,
};

/** The sources in a write body: left out, an edited row keeps its stored ones (a new row has none). */
const sourcesWriteField = z.optional(sourceLinksField);

/**
 * The schema of each field, one by one: a file import validates the cells a row gives with
 * these (the same rules as the write bodies below).
 */
export const constituentFieldSchemas = {
  companyName: companyNameField,
  symbol: symbolField,
  indexType: indexTypeSchema,
  btcHoldings: btcHoldingsField,
  marketCap: z.nullable(marketCapField),
  sector: shortTextField,
  country: shortTextField,
  exchange: shortTextField,
  asOf: asOfField,
  sourceNote: sourceNoteField,
  marketCapAsOf: optionalAsOfField,
  marketCapSourceNote: optionalSourceNoteField,
  renewableEnergyPct: z.nullable(percentField),
  renewableClaimBasis: claimBasisField,
  renewableAsOf: optionalAsOfField,
  sharesOutstanding: z.nullable(shareCountField),
  totalDebtUSD: z.nullable(usdAmountField),
  preferredUSD: z.nullable(usdAmountField),
  cashUSD: z.nullable(usdAmountField),
  capitalAsOf: optionalAsOfField,
  sources: sourceLinksField,
} as const satisfies Record<ConstituentField, unknown>;

/** Every change carries the date its figures are as of and where they come from. */
const provenanceFields = { asOf: asOfField, sourceNote: sourceNoteField };

/** POST /api/admin/constituents — a new row (422 when the index already has that name). */
export const constituentCreateSchema = z.object({
  companyName: companyNameField,
  indexType: z._default(indexTypeSchema, 'bitcoin_treasury'),
  btcHoldings: btcHoldingsField,
  ...provenanceFields,
  ...optionalWriteFields,
  sources: sourcesWriteField,
});
export type ConstituentCreateInput = z.input<typeof constituentCreateSchema>;

/** Optional on edits: the row's lastUpdated as read; a newer stored row answers 409. */
const expectedLastUpdated = z.optional(isoInstant);

/**
 * PUT /api/admin/constituents/:id — the whole row (fields left out become empty). The index
 * type cannot change (delete and add instead); sending it is allowed if it is the same.
 */
export const constituentReplaceSchema = z.object({
  companyName: companyNameField,
  indexType: z.optional(indexTypeSchema),
  btcHoldings: btcHoldingsField,
  ...provenanceFields,
  ...optionalWriteFields,
  sources: sourcesWriteField,
  expectedLastUpdated,
});
export type ConstituentReplaceInput = z.input<typeof constituentReplaceSchema>;

/** PATCH /api/admin/constituents/:id — only the fields sent change; asOf and sourceNote are required. */
export const constituentPatchSchema = z.object({
  companyName: z.optional(companyNameField),
  indexType: z.optional(indexTypeSchema),
  btcHoldings: z.optional(btcHoldingsField),
  ...provenanceFields,
  symbol: z.optional(symbolField),
  marketCap: z.optional(z.nullable(marketCapField)),
  sector: z.optional(shortTextField),
  country: z.optional(shortTextField),
  exchange: z.optional(shortTextField),
  marketCapAsOf: z.optional(optionalAsOfField),
  marketCapSourceNote: marketCapSourceNoteWriteField,
  renewableEnergyPct: z.optional(z.nullable(percentField)),
  renewableClaimBasis: z.optional(claimBasisField),
  renewableAsOf: z.optional(optionalAsOfField),
  sharesOutstanding: z.optional(z.nullable(shareCountField)),
  totalDebtUSD: z.optional(z.nullable(usdAmountField)),
  preferredUSD: z.optional(z.nullable(usdAmountField)),
  cashUSD: z.optional(z.nullable(usdAmountField)),
  capitalAsOf: z.optional(optionalAsOfField),
  sources: sourcesWriteField,
  expectedLastUpdated,
});
export type ConstituentPatchInput = z.input<typeof constituentPatchSchema>;

/** DELETE /api/admin/constituents/:id — why, and as of when, the row goes. */
export const constituentDeleteSchema = z.object({ ...provenanceFields, expectedLastUpdated });
export type ConstituentDeleteInput = z.input<typeof constituentDeleteSchema>;

export const CONSTITUENT_SORT_FIELDS = [
  'companyName',
  'symbol',
  'btcHoldings',
  'btcValueUSD',
  'marketCap',
  'indexWeight',
  'asOfDate',
  'lastUpdated',
  'country',
] as const;

/** GET /api/admin/constituents — search, sort and page the stored rows (all types, or one). */
export const constituentListQuery = z.object({
  indexType: z.optional(indexTypeSchema),
  /** Matches company name, ticker, country or sector (case-insensitive, substring). */
  q: searchText,
  sort: z._default(z.enum(CONSTITUENT_SORT_FIELDS), 'indexWeight'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  /** true: only stale rows (as-of date older than STALE_AFTER_DAYS); false: only fresh ones. */
  stale: z.optional(z.enum(['true', 'false'])),
  ...pageQueryShape,
});

export const adminConstituentSchema = z.extend(constituentSchema, {
  renewableAsOf: z.nullable(z.string()),
  stale: z.boolean(),
});
export type AdminConstituent = z.infer<typeof adminConstituentSchema>;

export const constituentListResponseSchema = z.object({ rows: z.array(adminConstituentSchema), ...pageInfoShape });
export type ConstituentListResponse = z.infer<typeof constituentListResponseSchema>;

// ---------------------------------------------------------------------------------------
// Audit log.
// ---------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'insert',
  'update',
  'delete',
  'price_entered',
  'snapshot',
  'grant_admin',
  'revoke_admin',
  'end_sessions',
  'delete_account',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** admin: a dashboard edit; api: POST /api/constituents(/import); import / undo: a file import or its undo. */
export const AUDIT_ORIGINS = ['admin', 'api', 'import', 'undo', 'system'] as const;
export type AuditOrigin = (typeof AUDIT_ORIGINS)[number];

export const AUDIT_TABLES = [
  'treasury_constituents',
  'price_data',
  'index_history',
  'user_roles',
  'session',
  'user',
] as const;
export type AuditTable = (typeof AUDIT_TABLES)[number];

export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: actorSchema,
  action: z.enum(AUDIT_ACTIONS),
  origin: z.enum(AUDIT_ORIGINS),
  table: z.enum(AUDIT_TABLES),
  rowId: z.nullable(z.string()),
  indexType: z.nullable(z.string()),
  symbol: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  asOf: z.nullable(z.string()),
  source: z.nullable(z.string()),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  /** Field-by-field difference of before and after (every field for an insert or delete). */
  changes: z.array(fieldChangeSchema),
  importId: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log — newest first. */
export const auditListQuery = z.object({
  table: z.optional(z.enum(AUDIT_TABLES)),
  rowId: z.optional(text({ max: 100 })),
  importId: z.optional(z.string().check(z.uuid('importId must be an import id'))),
  actorId: z.optional(text({ max: 100 })),
  indexType: z.optional(indexTypeSchema),
  action: z.optional(z.enum(AUDIT_ACTIONS)),
  origin: z.optional(z.enum(AUDIT_ORIGINS)),
  /** Entries on or after this UTC day. */
  from: z.optional(calendarDate),
  /** Entries on or before this UTC day. */
  to: z.optional(calendarDate),
  /** Matches the company name or ticker. */
  q: searchText,
  ...pageQueryShape,
});

export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema), ...pageInfoShape });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** Answer of a constituent write: the row as stored now, and the audit entry (null when nothing changed). */
export const constituentWriteResponseSchema = z.object({
  row: adminConstituentSchema,
  audit: z.nullable(auditEntrySchema),
});
export type ConstituentWriteResponse = z.infer<typeof constituentWriteResponseSchema>;

export const constituentDeleteResponseSchema = z.object({
  deleted: z.object({ id: z.string() }),
  audit: auditEntrySchema,
});
export type ConstituentDeleteResponse = z.infer<typeof constituentDeleteResponseSchema>;

// ---------------------------------------------------------------------------------------
// Imports.
// ---------------------------------------------------------------------------------------

/** upsert: rows in the file are added or updated, others stay. replace: the file is the whole list of its index types. */
export const IMPORT_MODES = ['upsert', 'replace'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_STATUSES = ['previewed', 'invalid', 'committed', 'undone', 'discarded'] as const;
/** Where an import stands (ImportStatus is the answer that reports it with its progress). */
export type ImportStatusValue = (typeof IMPORT_STATUSES)[number];
/** The file layouts recognised: the seed CSVs, a generic one (API field names), and the JSON API's rows. */
export const IMPORT_KINDS = [
  'public_companies',
  'etfs',
  'governments',
  'green_candidates',
  'market_caps',
  'rows',
  'api',
  /** Proposed by a public data source's sync (server/sources/, ADR 191). */
  'source',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest file the import accepts (larger: 413). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Query (raw body) or form fields (multipart) of POST /api/admin/imports. */
export const importOptionsSchema = z.object({
  mode: z._default(z.enum(IMPORT_MODES, { error: `mode must be one of ${IMPORT_MODES.join(', ')}` }), 'upsert'),
  fileName: z.optional(text({ max: 200 })),
});

export const importSummarySchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.nullable(z.string()),
  format: z.enum(IMPORT_FORMATS),
  kind: z.enum(IMPORT_KINDS),
  mode: z.enum(IMPORT_MODES),
  indexTypes: z.array(z.enum(INDEX_TYPES)),
  counts: importCountsSchema,
  createdAt: z.string(),
  createdBy: actorSchema,
  committedAt: z.nullable(z.string()),
  committedBy: z.nullable(actorSchema),
  undoneAt: z.nullable(z.string()),
  undoneBy: z.nullable(actorSchema),
  /** A preview with no invalid rows, not yet committed. */
  canCommit: z.boolean(),
  /** The latest committed import that is not undone. */
  canUndo: z.boolean(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** A row number as a person finds it: the CSV line the record starts on, or the JSON array position (1-based). */
const rowNumber = z.number();

export const importAddedSchema = z.object({
  row: rowNumber,
  indexType: z.enum(INDEX_TYPES),
  companyName: z.string(),
  symbol: z.nullable(z.string()),
  record: constituentRecordSchema,
  /** A source's proposed holder: the fields it does not give, to fill in after the commit (e.g. marketCap, sector). */
  missing: z.optional(z.array(z.string())),
  /** A source's proposed holder: the source's own key for it (its symbol, or name), to map it by instead. */
  sourceKey: z.optional(z.string()),
});
export const importChangedSchema = z.object({
  row: rowNumber,
  id: z.string(),
  indexType: z.enum(INDEX_TYPES),
  companyName: z.string(),
  symbol: z.nullable(z.string()),
  changes: z.array(fieldChangeSchema),
});
export const importRemovedSchema = z.object({
  id: z.string(),
  indexType: z.enum(INDEX_TYPES),
  companyName: z.string(),
  symbol: z.nullable(z.string()),
  btcHoldings: z.number(),
});
export const importInvalidSchema = z.object({
  row: rowNumber,
  /** The file's column (CSV) or key (JSON); null when the row as a whole is refused. */
  column: z.nullable(z.string()),
  message: z.string(),
});
export const importSkippedSchema = z.object({
  row: rowNumber,
  companyName: z.nullable(z.string()),
  reason: z.string(),
  /** A source's row: the source's key for the holder, to map it by, and its index type. */
  sourceKey: z.optional(z.string()),
  indexType: z.optional(z.enum(INDEX_TYPES)),
});

/** POST /api/admin/imports (preview) and GET /api/admin/imports/:id/preview. */
export const importPreviewSchema = z.object({
  import: importSummarySchema,
  /** False when the stored rows changed since the preview was made (commit would refuse: preview again). */
  upToDate: z.boolean(),
  added: z.array(importAddedSchema),
  changed: z.array(importChangedSchema),
  removed: z.array(importRemovedSchema),
  invalid: z.array(importInvalidSchema),
  skipped: z.array(importSkippedSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importProgressSchema = z.object({
  phase: z.enum(['checking', 'writing', 'recalculating', 'done']),
  done: z.number(),
  total: z.number(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** GET /api/admin/imports/:id — the record, and the progress of a running commit on this server. */
export const importStatusSchema = z.object({ import: importSummarySchema, progress: z.nullable(importProgressSchema) });
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importListQuery = z.object({ status: z.optional(z.enum(IMPORT_STATUSES)), ...pageQueryShape });
export const importListResponseSchema = z.object({ imports: z.array(importSummarySchema), ...pageInfoShape });
export type ImportListResponse = z.infer<typeof importListResponseSchema>;

/** POST /api/admin/imports/:id/commit — answers the committed record with its counts. */
export const importCommitResponseSchema = z.object({ import: importSummarySchema });

/** POST /api/admin/imports/:id/undo. */
export const importUndoSchema = z.object({
  /** Undo even though some rows the import touched were changed after it (those changes are lost). */
  overwriteLaterChanges: z.optional(z.boolean()),
});
export const importUndoResponseSchema = z.object({
  import: importSummarySchema,
  restored: z.object({ deleted: z.number(), updated: z.number(), reinserted: z.number() }),
});
export type ImportUndoResponse = z.infer<typeof importUndoResponseSchema>;

// ---------------------------------------------------------------------------------------
// Index.
// ---------------------------------------------------------------------------------------

export const weightChangeSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  symbol: z.nullable(z.string()),
  before: z.number(),
  after: z.number(),
});

/** POST /api/admin/index/recalculate — every row whose weight is or was above 0, per index type. */
export const recalculateResponseSchema = z.object({
  recalculatedAt: z.string(),
  indexTypes: z.array(
    z.object({ indexType: z.enum(INDEX_TYPES), changed: z.number(), rows: z.array(weightChangeSchema) }),
  ),
});
export type RecalculateResponse = z.infer<typeof recalculateResponseSchema>;

export const indexHistoryQuery = z.object({
  indexId: z.enum(INDEX_IDS, { error: `indexId must be one of ${INDEX_IDS.join(', ')}` }),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(3650)), 365),
});
export const indexHistoryResponseSchema = z.object({
  indexId: z.enum(INDEX_IDS),
  rows: z.array(indexHistoryRowSchema),
});

/** POST /api/admin/index/snapshot — replaces today's (UTC) history rows. */
export const snapshotRequestSchema = z.object({
  indexIds: z.optional(z.array(z.enum(INDEX_IDS)).check(z.minLength(1), z.maxLength(INDEX_IDS.length))),
});
export const snapshotResponseSchema = z.object({ date: z.string(), rows: z.array(indexHistoryRowSchema) });
export type SnapshotResponse = z.infer<typeof snapshotResponseSchema>;

export const methodologyResponseSchema = z.object({
  methodologies: z.array(
    z.object({
      id: z.enum(INDEX_IDS),
      name: z.string(),
      sourceIndexType: z.enum(INDEX_TYPES),
      minBtc: z.number(),
      maxBtcExclusive: z.nullable(z.number()),
      minRenewablePct: z.nullable(z.number()),
      weightCapPct: z.number(),
      factorWeights: z.object({ conviction: z.number(), exposure: z.number(), sustainability: z.number() }),
    }),
  ),
  constants: z.object({
    indexBase: z.number(),
    emptyIndexValue: z.number(),
    primaryWeightShare: z.number(),
    secondaryWeightShare: z.number(),
    staleAfterDays: z.number(),
  }),
  /** Index types weighted by each holder's share of the category's BTC. */
  shareOfBtcIndexTypes: z.array(z.enum(INDEX_TYPES)),
});
export type MethodologyResponse = z.infer<typeof methodologyResponseSchema>;

// ---------------------------------------------------------------------------------------
// Prices and jobs.
// ---------------------------------------------------------------------------------------

export const JOB_LABELS = {
  price_feed: 'BTC price feed',
  index_snapshot: 'Daily index snapshot',
  reminder_mail: 'Reminder mail',
  webinar_schedule: 'Webinar schedule (twice-weekly rule)',
  bank_holidays: 'Bank holidays as blackout dates (yearly rule)',
  price_rollup: 'Price history roll-up (daily closes)',
  alerts: 'Alerts by email (instant and weekly)',
  source_sync: 'Public data sources (every 6 hours)',
} as const;

export const jobStatusSchema = z.object({
  name: z.string(),
  label: z.string(),
  lastStartedAt: z.nullable(z.string()),
  lastFinishedAt: z.nullable(z.string()),
  lastSuccessAt: z.nullable(z.string()),
  lastErrorAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  lastOutcome: z.nullable(z.string()),
  runCount: z.number(),
  failureCount: z.number(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const agedPriceSchema = z.extend(priceSchema, {
  /** Seconds between the price's timestamp and the answer. */
  ageSeconds: z.number(),
});
export type AgedPrice = z.infer<typeof agedPriceSchema>;

/** GET /api/admin/prices */
export const adminPricesSchema = z.object({
  feed: z.object({
    /** PRICE_FEED=on */
    enabled: z.boolean(),
    /** Host the feed reads (PRICE_FEED_URL), when enabled. */
    source: z.nullable(z.string()),
    status: jobStatusSchema,
  }),
  latest: z.array(agedPriceSchema),
});
export type AdminPrices = z.infer<typeof adminPricesSchema>;

/** POST /api/admin/prices — a price entered by hand (a BTC price at the latest timestamp revalues holdings). */
export const priceEntrySchema = z.object({
  symbol: z._default(priceSymbolField, 'BTC'),
  price: priceField,
  /** When the price was observed: ISO 8601 with a zone, not in the future. */
  timestamp: isoInstant.check(
    z.refine((value) => Date.parse(value) <= Date.now() + 60_000, { error: 'The timestamp cannot be in the future.' }),
  ),
  source: text({ max: 200 }),
});
export type PriceEntryInput = z.input<typeof priceEntrySchema>;

export const priceEntryResponseSchema = z.object({
  price: priceSchema,
  /** True when it became the latest BTC price and every holding was revalued. */
  revalued: z.boolean(),
  audit: auditEntrySchema,
});

// ---------------------------------------------------------------------------------------
// People.
// ---------------------------------------------------------------------------------------

export const peopleQuery = z.object({
  /** Matches email or full name. */
  q: searchText,
  role: z.optional(z.enum(['admin', 'none'])),
  ...pageQueryShape,
});

export const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  role: z.nullable(z.enum(ROLES)),
  /** The administrator asking. */
  isSelf: z.boolean(),
  /** Sessions not yet expired. */
  activeSessions: z.number(),
  lastActiveAt: z.nullable(z.string()),
});
export type Person = z.infer<typeof personSchema>;

export const peopleResponseSchema = z.object({
  people: z.array(personSchema),
  adminCount: z.number(),
  ...pageInfoShape,
});
export type PeopleResponse = z.infer<typeof peopleResponseSchema>;

/** PUT /api/admin/people/:id/role — grant (role 'admin') or revoke (role null). */
export const roleChangeSchema = z.object({
  role: z.nullable(z.enum(['admin'], { error: 'role must be "admin" or null' })),
  /** Required (true) to revoke your own role. */
  confirmSelf: z.optional(z.boolean()),
});
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

/** POST /api/admin/people/:id/end-sessions */
export const endSessionsSchema = z.object({ confirmSelf: z.optional(z.boolean()) });
export const endSessionsResponseSchema = z.object({ ended: z.number() });

/** DELETE /api/admin/people/:id — the account's email, typed again, confirms. */
export const deletePersonSchema = z.object({
  confirmEmail: z.string({ error: fieldMessages.email }).check(z.trim(), z.toLowerCase(), z.maxLength(254)),
});
export const deletePersonResponseSchema = z.object({ deleted: z.object({ id: z.string() }) });

export const personResponseSchema = z.object({ person: personSchema });

/** Why a people action was refused with 409 (details.reason). */
export const PEOPLE_CONFLICTS = {
  lastAdmin:
    'This is the last administrator. Make another account an administrator first, so someone can still manage the site.',
  confirmSelf:
    'This would remove your own administrator access. Send confirmSelf: true to confirm (you will lose the dashboard at once).',
  confirmSelfSessions: 'This would sign you out everywhere, including here. Send confirmSelf: true to confirm.',
  deleteSelf: 'You cannot delete your own account from the dashboard; ask another administrator.',
} as const;

// ---------------------------------------------------------------------------------------
// Overview.
// ---------------------------------------------------------------------------------------

const windowCounts = z.object({ last7Days: z.number(), last30Days: z.number() });

/** Lead counts (upcoming bookings; bookings, registrations, assessments, enquiries made in the last 7/30 days). */
export const leadCountsSchema = z.object({
  upcomingBookings: z.number(),
  bookings: windowCounts,
  webinarRegistrations: windowCounts,
  assessments: windowCounts,
  enquiries: windowCounts,
});
export type LeadCounts = z.infer<typeof leadCountsSchema>;

export const freshnessSchema = z.object({
  indexType: z.enum(INDEX_TYPES),
  count: z.number(),
  totalBtc: z.number(),
  oldestAsOf: z.nullable(z.string()),
  newestAsOf: z.nullable(z.string()),
  /** Rows whose as-of date is more than staleAfterDays old. */
  stale: z.number(),
  /** Rows without an as-of date (never judged stale). */
  undated: z.number(),
});

/** What came in since the administrator's previous look at the overview (a visit: reads under 30 min apart). */
export const newSinceLastLookSchema = z.object({
  /** The previous look; null on the first (then everything of the last 7 days counts). */
  since: z.nullable(z.string()),
  bookings: z.number(),
  cancellations: z.number(),
  webinarRegistrations: z.number(),
  enquiries: z.number(),
  assessments: z.number(),
});
export type NewSinceLastLook = z.infer<typeof newSinceLastLookSchema>;

/** GET /api/admin/overview */
export const overviewSchema = z.object({
  generatedAt: z.string(),
  accounts: z.object({ total: z.number(), admins: z.number(), newLast7Days: z.number(), newLast30Days: z.number() }),
  constituents: z.object({
    total: z.number(),
    staleAfterDays: z.number(),
    byIndexType: z.array(freshnessSchema),
  }),
  price: z.nullable(agedPriceSchema),
  priceFeed: z.object({ enabled: z.boolean(), source: z.nullable(z.string()) }),
  jobs: z.array(jobStatusSchema),
  /** Each public data source: its last success and last error (server/sources/). */
  sources: z.array(sourceStatusSchema),
  lastImport: z.nullable(importSummarySchema),
  leads: leadCountsSchema,
  newSinceLastLook: newSinceLastLookSchema,
  /**
   * Upcoming bookings with no joining link (soonest first, at most 50). Null when the firm's
   * meeting room (CONSULTATION_JOIN_URL) is configured: then every booking has one.
   */
  bookingsWithoutJoiningLink: z.nullable(
    z.array(
      z.object({ id: z.string(), startsAt: z.string(), name: z.nullable(z.string()), company: z.nullable(z.string()) }),
    ),
  ),
  /** Page views (issue 12 analytics); null until it exists. */
  pageViews: z.nullable(windowCounts),
});
export type Overview = z.infer<typeof overviewSchema>;
