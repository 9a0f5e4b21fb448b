// The database schema (Drizzle, PostgreSQL dialect) for PGlite and PostgreSQL alike.
// CHECK constraints keep impossible values out whatever code writes them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  smallint,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from '../../domain/analytics.ts';
import { READINESS_LEVELS, type ReadinessLevel } from '../../domain/assessment/scoring.ts';
import { ROLES, type Role } from '../../domain/auth.ts';
import { INDEX_IDS, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import { TIER_IDS, type TierId } from '../../domain/pricing/tiers.ts';
import {
  IMPORT_FORMATS,
  IMPORT_MODES,
  IMPORT_STATUSES,
  type AuditAction,
  type AuditOrigin,
  type AuditTable,
  type ImportFormat,
  type ImportKind,
  type ImportMode,
  type ImportStatusValue,
} from '../../domain/schemas/admin.ts';
import {
  ALERT_FREQUENCIES,
  ALERT_TOPIC_KINDS,
  type AlertFrequency,
  type AlertTopicKind,
} from '../../domain/schemas/alerts.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../../domain/schemas/consultations.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../domain/schemas/enquiries.ts';
import { SOURCE_RUN_STATUSES, type SourceId, type SourceRun } from '../../domain/schemas/sources.ts';
import {
  DELIVERY_CHANNELS,
  OUTBOX_STATUSES,
  type DeliveryChannel,
  type OutboxStatus,
} from '../../domain/schemas/mail.ts';
import {
  REGISTRATION_STATUSES,
  WEBINAR_SESSION_STATUSES,
  type RegistrationStatus,
  type WebinarSessionStatus,
} from '../../domain/schemas/webinars.ts';
import type { SourceLink } from '../../domain/schemas/market-fields.ts';
import { newPublicToken } from './tokens.ts';

/**
 * A SQL list of string constants, `'a', 'b'`, for the CHECK constraints below. The lists are
 * the TypeScript constants themselves, so a type added there changes the generated schema
 * (and drizzle-kit generates its migration) instead of drifting from it. Only identifiers
 * of our own go in; anything else is refused rather than quoted.
 */
export function sqlStringList(values: readonly string[]) {
  for (const value of values) {
    if (!/^[a-z_]+$/.test(value)) throw new Error(`Not a plain identifier for a SQL list: ${value}`);
  }
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** Index types a constituent row may carry. */
const CONSTITUENT_INDEX_TYPES_SQL = sqlStringList(INDEX_TYPES);
/** Index types with a daily history (the starter variant has history but no rows of its own). */
const HISTORY_INDEX_TYPES_SQL = sqlStringList(INDEX_IDS);
const ROLES_SQL = sqlStringList(ROLES);
const ANALYTICS_EVENT_NAMES_SQL = sqlStringList(ANALYTICS_EVENT_NAMES);

// Numbers come back as JS numbers; the column stays an exact PostgreSQL numeric.
const amount = (name: string) => numeric(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const treasuryConstituents = pgTable(
  'treasury_constituents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    ticker: text('ticker'),
    btcHoldings: amount('btc_holdings').notNull(),
    btcValueUsd: amount('btc_value_usd').notNull().default(0),
    marketCap: amount('market_cap'),
    btcPercentageOfAssets: amount('btc_percentage_of_assets'),
    indexWeight: amount('index_weight').notNull().default(0),
    sector: text('sector'),
    lastUpdated: timestamp('last_updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    indexType: text('index_type').$type<IndexType>().notNull().default('bitcoin_treasury'),
    country: text('country'),
    exchange: text('exchange'),
    /** Free-form as in the source CSVs: '2026-06-15/2026-06-21', '2026-05', '2026-02 (approx)'. */
    asOf: text('as_of'),
    /** The latest concrete date `as_of` names (end of a range, month end, year end). */
    asOfDate: date('as_of_date', { mode: 'string' }),
    sourceNote: text('source_note'),
    marketCapAsOf: text('market_cap_as_of'),
    /**
     * Where the market cap and the capital structure (shares, debt, preferred, cash) come
     * from: market_caps.csv's note for seeded rows. source_note is the holdings' source.
     */
    marketCapSourceNote: text('market_cap_source_note'),
    renewableEnergyPct: amount('renewable_energy_pct'),
    renewableClaimBasis: text('renewable_claim_basis'),
    /** When the renewable-energy claim was made (green_vault rows; free-form like as_of). */
    renewableAsOf: text('renewable_as_of'),
    sharesOutstanding: amount('shares_outstanding'),
    totalDebtUsd: amount('total_debt_usd'),
    preferredUsd: amount('preferred_usd'),
    cashUsd: amount('cash_usd'),
    capitalAsOf: text('capital_as_of'),
    /**
     * The public documents the row's figures come from, [{ title, url, publishedAt }]
     * (sourceLinksField bounds them; ADR 201). source_note stays the free text beside them.
     */
    sources: jsonb('sources').$type<SourceLink[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    unique('treasury_constituents_index_type_company_name_key').on(table.indexType, table.companyName),
    index('treasury_constituents_index_type_idx').on(
      table.indexType,
      table.indexWeight.desc(),
      table.btcHoldings.desc(),
    ),
    check('treasury_constituents_btc_holdings_check', sql`${table.btcHoldings} >= 0`),
    check('treasury_constituents_btc_value_usd_check', sql`${table.btcValueUsd} >= 0`),
    check('treasury_constituents_market_cap_check', sql`${table.marketCap} IS NULL OR ${table.marketCap} > 0`),
    // Not capped at 100: a company's BTC can be worth more than its market cap.
    check(
      'treasury_constituents_btc_percentage_check',
      sql`${table.btcPercentageOfAssets} IS NULL OR ${table.btcPercentageOfAssets} >= 0`,
    ),
    check('treasury_constituents_index_weight_check', sql`${table.indexWeight} BETWEEN 0 AND 100`),
    check(
      'treasury_constituents_renewable_pct_check',
      sql`${table.renewableEnergyPct} IS NULL OR ${table.renewableEnergyPct} BETWEEN 0 AND 100`,
    ),
    check(
      'treasury_constituents_capital_check',
      sql`(${table.sharesOutstanding} IS NULL OR ${table.sharesOutstanding} >= 0)
        AND (${table.totalDebtUsd} IS NULL OR ${table.totalDebtUsd} >= 0)
        AND (${table.preferredUsd} IS NULL OR ${table.preferredUsd} >= 0)
        AND (${table.cashUsd} IS NULL OR ${table.cashUsd} >= 0)`,
    ),
    check('treasury_constituents_index_type_check', sql`${table.indexType} IN (${CONSTITUENT_INDEX_TYPES_SQL})`),
    check('treasury_constituents_sources_check', sql`jsonb_typeof(${table.sources}) = 'array'`),
  ],
);

// ---------------------------------------------------------------------------------------
// Accounts (better-auth 1.7). The TypeScript keys are better-auth's field names (its Drizzle
// adapter looks them up); the columns are snake_case like the rest of the database.
// ---------------------------------------------------------------------------------------

const authTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const authCreatedAt = () => authTimestamp('created_at').notNull().defaultNow();
const authUpdatedAt = () =>
  authTimestamp('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Longest full name accepted at sign-up (domain/schemas/auth.ts FULL_NAME_MAX_LENGTH). */
const FULL_NAME_MAX_SQL = sql.raw('200');

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    /** better-auth's display name; sign-up stores the full name here too. */
    name: text('name').notNull(),
    /** Stored lower-case by better-auth. */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: authCreatedAt(),
    updatedAt: authUpdatedAt(),
    /** The spec's sign-up data: the person's full name. */
    full_name: text('full_name').notNull(),
  },
  (table) => [
    check('user_full_name_check', sql`char_length(btrim(${table.full_name})) BETWEEN 1 AND ${FULL_NAME_MAX_SQL}`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: authTimestamp('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: authCreatedAt(),
    updatedAt: authUpdatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: authTimestamp('access_token_expires_at'),
    refreshTokenExpiresAt: authTimestamp('refresh_token_expires_at'),
    scope: text('scope'),
    /** A scrypt hash (salt:key), never the password. */
    password: text('password'),
    createdAt: authCreatedAt(),
    updatedAt: authUpdatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

/** Single-use tokens (password reset); identifiers are stored hashed. */
export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: authTimestamp('expires_at').notNull(),
    createdAt: authCreatedAt(),
    updatedAt: authUpdatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** better-auth's rate-limit counters, in the database so every server instance shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  /** `<client address>|<path>` */
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  /** Milliseconds since the epoch. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('user_roles_user_id_role_key').on(table.userId, table.role),
    check('user_roles_role_check', sql`${table.role} IN (${ROLES_SQL})`),
  ],
);

/** What an attachment of a stored message holds (calendar invitations are text). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const OUTBOX_STATUSES_SQL = sqlStringList(OUTBOX_STATUSES);
/** How a message was delivered (DELIVERY_CHANNELS): through SMTP, or only written to the log. */
const DELIVERY_CHANNELS_SQL = sqlStringList(DELIVERY_CHANNELS);

/**
 * Every message the site sends, whatever the delivery mode: queued when written, then sent
 * (through SMTP, or — without SMTP_URL — kept here and written to the log) or failed with
 * the error, and retried. Rows from before statuses existed were kept-in-outbox mail, hence
 * the 'sent' default; the mailer always sets the status itself.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is for, e.g. 'password_reset', 'consultation_confirmation'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<OutboxStatus>().notNull().default('sent'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /**
     * Holds a single-use secret (a reset link): never resent, and under SMTP stored with the
     * secret masked (the database keeps no usable link).
     */
    sensitive: boolean('sensitive').notNull().default(false),
    /**
     * How the delivery stamped in sent_at went: 'smtp' (handed to the SMTP server) or 'log'
     * (no SMTP_URL: only written to the server log, nobody emailed). Set with sent_at on each
     * successful delivery, a resend included; null until then, and on rows sent before the
     * column existed (their channel is unknown).
     */
    deliveredVia: text('delivered_via').$type<DeliveryChannel>(),
    /** Extra header fields sent with the message (alerts: List-Unsubscribe, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    index('outbox_created_at_idx').on(table.createdAt.desc()),
    index('outbox_to_address_idx').on(table.toAddress),
    index('outbox_unsent_idx')
      .on(table.status, table.lastAttemptAt)
      .where(sql`${table.status} <> 'sent'`),
    check('outbox_status_check', sql`${table.status} IN (${OUTBOX_STATUSES_SQL})`),
    check('outbox_attempts_check', sql`${table.attempts} >= 0`),
    check('outbox_delivered_via_check', sql`${table.deliveredVia} IN (${DELIVERY_CHANNELS_SQL})`),
  ],
);

/** Secrets the server generates for itself when none is configured (the auth secret). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const priceData = pgTable(
  'price_data',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    price: amount('price').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull(),
    source: text('source'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('price_data_symbol_timestamp_key').on(table.symbol, table.timestamp),
    index('price_data_symbol_timestamp_idx').on(table.symbol, table.timestamp.desc()),
    check('price_data_price_check', sql`${table.price} > 0`),
  ],
);

export const indexHistory = pgTable(
  'index_history',
  {
    /** `<index_type>-<yyyy-mm-dd>`, e.g. 'bitcoin_treasury-2026-11-21'. */
    id: text('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    indexValue: amount('index_value').notNull(),
    totalBtc: amount('total_btc'),
    totalMarketCap: amount('total_market_cap'),
    constituentCount: integer('constituent_count'),
    performance1d: amount('performance_1d'),
    performance7d: amount('performance_7d'),
    performance30d: amount('performance_30d'),
    indexType: text('index_type').$type<IndexId>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('index_history_index_type_date_key').on(table.indexType, table.date),
    check('index_history_index_value_check', sql`${table.indexValue} >= 0`),
    check('index_history_total_btc_check', sql`${table.totalBtc} IS NULL OR ${table.totalBtc} >= 0`),
    check('index_history_total_market_cap_check', sql`${table.totalMarketCap} IS NULL OR ${table.totalMarketCap} >= 0`),
    check(
      'index_history_constituent_count_check',
      sql`${table.constituentCount} IS NULL OR ${table.constituentCount} >= 0`,
    ),
    check('index_history_index_type_check', sql`${table.indexType} IN (${HISTORY_INDEX_TYPES_SQL})`),
  ],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quote: text('quote').notNull(),
    author: text('author').notNull(),
    title: text('title'),
    company: text('company'),
    image: text('image'),
    featured: boolean('featured').notNull().default(false),
    quotedOn: date('quoted_on', { mode: 'string' }),
    sourceLabel: text('source_label'),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  // The home page shows one featured quote: the database keeps it to at most one.
  (table) => [
    uniqueIndex('testimonials_one_featured_idx')
      .on(table.featured)
      .where(sql`${table.featured}`),
  ],
);

/** One row per seeded dataset, so seeding runs once per database. */
export const seedLog = pgTable('seed_log', {
  dataset: text('dataset').primaryKey(),
  rows: integer('rows').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Fixed-window request counters for the site's own rate limits (public forms, sign-in per
 * account), in the database so every server instance counts together. Keys name the rule
 * and the subject, e.g. `consultation:address:203.0.113.7`.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    index('request_counters_window_start_idx').on(table.windowStart),
    check('request_counters_count_check', sql`${table.count} >= 0`),
  ],
);

/** What each background job last did (price feed, daily snapshot, reminder mail), for admins. */
export const jobStatus = pgTable(
  'job_status',
  {
    /** The job's name, e.g. 'price_feed'. */
    name: text('name').primaryKey(),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true, mode: 'date' }),
    lastFinishedAt: timestamp('last_finished_at', { withTimezone: true, mode: 'date' }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** A short word on the last finished run: 'updated', 'skipped', 'failed', … */
    lastOutcome: text('last_outcome'),
    runCount: integer('run_count').notNull().default(0),
    failureCount: integer('failure_count').notNull().default(0),
  },
  (table) => [check('job_status_counts_check', sql`${table.runCount} >= 0 AND ${table.failureCount} >= 0`)],
);

const IMPORT_STATUSES_SQL = sqlStringList(IMPORT_STATUSES);
const IMPORT_MODES_SQL = sqlStringList(IMPORT_MODES);
const IMPORT_FORMATS_SQL = sqlStringList(IMPORT_FORMATS);

/**
 * Market-data imports: a file is previewed first (its parsed changes staged in `payload`,
 * nothing written to the market tables), then committed in one transaction, and the last
 * committed one can be undone. Who and when are snapshots: the account may be deleted later.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** The admin who uploaded it; no foreign key, so the record outlives the account. */
    createdById: text('created_by_id'),
    /** Name at the time; set to null when the account is deleted (shown as "deleted account"). */
    createdByName: text('created_by_name'),
    fileName: text('file_name'),
    format: text('format').$type<ImportFormat>().notNull(),
    /** Which file it was: public_companies, etfs, governments, green_candidates, market_caps, rows, api. */
    kind: text('kind').$type<ImportKind>().notNull(),
    mode: text('mode').$type<ImportMode>().notNull(),
    indexTypes: text('index_types').array().$type<IndexType[]>().notNull(),
    status: text('status').$type<ImportStatusValue>().notNull(),
    rowCount: integer('row_count').notNull().default(0),
    addedCount: integer('added_count').notNull().default(0),
    changedCount: integer('changed_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    removedCount: integer('removed_count').notNull().default(0),
    invalidCount: integer('invalid_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    /** Digest of the stored rows the preview was computed against; commit refuses if they changed. */
    fingerprint: text('fingerprint'),
    /** The staged changes and the preview's report until commit or discard; then null. */
    payload: jsonb('payload'),
    committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }),
    committedById: text('committed_by_id'),
    committedByName: text('committed_by_name'),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneById: text('undone_by_id'),
    undoneByName: text('undone_by_name'),
  },
  (table) => [
    index('data_imports_created_at_idx').on(table.createdAt.desc()),
    index('data_imports_committed_at_idx').on(table.status, table.committedAt.desc()),
    check('data_imports_status_check', sql`${table.status} IN (${IMPORT_STATUSES_SQL})`),
    check('data_imports_mode_check', sql`${table.mode} IN (${IMPORT_MODES_SQL})`),
    check('data_imports_format_check', sql`${table.format} IN (${IMPORT_FORMATS_SQL})`),
    check(
      'data_imports_counts_check',
      sql`${table.rowCount} >= 0 AND ${table.addedCount} >= 0 AND ${table.changedCount} >= 0
        AND ${table.unchangedCount} >= 0 AND ${table.removedCount} >= 0 AND ${table.invalidCount} >= 0
        AND ${table.skippedCount} >= 0`,
    ),
  ],
);

const SOURCE_RUN_STATUSES_SQL = sqlStringList(SOURCE_RUN_STATUSES);

/**
 * Each run of a public data source (server/sources/, ADR 191): when, how it ended, the
 * staged import it made (null when nothing differed or it failed) and why it failed.
 */
export const sourceRuns = pgTable(
  'source_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The source's id, e.g. 'coingecko'. */
    source: text('source').$type<SourceId>().notNull(),
    status: text('status').$type<SourceRun['status']>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }).notNull(),
    importId: uuid('import_id').references(() => dataImports.id),
    /** The run's import counts (rows, added, changed, unchanged, removed, invalid, skipped). */
    counts: jsonb('counts').$type<SourceRun['counts']>().notNull(),
    error: text('error'),
    /** Who asked: null for the scheduled job. */
    triggeredById: text('triggered_by_id'),
  },
  (table) => [
    index('source_runs_source_idx').on(table.source, table.startedAt.desc()),
    check('source_runs_status_check', sql`${table.status} IN (${SOURCE_RUN_STATUSES_SQL})`),
    check('source_runs_error_check', sql`(${table.status} = 'failed') = (${table.error} IS NOT NULL)`),
  ],
);

/**
 * How a source's holder is matched, set by an administrator: to a stored row (constituentId)
 * or ignored (constituentId null). The key is the source's own symbol (e.g. 'MSTR.US') or,
 * when it gives none, its name. A mapped row's deletion removes the alias.
 */
export const sourceAliases = pgTable(
  'source_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<SourceId>().notNull(),
    sourceKey: text('source_key').notNull(),
    /** The name the source gave when the alias was set (shown beside the key). */
    sourceName: text('source_name'),
    constituentId: uuid('constituent_id').references(() => treasuryConstituents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The administrator who set it (no foreign key: the alias outlives the account). */
    createdById: text('created_by_id'),
  },
  (table) => [uniqueIndex('source_aliases_key_idx').on(table.source, table.sourceKey)],
);

/**
 * Every change an administrator (or the system on their behalf) makes: market rows, prices,
 * index snapshots, roles and accounts. Written in the same transaction as the change. The
 * holdings change log of a company is read from here (table treasury_constituents).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    /** The acting account; null for the system. No foreign key: entries outlive accounts. */
    actorId: text('actor_id'),
    /** Name at the time; null once the account is deleted (shown as "deleted account"). */
    actorName: text('actor_name'),
    action: text('action').$type<AuditAction>().notNull(),
    /** How the change came: admin (dashboard), api (POST /api/constituents…), import, undo, system. */
    origin: text('origin').$type<AuditOrigin>().notNull(),
    tableName: text('table_name').$type<AuditTable>().notNull(),
    rowId: text('row_id'),
    indexType: text('index_type'),
    ticker: text('ticker'),
    companyName: text('company_name'),
    /** The as-of text and source the change was made with. */
    asOf: text('as_of'),
    source: text('source'),
    before: jsonb('before'),
    after: jsonb('after'),
    importId: uuid('import_id').references(() => dataImports.id),
  },
  (table) => [
    index('audit_log_row_idx').on(table.tableName, table.rowId, table.id.desc()),
    index('audit_log_created_at_idx').on(table.createdAt.desc()),
    index('audit_log_import_id_idx').on(table.importId),
    index('audit_log_actor_id_idx').on(table.actorId),
  ],
);

// ---------------------------------------------------------------------------------------
// Client journeys: assessments, consultation bookings and their availability, webinars,
// enquiries. Person columns (name, email, company…) become NULL when the person's data is
// erased (eraseLeadsOf); `erased_at` records when, and CHECKs keep live rows complete.
// ---------------------------------------------------------------------------------------

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const updatedAt = () =>
  ts('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const userRef = () => text('user_id').references(() => user.id, { onDelete: 'set null' });

const READINESS_LEVELS_SQL = sqlStringList(READINESS_LEVELS);
const CONSULTATION_STATUSES_SQL = sqlStringList(CONSULTATION_STATUSES);
const WEBINAR_SESSION_STATUSES_SQL = sqlStringList(WEBINAR_SESSION_STATUSES);
const REGISTRATION_STATUSES_SQL = sqlStringList(REGISTRATION_STATUSES);
const ENQUIRY_STATUSES_SQL = sqlStringList(ENQUIRY_STATUSES);
const TIER_IDS_SQL = sqlStringList(TIER_IDS);

/** Readiness assessment results (domain/assessment): answers and the score computed at submit. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 128 random bits, base64url: the share link /assessment/result/<token>. */
    token: text('token').notNull().unique(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    overall: smallint('overall').notNull(),
    level: text('level').$type<ReadinessLevel>().notNull(),
    /** The whole AssessmentScore (areas, open items, recommendations) as computed at submit. */
    result: jsonb('result').notNull(),
    email: text('email'),
    copyRequested: boolean('copy_requested').notNull().default(false),
    userId: userRef(),
    erasedAt: ts('erased_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('assessments_created_at_idx').on(table.createdAt.desc()),
    index('assessments_email_idx').on(table.email),
    index('assessments_user_id_idx').on(table.userId),
    check('assessments_overall_check', sql`${table.overall} BETWEEN 0 AND 100`),
    check('assessments_level_check', sql`${table.level} IN (${READINESS_LEVELS_SQL})`),
  ],
);

/** Weekly opening hours for consultations, in the firm's zone (BOOKING_TIME_ZONE). */
export const availabilityHours = pgTable(
  'availability_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    /** Minutes after local midnight: opens at start_minute, closes at end_minute (≤ 1440). */
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('availability_hours_weekday_start_key').on(table.weekday, table.startMinute),
    check('availability_hours_weekday_check', sql`${table.weekday} BETWEEN 1 AND 7`),
    check(
      'availability_hours_minutes_check',
      sql`${table.startMinute} >= 0 AND ${table.endMinute} <= 1440 AND ${table.endMinute} - ${table.startMinute} >= 30`,
    ),
  ],
);

/** Firm-local dates with no consultation slots (holidays, closures). */
export const availabilityBlackouts = pgTable('availability_blackouts', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: text('reason'),
  createdAt: createdAt(),
});

/**
 * Consultation bookings. A slot can hold one booking that is not cancelled, whatever any
 * code does: the partial unique index on starts_at is what makes double booking impossible.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    status: text('status').$type<ConsultationStatus>().notNull().default('booked'),
    name: text('name'),
    email: text('email'),
    company: text('company'),
    role: text('role'),
    topic: text('topic'),
    /** The visitor's IANA zone, for the times in their mail. */
    visitorTimeZone: text('visitor_time_zone').notNull(),
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    userId: userRef(),
    /** 128 random bits, base64url: the manage link /schedule-consultation/manage/<token>. */
    manageToken: text('manage_token').notNull().unique(),
    /** The calendar invitation's SEQUENCE: raised on each change so calendars update the event. */
    sequence: integer('sequence').notNull().default(0),
    /** This booking's own joining link (an admin sets it); null: CONSULTATION_JOIN_URL, if set. */
    joinUrl: text('join_url'),
    consentAt: ts('consent_at').notNull(),
    /** Set, atomically and once, by the instance that sends the 24 h reminder. */
    reminderSentAt: ts('reminder_sent_at'),
    cancelledAt: ts('cancelled_at'),
    erasedAt: ts('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('consultations_active_slot_idx')
      .on(table.startsAt)
      .where(sql`${table.status} <> 'cancelled'`),
    index('consultations_starts_at_idx').on(table.startsAt),
    index('consultations_email_idx').on(table.email),
    index('consultations_user_id_idx').on(table.userId),
    check('consultations_status_check', sql`${table.status} IN (${CONSULTATION_STATUSES_SQL})`),
    check('consultations_times_check', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'consultations_person_check',
      sql`${table.erasedAt} IS NOT NULL OR (${table.name} IS NOT NULL AND ${table.email} IS NOT NULL AND ${table.company} IS NOT NULL)`,
    ),
  ],
);

/** Live webinar sessions: planned by the schedule rule (series_key set) or added by an admin. */
export const webinarSessions = pgTable(
  'webinar_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    startsAt: ts('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    /** Given only in confirmation and reminder mail, never in public JSON. */
    joinUrl: text('join_url'),
    status: text('status').$type<WebinarSessionStatus>().notNull().default('scheduled'),
    /** The schedule rule that planned it; NULL for sessions an admin added. */
    seriesKey: text('series_key'),
    /**
     * The calendar invitations' SEQUENCE (with each registration's own added): raised when
     * the time or the joining link changes and when the session is cancelled.
     */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Planning again (every day, on every instance) never adds a session twice.
    unique('webinar_sessions_series_starts_at_key').on(table.seriesKey, table.startsAt),
    index('webinar_sessions_starts_at_idx').on(table.startsAt),
    check('webinar_sessions_status_check', sql`${table.status} IN (${WEBINAR_SESSION_STATUSES_SQL})`),
    check('webinar_sessions_duration_check', sql`${table.durationMinutes} BETWEEN 15 AND 480`),
    check('webinar_sessions_capacity_check', sql`${table.capacity} BETWEEN 1 AND 10000`),
  ],
);

/** One row per person and session; the email is unique per session (no double registration). */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => webinarSessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    status: text('status').$type<RegistrationStatus>().notNull().default('registered'),
    userId: userRef(),
    /** The registrant's IANA zone, for the times in their mail; NULL for rows from before it was asked (the firm's). */
    visitorTimeZone: text('visitor_time_zone'),
    /** 128 random bits, base64url: the manage link /live-webinars/manage/<token> (made on insert). */
    manageToken: text('manage_token').notNull().unique().$defaultFn(newPublicToken),
    /**
     * Raised on each cancellation and re-activation. The invitations' SEQUENCE is the
     * session's plus this, so the newest message for a registration always counts highest.
     */
    sequence: integer('sequence').notNull().default(0),
    /** Set, atomically and once, by the instance that sends the 1 h reminder. */
    reminderSentAt: ts('reminder_sent_at'),
    /** Set, atomically and once, when the firm's daily digest of registrations lists it. */
    firmNotifiedAt: ts('firm_notified_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('webinar_registrations_session_email_key').on(table.sessionId, table.email),
    index('webinar_registrations_email_idx').on(table.email),
    index('webinar_registrations_user_id_idx').on(table.userId),
    check('webinar_registrations_status_check', sql`${table.status} IN (${REGISTRATION_STATUSES_SQL})`),
  ],
);

/** Program enrolment enquiries (pricing page); answered with an invoice. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email'),
    company: text('company'),
    tier: text('tier').$type<TierId>().notNull(),
    message: text('message'),
    status: text('status').$type<EnquiryStatus>().notNull().default('new'),
    userId: userRef(),
    erasedAt: ts('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('enquiries_created_at_idx').on(table.createdAt.desc()),
    index('enquiries_email_idx').on(table.email),
    index('enquiries_user_id_idx').on(table.userId),
    check('enquiries_tier_check', sql`${table.tier} IN (${TIER_IDS_SQL})`),
    check('enquiries_status_check', sql`${table.status} IN (${ENQUIRY_STATUSES_SQL})`),
    check(
      'enquiries_person_check',
      sql`${table.erasedAt} IS NOT NULL OR (${table.name} IS NOT NULL AND ${table.email} IS NOT NULL AND ${table.company} IS NOT NULL)`,
    ),
  ],
);

/**
 * Treasury policy drafts (domain/policy): the company name and the choices; the clauses are
 * drawn from the clause library when the draft is read. Kept POLICY_DRAFT_RETENTION_MONTHS
 * (server/journeys/policies.ts), then deleted.
 */
export const policyDrafts = pgTable(
  'policy_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 128 random bits, base64url: the share link /treasury-policy/<token>. */
    token: text('token').notNull().unique(),
    companyName: text('company_name').notNull(),
    /** The PolicyChoices, every one filled (defaults applied). */
    choices: jsonb('choices').$type<Record<string, unknown>>().notNull(),
    /** The assessment whose open answers become "to decide" items. */
    assessmentToken: text('assessment_token').references(() => assessments.token, { onDelete: 'set null' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (table) => [
    index('policy_drafts_created_at_idx').on(table.createdAt),
    index('policy_drafts_user_id_idx').on(table.userId),
  ],
);

/**
 * Every change of the market tables as a realtime event with a durable, increasing id (the
 * SSE `id:`), so a browser that reconnects gets what it missed, also across restarts. The
 * change triggers write here in the same transaction as the change; the id is taken at
 * commit, in commit order (supabase/migrations/*_realtime_events.sql). Rows older than a
 * day are deleted now and then (server/realtime/hub.ts).
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The trigger's payload: { table, op, index_type | symbol, price, timestamp | date }. */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('realtime_events_created_at_idx').on(table.createdAt)],
);

/**
 * Changes of a transaction not yet committed, one row per distinct payload; moved to
 * realtime_events (and deleted from here) when the transaction commits. Always empty
 * outside a transaction.
 */
export const realtimePending = pgTable(
  'realtime_pending',
  {
    /** txid_current() of the writing transaction. */
    tx: bigint('tx', { mode: 'number' }).notNull(),
    payload: jsonb('payload').notNull(),
  },
  (table) => [primaryKey({ name: 'realtime_pending_pkey', columns: [table.tx, table.payload] })],
);

/**
 * The first-party analytics (ADR 091): one row per page view or journey event. No cookie,
 * IP address, user agent or account id is stored; `visitor_hash` is a hash of the request's
 * address and browser with a salt that changes every UTC day (analytics_salts), so a
 * visitor can be counted once per day and never followed across days.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** When the server received it (the browser's clock is not trusted). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text('name').$type<AnalyticsEventName>().notNull(),
    /** A route-table path, or '(not found)'. */
    path: text('path').notNull(),
    /** Host of another site the visit came from, on its first page view; null otherwise. */
    referrerHost: text('referrer_host'),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    index('analytics_events_visitor_idx').on(table.visitorHash, table.occurredAt),
    check('analytics_events_name_check', sql`${table.name} IN (${ANALYTICS_EVENT_NAMES_SQL})`),
  ],
);

/** Today's salt of the visitor hash; rows of past days are deleted when the day changes. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

// ---------------------------------------------------------------------------------------
// Alerts by email (issue 47, ADR 172): subscriptions with double opt-in, their topics, the
// changes detected for them, and the job's own state (its audit-log cursor, index weights).
// ---------------------------------------------------------------------------------------

const ALERT_FREQUENCIES_SQL = sqlStringList(ALERT_FREQUENCIES);
const ALERT_TOPIC_KINDS_SQL = sqlStringList(ALERT_TOPIC_KINDS);

/**
 * One subscription per address. Stored: the email, topics, frequency, time zone, and the
 * confirmation and unsubscribe times; unconfirmed rows are deleted after 7 days and the
 * account's rows when the account is deleted (eraseLeadsOf).
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    /** IANA zone: the weekly digest goes out on the subscriber's Monday morning. */
    timeZone: text('time_zone').notNull(),
    /** 128 random bits, base64url: the confirm, manage and one-click unsubscribe links. */
    token: text('token').notNull().unique().$defaultFn(newPublicToken),
    userId: userRef(),
    confirmedAt: ts('confirmed_at'),
    unsubscribedAt: ts('unsubscribed_at'),
    /** The last alert_events id this subscriber was mailed about (or that existed at confirmation). */
    lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
    lastDigestAt: ts('last_digest_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('alert_subscriptions_user_id_idx').on(table.userId),
    index('alert_subscriptions_unconfirmed_idx')
      .on(table.createdAt)
      .where(sql`${table.confirmedAt} IS NULL`),
    check('alert_subscriptions_frequency_check', sql`${table.frequency} IN (${ALERT_FREQUENCIES_SQL})`),
    check('alert_subscriptions_last_event_check', sql`${table.lastEventId} >= 0`),
  ],
);

/** What a subscription follows: a holder by ticker (upper case) or an index by id. */
export const alertTopics = pgTable(
  'alert_topics',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertTopicKind>().notNull(),
    key: text('key').notNull(),
  },
  (table) => [
    primaryKey({ name: 'alert_topics_pkey', columns: [table.subscriptionId, table.kind, table.key] }),
    index('alert_topics_topic_idx').on(table.kind, table.key),
    check('alert_topics_kind_check', sql`${table.kind} IN (${ALERT_TOPIC_KINDS_SQL})`),
  ],
);

/**
 * A change worth an alert, detected once by the alerts job: a holder's holdings (from the
 * audit log) or an index's membership or weight (after a recalculation). The text lines of
 * the mail are kept with it, so instant mail and the weekly digest say the same.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<AlertTopicKind>().notNull(),
    key: text('key').notNull(),
    /** The audit entry a holder change was read from; null for index changes. */
    auditId: bigint('audit_id', { mode: 'number' }),
    importId: uuid('import_id'),
    /** What changed, as the mail shows it (domain/alerts.ts AlertChange). */
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('alert_events_topic_idx').on(table.kind, table.key, table.id),
    index('alert_events_created_at_idx').on(table.createdAt),
    check('alert_events_kind_check', sql`${table.kind} IN (${ALERT_TOPIC_KINDS_SQL})`),
  ],
);

/** The alerts job's state by name: 'audit_cursor' and 'index:<id>' (the weights last reported). */
export const alertState = pgTable('alert_state', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export type ConstituentRow = typeof treasuryConstituents.$inferSelect;
export type NewConstituentRow = typeof treasuryConstituents.$inferInsert;
export type PriceRow = typeof priceData.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type UserRow = typeof user.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type JobStatusRow = typeof jobStatus.$inferSelect;
export type DataImportRow = typeof dataImports.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type AssessmentRow = typeof assessments.$inferSelect;
export type ConsultationRow = typeof consultations.$inferSelect;
export type WebinarSessionRow = typeof webinarSessions.$inferSelect;
export type WebinarRegistrationRow = typeof webinarRegistrations.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
export type PolicyDraftRow = typeof policyDrafts.$inferSelect;
export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
export type AlertSubscriptionRow = typeof alertSubscriptions.$inferSelect;
export type AlertEventRow = typeof alertEvents.$inferSelect;

/** When each administrator last opened the overview: it shows what is new since the look before. */
export const adminLooks = pgTable('admin_looks', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The latest overview read. */
  lookedAt: ts('looked_at').notNull(),
  /** The start of the current visit's "since": the read before the latest visit began. */
  previousLookAt: ts('previous_look_at'),
});
export type SourceRunRow = typeof sourceRuns.$inferSelect;
export type SourceAliasRow = typeof sourceAliases.$inferSelect;
