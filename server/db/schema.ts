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
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Index types a constituent row may carry (domain/schemas/common.ts INDEX_TYPES). */
const CONSTITUENT_INDEX_TYPES_SQL = sql.raw(`'bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault'`);
/** Index types with a daily history (the starter variant has history but no rows of its own). */
const HISTORY_INDEX_TYPES_SQL = sql.raw(`'bitcoin_treasury', 'bitcoin_treasury_starter', 'green_vault'`);
const ROLES_SQL = sql.raw(`'admin', 'user'`);

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
    indexType: text('index_type').notNull().default('bitcoin_treasury'),
    country: text('country'),
    exchange: text('exchange'),
    /** Free-form as in the source CSVs: '2026-06-15/2026-06-21', '2026-05', '2026-02 (approx)'. */
    asOf: text('as_of'),
    /** The latest concrete date `as_of` names (end of a range, month end, year end). */
    asOfDate: date('as_of_date', { mode: 'string' }),
    sourceNote: text('source_note'),
    marketCapAsOf: text('market_cap_as_of'),
    renewableEnergyPct: amount('renewable_energy_pct'),
    renewableClaimBasis: text('renewable_claim_basis'),
    /** When the renewable-energy claim was made (green_vault rows; free-form like as_of). */
    renewableAsOf: text('renewable_as_of'),
    sharesOutstanding: amount('shares_outstanding'),
    totalDebtUsd: amount('total_debt_usd'),
    preferredUsd: amount('preferred_usd'),
    cashUsd: amount('cash_usd'),
    capitalAsOf: text('capital_as_of'),
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
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('user_roles_user_id_role_key').on(table.userId, table.role),
    check('user_roles_role_check', sql`${table.role} IN (${ROLES_SQL})`),
  ],
);

/** Mail kept in the database when no SMTP server is configured (SMTP_URL unset). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the mail is for, e.g. 'password_reset'. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt.desc())],
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
    indexType: text('index_type').notNull(),
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

export type ConstituentRow = typeof treasuryConstituents.$inferSelect;
export type NewConstituentRow = typeof treasuryConstituents.$inferInsert;
export type PriceRow = typeof priceData.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type UserRow = typeof user.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
