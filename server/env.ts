// The server's environment, parsed once with zod. Empty variables count as unset, and a
// bad value fails start-up with one line naming every offending variable.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { BANK_HOLIDAY_REGIONS, DEFAULT_BANK_HOLIDAY_REGION } from '../domain/booking/bank-holidays.ts';
import { DEFAULT_BOOKING_TIME_ZONE } from '../domain/booking/slots.ts';
import { isSupportedTimeZone } from '../domain/time-zone.ts';
import { DEFAULT_OUTSIDE_TOTAL_URL } from './jobs/outside-total.ts';
import { DEFAULT_PRICE_FEED_RANGE_URL, DEFAULT_PRICE_FEED_URL } from './jobs/price-feed.ts';
import { DEFAULT_COINGECKO_API_URL } from './sources/coingecko.ts';
import { DEFAULT_SEC_API_URL } from './sources/sec-edgar.ts';
import { StartupError } from './startup-error.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const MAX_PORT = 65_535;

/** Treats '' like an unset variable, so `PORT=` keeps the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'must be a postgres:// or postgresql:// URL');

/** An origin: scheme, host and port only (no path). */
const originUrl = z
  .string()
  .refine(
    (value) => /^https?:\/\/[^/\s]+$/.test(value.replace(/\/$/, '')),
    'must be an http(s) origin like https://vaultmark.example',
  )
  .transform((value) => value.replace(/\/$/, ''));

const smtpUrl = z.string().refine((value) => /^smtps?:\/\/.+/.test(value), 'must be an smtp:// or smtps:// URL');

/** Number of trusted proxy hops in front of the server. */
const trustProxy = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxies')
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));

/** An IANA zone name this runtime knows (Intl.supportedValuesOf('timeZone') or an alias). */
const timeZone = z.string().refine(isSupportedTimeZone, 'must be an IANA time zone such as Europe/London');

const httpsUrl = z.string().refine((value) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}, 'must be an https:// URL');

export const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(MAX_PORT).default(3000)),
  HOST: optional(z.string().default('127.0.0.1')),
  /** Unset: the embedded PGlite database in PGLITE_DIR. */
  DATABASE_URL: optional(postgresUrl.optional()),
  PGLITE_DIR: optional(z.string().default('.data/pglite')),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS).default('info')),
  STATIC_DIR: optional(z.string().default('dist')),
  NODE_ENV: optional(z.enum(NODE_ENVS).default('development')),
  /** The address people use, e.g. https://vaultmark.example; links in mail and origin checks use it. */
  PUBLIC_ORIGIN: optional(originUrl.optional()),
  /** Signs session cookies (32+ characters). Unset: generated once and kept in the database. */
  BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters').optional()),
  /** false/0: the socket address is the client; true/1…n: believe that many proxies' X-Forwarded-For. */
  TRUST_PROXY: optional(trustProxy.optional()),
  /** smtp:// or smtps:// URL of the mail server; unset: mail goes to the outbox table and the log. */
  SMTP_URL: optional(smtpUrl.optional()),
  /** Sender of the site's mail, e.g. 'Vaultmark <no-reply@vaultmark.example>'. */
  MAIL_FROM: optional(z.string().optional()),
  /** on: read BTC/USD from PRICE_FEED_URL every minute; off: keep the stored prices. */
  PRICE_FEED: optional(z.enum(['on', 'off']).default('on')),
  /** A public BTC/USD price API (CoinGecko, Coinbase, Kraken or Binance answer shapes). */
  PRICE_FEED_URL: optional(z.url().default(DEFAULT_PRICE_FEED_URL)),
  /** A range endpoint in CoinGecko's market_chart/range shape: whole days missing are filled from it. */
  PRICE_FEED_RANGE_URL: optional(z.url().default(DEFAULT_PRICE_FEED_RANGE_URL)),
  /** on: read the public data sources every 6 hours and stage their differences (ADR 191); off: only when an admin syncs. */
  SOURCE_SYNC: optional(z.enum(['on', 'off']).default('on')),
  /** CoinGecko's API base: its public treasury lists (companies, governments) are read from here. */
  COINGECKO_API_URL: optional(z.url().default(DEFAULT_COINGECKO_API_URL)),
  /** Auto-apply rule: a run changing only matched holdings, each within this many per cent, is committed at once; 0: off. */
  SOURCE_AUTO_APPLY_PCT: optional(z.coerce.number().min(0).max(10).default(0)),
  /** A CoinGecko demo API key, sent as x-cg-demo-api-key; unset: keyless (lower rate limit). */
  COINGECKO_API_KEY: optional(z.string().max(200).optional()),
  /** SEC EDGAR's API base: company facts (shares outstanding) are read from here (ADR 192). */
  SEC_API_URL: optional(z.url().default(DEFAULT_SEC_API_URL)),
  /** The User-Agent the SEC asks for ("Company name admin@example.com"); unset: market caps are not read. */
  SEC_USER_AGENT: optional(z.string().min(3).max(200).optional()),
  /** A quote source answering GET {QUOTE_API_URL}/{SYMBOL} with { symbol, close, date }; unset: market caps are not read. */
  QUOTE_API_URL: optional(z.url().optional()),
  /** Sent to the quote source as a Bearer token; unset: none. */
  QUOTE_API_KEY: optional(z.string().max(200).optional()),
  /** Page-to-text proxy URL of a public treasury listing ('Total of all public companies'). */
  OUTSIDE_TOTAL_URL: optional(z.url().default(DEFAULT_OUTSIDE_TOTAL_URL)),
  /** The firm's time zone: consultation opening hours, blackout dates and webinar times are read in it. */
  BOOKING_TIME_ZONE: optional(timeZone.default(DEFAULT_BOOKING_TIME_ZONE)),
  /** Whose bank holidays become blackout dates, each year once (admins can remove a day): england-and-wales or none. */
  BOOKING_BANK_HOLIDAYS: optional(z.enum(BANK_HOLIDAY_REGIONS).default(DEFAULT_BANK_HOLIDAY_REGION)),
  /** Joining link of the webinar sessions the schedule plans (admins can set one per session). */
  WEBINAR_JOIN_URL: optional(httpsUrl.optional()),
  /** Who hears of each booking, change, cancellation and enquiry, and gets the daily webinar digest. Unset: every administrator. */
  NOTIFY_EMAIL: optional(z.email('must be an email address').optional()),
  /** The firm's meeting room: the joining link of every consultation that has none of its own. */
  CONSULTATION_JOIN_URL: optional(httpsUrl.optional()),
  /** Requests a minute per client address on the open data API (/api/v1). */
  OPEN_DATA_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(1_000_000_000).default(120)),
  /** Google Analytics 4 measurement id (G-…): the tag loads only after a visitor consents. Unset: no tag. */
  GA_MEASUREMENT_ID: optional(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics 4 measurement id such as G-ABC123XYZ')
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends StartupError {}

/** Reads `.env` (if present) into process.env; variables already set in the environment win. */
export function loadDotEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** Parses the environment; throws an EnvError with a one-line message when it is invalid. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
}
