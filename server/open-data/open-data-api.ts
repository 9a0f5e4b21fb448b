// The open data API, /api/v1: read-only, versioned, documented. Each resource is answered
// from the read cache (the same computation as the site's own reads, invalidated with them)
// wrapped as { asOf, data }, in JSON or — on `Accept: text/csv` or `?format=csv` — as
// formula-safe CSV of its list. Every answer carries Cache-Control with a short max-age, an
// ETag (304 on If-None-Match), open CORS, the rate-limit headers and X-Data-As-Of. The
// OpenAPI 3.1 document at /api/v1/openapi.json is generated from the routes: the parameters
// from their zod schemas, the bodies from the app's own zod schemas (z.toJSONSchema).
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import * as zm from 'zod/mini';
import { AppError } from '../../domain/errors.ts';
import { INDEX_IDS, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import { combineHoldings } from '../../domain/market/combined-holdings.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import { constituentListSchema } from '../../domain/schemas/constituents.ts';
import { GOVERNMENT_SLUG_PATTERN } from '../../domain/market/government-slug.ts';
import {
  governmentSchema,
  HOLDER_KINDS,
  holderSchema,
  TICKER_PATTERN,
  type Government,
  type Holder,
  type HolderKind,
} from '../../domain/schemas/holders.ts';
import { combinedHoldingsSchema, indexHistoryListSchema, indexResultSchema } from '../../domain/schemas/market.ts';
import { priceGapSchema, priceListSchema } from '../../domain/schemas/prices.ts';
import { findPriceGaps, GAP_MIN_MISSING_DAYS } from '../../domain/market/price-gaps.ts';
import { stressTestReportSchema, stressTestRequestSchema } from '../../domain/schemas/stress-test.ts';
import type { AppEnv } from '../app-env.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { listIndexHistory } from '../db/queries/index-history.ts';
import { BTC_SYMBOL, DAILY_PRICE_MAX_DAYS, latestPrices, listDailyPrices } from '../db/queries/prices.ts';
import { validationError } from '../error-handler.ts';
import {
  answerHeaders,
  etagMatches,
  preferredEncoding,
  type Encoding,
  type Representation,
} from '../http/representation.ts';
import { holderNotFoundMessage, readGovernment, readHolder } from '../market/holder-service.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { OPEN_DATA_CSV, type CsvTable } from './open-data-csv.ts';
import { answerStressTest } from './stress-test.ts';
import { FixedWindowLimiter, OPEN_DATA_LIMIT, type OpenDataLimit } from './rate-limiter.ts';

export const OPEN_DATA_BASE = '/api/v1';
/** Browsers and proxies may reuse an answer this long; after that, a revalidation costs a 304. */
export const OPEN_DATA_MAX_AGE_SECONDS = 60;
export const OPEN_DATA_CACHE_CONTROL = `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`;
export const AS_OF_HEADER = 'X-Data-As-Of';
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
const EXPOSED_HEADERS = [
  'ETag',
  AS_OF_HEADER,
  'Retry-After',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];
const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const DEFAULT_DAILY_DAYS = 365;

// ---------------------------------------------------------------------------------------
// Envelopes: the data with the time it is as of.
// ---------------------------------------------------------------------------------------

interface Envelope<T> {
  /** When the data was last changed (UTC ISO); null when there is none. */
  asOf: string | null;
  data: T;
}

const latest = (times: readonly (string | null | undefined)[]): string | null =>
  times.reduce<string | null>((max, time) => (time && (max === null || time > max) ? time : max), null);

/** The component schemas of the document: every body is { asOf, data } around an app schema. */
const bodySchemas = {
  IndexResult: indexResultSchema,
  ConstituentList: constituentListSchema,
  CombinedHoldings: combinedHoldingsSchema,
  Holder: holderSchema,
  Government: governmentSchema,
  PriceList: priceListSchema,
  IndexHistory: indexHistoryListSchema,
} as const;
export type OpenDataComponent = keyof typeof bodySchemas;

export const envelopeSchema = <T extends zm.ZodMiniType>(data: T) =>
  zm.object({ asOf: zm.nullable(zm.string()), data });

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of each envelope. */
export function componentJsonSchemas(): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [name, schema] of Object.entries(bodySchemas)) {
    const { $schema: _dialect, ...jsonSchema } = zm.toJSONSchema(envelopeSchema(schema), {
      target: 'draft-2020-12',
      io: 'output',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    out[`${name}Envelope`] = jsonSchema;
  }
  // The daily prices also list their gaps (ADR 154).
  const { $schema: _dialect, ...dailyPrices } = zm.toJSONSchema(
    zm.object({ asOf: zm.nullable(zm.string()), data: priceListSchema, gaps: zm.array(priceGapSchema) }),
    { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' },
  ) as Record<string, unknown>;
  out.DailyPricesEnvelope = dailyPrices;
  // The stress test is a computation, not a stored resource: its answer has no envelope.
  for (const [name, schema, io] of [
    ['StressTestRequest', stressTestRequestSchema, 'input'],
    ['StressTestReport', stressTestReportSchema, 'output'],
  ] as const) {
    const { $schema: _dialect, ...jsonSchema } = zm.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    out[name] = jsonSchema;
  }
  out.Error = {
    type: 'object',
    properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
    required: ['code', 'message'],
  };
  return out;
}

// ---------------------------------------------------------------------------------------
// Sending: JSON from the read cache, or CSV made once per cached representation.
// ---------------------------------------------------------------------------------------

interface Prepared {
  asOf: string | null;
  csv?: { body: Buffer; etag: string };
}
const prepared = new WeakMap<Representation, Prepared>();

function preparedOf(representation: Representation): Prepared {
  let entry = prepared.get(representation);
  if (!entry) {
    const value = JSON.parse(representation.json) as Envelope<unknown>;
    entry = { asOf: value.asOf };
    prepared.set(representation, entry);
  }
  return entry;
}

function wantsCsv(c: Context): boolean {
  const format = c.req.query('format');
  if (format === 'csv') return true;
  if (format === 'json') return false;
  const accept = c.req.header('accept') ?? '';
  return /(^|,)\s*text\/csv/i.test(accept) && !/(^|,)\s*application\/json/i.test(accept);
}

function commonHeaders(asOf: string | null): Record<string, string> {
  return {
    'cache-control': OPEN_DATA_CACHE_CONTROL,
    vary: 'Accept, Accept-Encoding',
    ...(asOf ? { [AS_OF_HEADER.toLowerCase()]: asOf } : {}),
  };
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': EXPOSED_HEADERS.join(','),
};

/**
 * Every header of a JSON answer of a cached v1 read but the request id, the security headers
 * and the RateLimit-* trio: what the route sends, and what the fast path copies.
 */
export function openDataJsonHeaders(
  representation: Representation,
  encoding: Encoding,
  status: 200 | 304,
): Record<string, string> {
  return {
    ...answerHeaders(representation, encoding, status, OPEN_DATA_CACHE_CONTROL),
    ...commonHeaders(preparedOf(representation).asOf),
    ...CORS_HEADERS,
  };
}

/** The cached v1 reads the fast path may answer: exact paths, no query string. */
const FAST_PATH_KEYS: ReadonlyMap<string, string> = new Map([
  ...INDEX_IDS.map((id) => [`${OPEN_DATA_BASE}/index/${id}`, `v1:index:${id}`] as const),
  ...INDEX_TYPES.map((type) => [`${OPEN_DATA_BASE}/constituents/${type}`, `v1:constituents:${type}`] as const),
  [`${OPEN_DATA_BASE}/holdings/combined`, 'v1:holdings:combined'],
  [`${OPEN_DATA_BASE}/prices/latest`, 'v1:prices:latest'],
]);

/** The read-cache key of a v1 GET the fast path may answer (JSON only), or null. */
export function openDataKeyForRequest(url: string, accept: string | undefined): string | null {
  const key = FAST_PATH_KEYS.get(url);
  if (key === undefined) return null;
  return accept !== undefined && /text\/csv/i.test(accept) ? null : key;
}

async function sendResource(
  c: Context<AppEnv>,
  market: MarketServices,
  key: string,
  produce: () => Promise<Envelope<unknown>>,
  table: CsvTable,
): Promise<Response> {
  const representation = await market.reads.read(`v1:${key}`, produce);
  const entry = preparedOf(representation);
  if (wantsCsv(c)) {
    if (!entry.csv) {
      const body = Buffer.from(table((JSON.parse(representation.json) as Envelope<unknown>).data), 'utf8');
      entry.csv = { body, etag: `"csv-${representation.variants.identity.etag.replaceAll('"', '')}"` };
    }
    const headers = { ...commonHeaders(entry.asOf), etag: entry.csv.etag };
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.csv!.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(entry.csv.body as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `inline; filename="${key.replaceAll(':', '-')}.csv"`,
    });
  }
  const encoding = preferredEncoding(c.req.header('accept-encoding'), representation.variants);
  const variant = representation.variants[encoding] ?? representation.variants.identity;
  if (etagMatches(c.req.header('if-none-match'), variant.etag)) {
    return c.body(null, 304, openDataJsonHeaders(representation, encoding, 304));
  }
  return c.body(variant.body as Uint8Array<ArrayBuffer>, 200, openDataJsonHeaders(representation, encoding, 200));
}

// ---------------------------------------------------------------------------------------
// Routes.
// ---------------------------------------------------------------------------------------

const formatQuery = z.object({
  format: z
    .enum(['json', 'csv'])
    .optional()
    .openapi({ description: 'json (default) or csv; `Accept: text/csv` also selects CSV.' }),
});
const indexIdParam = z.object({
  id: z.enum(INDEX_IDS).openapi({ param: { name: 'id', in: 'path' }, example: 'bitcoin_treasury' }),
});
const indexTypeParam = z.object({
  indexType: z.enum(INDEX_TYPES).openapi({ param: { name: 'indexType', in: 'path' }, example: 'bitcoin_treasury' }),
});
const tickerParam = z.object({
  ticker: z
    .string()
    .regex(TICKER_PATTERN, 'ticker must be 1–20 letters, digits, ".", "-" or ":"')
    .openapi({ param: { name: 'ticker', in: 'path' }, example: 'MSTR' }),
});
const holderQuery = formatQuery.extend({
  kind: z.enum(HOLDER_KINDS).optional().openapi({
    description:
      'company or fund, for a ticker both have (DEFI); without it the company answers, or the fund when no company has the ticker.',
  }),
});
const slugParam = z.object({
  slug: z
    .string()
    .max(80)
    .regex(GOVERNMENT_SLUG_PATTERN, 'slug must be lower-case letters and digits joined by "-"')
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'el-salvador' }),
});
/** A real calendar date as YYYY-MM-DD, the parameter named in each message. */
const dayParam = (name: 'from' | 'to', description: string) =>
  z
    .string({ error: `${name} must be a single date as YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine(
      // Checked even when the form is wrong: Date.parse, as an invalid Date cannot be printed.
      (value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
      },
      `${name} must be a real date as YYYY-MM-DD`,
    )
    .optional()
    .openapi({ description, example: name === 'from' ? '2018-01-01' : '2018-12-31' });
const dailyQuery = formatQuery
  .extend({
    days: z.coerce
      .number({ error: 'days must be a single whole number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(DAILY_PRICE_MAX_DAYS, `days must be at most ${DAILY_PRICE_MAX_DAYS}`)
      .optional()
      .openapi({
        description: `At most this many days, newest first (1–${DAILY_PRICE_MAX_DAYS}); default ${DEFAULT_DAILY_DAYS} without \`from\`, the whole range with it.`,
      }),
    from: dayParam('from', 'First UTC day (YYYY-MM-DD), included. The stored history starts in 2014.'),
    to: dayParam('to', 'Last UTC day (YYYY-MM-DD), included; default the newest stored day.'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const headerDocs = {
  ETag: { description: 'Send it back in If-None-Match: 304 when unchanged.', schema: { type: 'string' as const } },
  'Cache-Control': { description: OPEN_DATA_CACHE_CONTROL, schema: { type: 'string' as const } },
  [AS_OF_HEADER]: {
    description: 'When the data was last changed (UTC, ISO 8601); also `asOf` in JSON bodies.',
    schema: { type: 'string' as const },
  },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' as const } },
};
const errors = {
  404: { description: 'Nothing by that name.', content: { 'application/json': { schema: ref('Error') } } },
  422: {
    description: 'A parameter is invalid (named in the message).',
    content: { 'application/json': { schema: ref('Error') } },
  },
  429: {
    description: `Rate limited: more than ${OPEN_DATA_LIMIT.max} requests a minute from one address. Retry after the Retry-After seconds.`,
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' as const } } },
    content: { 'application/json': { schema: ref('Error') } },
  },
};

function ok(description: string, component: OpenDataComponent | 'DailyPrices') {
  return {
    200: {
      description,
      headers: headerDocs,
      content: {
        'application/json': { schema: ref(`${component}Envelope`) },
        'text/csv': { schema: { type: 'string' as const, description: 'The list as CSV (formula-safe).' } },
      },
    },
    304: { description: 'Not modified (If-None-Match held the current ETag).' },
    ...errors,
  };
}

export interface OpenDataOptions {
  limit?: OpenDataLimit;
}

export function openDataApi(market: MarketServices, options: OpenDataOptions = {}) {
  // Shared with the fast path (server/http/fast-path.ts), which counts the requests it answers.
  const limiter = (market.openDataLimiter ??= new FixedWindowLimiter(options.limit ?? OPEN_DATA_LIMIT));
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as never);
    },
  });

  app.use(
    '*',
    cors({ origin: '*', allowMethods: [...READ_METHODS, 'POST'], exposeHeaders: EXPOSED_HEADERS, maxAge: 86_400 }),
  );
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const address = clientAddress(c, c.var.auth.settings.trustProxy) ?? 'unknown';
    const outcome = limiter.take(address);
    const rateHeaders = {
      'RateLimit-Limit': String(outcome.limit),
      'RateLimit-Remaining': String(outcome.remaining),
      'RateLimit-Reset': String(outcome.resetSeconds),
    };
    if (!outcome.allowed) {
      throw new AppError('RATE_LIMITED', {
        message: `Too many requests: the open data API allows ${outcome.limit} a minute per address. Retry after ${outcome.resetSeconds} s.`,
        headers: { ...rateHeaders, 'Retry-After': String(outcome.resetSeconds) },
      });
    }
    await next();
    for (const [name, value] of Object.entries(rateHeaders)) c.res.headers.set(name, value);
  });

  const indexResult = (c: Context<AppEnv>, id: IndexId) => market.indexResults.published(market.reads, c.var.db, id);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/index/{id}',
      summary: 'Index result per methodology',
      description:
        'The index calculated on the stored rows: constituents with scores and weights, the ineligible rows with their reason, totals, and the BTC price used. CSV: the constituents.',
      request: { params: indexIdParam, query: formatQuery },
      responses: ok('The index result.', 'IndexResult'),
    }),
    (async (c: Context<AppEnv>) => {
      const id = c.req.param('id') as IndexId;
      return sendResource(
        c,
        market,
        `index:${id}`,
        async () => {
          const result = await indexResult(c, id);
          return {
            asOf: latest([...result.constituents.map((row) => row.lastUpdated), result.price?.timestamp]),
            data: result,
          };
        },
        OPEN_DATA_CSV.indexResult,
      );
    }) as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/constituents/{indexType}',
      summary: 'Constituents per index type',
      description: 'The stored rows of one index type, heaviest index weight first.',
      request: { params: indexTypeParam, query: formatQuery },
      responses: ok('The rows.', 'ConstituentList'),
    }),
    (async (c: Context<AppEnv>) => {
      const indexType = c.req.param('indexType') as IndexType;
      return sendResource(
        c,
        market,
        `constituents:${indexType}`,
        async () => {
          const rows = await listConstituents(c.var.db, { indexType });
          return { asOf: latest(rows.map((row) => row.lastUpdated)), data: rows };
        },
        OPEN_DATA_CSV.constituents,
      );
    }) as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/holdings/combined',
      summary: 'Combined holdings',
      description: 'Every holder (companies, ETFs, governments) with totals that count each entity once.',
      request: { query: formatQuery },
      responses: ok('The combined holdings.', 'CombinedHoldings'),
    }),
    (async (c: Context<AppEnv>) =>
      sendResource(
        c,
        market,
        'holdings:combined',
        async () => {
          const rows = await listConstituents(c.var.db);
          return { asOf: latest(rows.map((row) => row.lastUpdated)), data: combineHoldings(rows) };
        },
        OPEN_DATA_CSV.combinedHoldings,
      )) as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/holders/{ticker}',
      summary: 'One holder by ticker, with its holdings change log',
      description:
        "Stored rows, index memberships with today's weight and rank, the latest BTC price, and every stored change of holdings (the seed snapshot first). A company and a fund may share a ticker (DEFI is DeFi Technologies and the Hashdex Bitcoin ETF): without `kind` the company answers, `kind=fund` gives the fund. CSV: the change log.",
      request: { params: tickerParam, query: holderQuery },
      responses: ok('The holder.', 'Holder'),
    }),
    (async (c: Context<AppEnv>) => {
      const ticker = c.req.param('ticker')!;
      const kind = c.req.query('kind') as HolderKind | undefined;
      return sendResource(
        c,
        market,
        publicReadKeys.holder(ticker, kind),
        async () => {
          const holder: Holder | null = await readHolder(c.var.db, market, ticker, kind);
          if (!holder) throw new AppError('NOT_FOUND', { message: holderNotFoundMessage(ticker, kind) });
          return { asOf: holder.asOf, data: holder };
        },
        OPEN_DATA_CSV.holder,
      );
    }) as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/governments/{slug}',
      summary: 'One government by slug, with its holdings change log',
      description:
        "Governments have no ticker: the slug is the stored country name in lower case, '-'-joined (e.g. united-states, el-salvador; the slugs of the government rows in /constituents/government_reserve). The stored row, the latest BTC price, and every stored change of holdings (the seed snapshot first). CSV: the change log.",
      request: { params: slugParam, query: formatQuery },
      responses: ok('The government.', 'Government'),
    }),
    (async (c: Context<AppEnv>) => {
      const slug = c.req.param('slug')!;
      return sendResource(
        c,
        market,
        `government:${slug}`,
        async () => {
          const government: Government | null = await readGovernment(c.var.db, slug);
          if (!government) throw new AppError('NOT_FOUND', { message: `No government with the slug ${slug}` });
          return { asOf: government.asOf, data: government };
        },
        OPEN_DATA_CSV.government,
      );
    }) as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/prices/latest',
      summary: 'Latest prices',
      description: 'The newest stored price of each symbol.',
      request: { query: formatQuery },
      responses: ok('The latest prices.', 'PriceList'),
    }),
    (async (c: Context<AppEnv>) =>
      sendResource(
        c,
        market,
        'prices:latest',
        async () => {
          const prices = await latestPrices(c.var.db);
          return { asOf: latest(prices.map((price) => price.timestamp)), data: prices };
        },
        OPEN_DATA_CSV.prices,
      )) as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/prices/daily',
      summary: 'Daily BTC prices',
      description: `One BTC price per UTC day (the day's last), newest first, from 2014 on; \`from\` and \`to\` pick a span. \`gaps\` lists each run of ${GAP_MIN_MISSING_DAYS} or more days in a row without a price inside the answer's span (oldest first; none before its first or after its last day). The CSV holds the price rows only.`,
      request: { query: dailyQuery },
      responses: ok('The daily prices and their gaps.', 'DailyPrices'),
    }),
    (async (c: Context<AppEnv>) => {
      const { days, from, to } = c.req.valid('query' as never) as { days?: number; from?: string; to?: string };
      const limit = days ?? (from ? DAILY_PRICE_MAX_DAYS : DEFAULT_DAILY_DAYS);
      return sendResource(
        c,
        market,
        `prices:daily:${limit}:${from ?? ''}:${to ?? ''}`,
        async () => {
          const prices = await listDailyPrices(c.var.db, BTC_SYMBOL, limit, { from, to });
          return {
            asOf: latest(prices.map((price) => price.timestamp)),
            data: prices,
            gaps: findPriceGaps(prices.map((price) => price.timestamp)),
          };
        },
        OPEN_DATA_CSV.prices,
      );
    }) as never,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/index-history/{id}',
      summary: 'Index history',
      description: 'The last 365 daily values of one index, newest first.',
      request: { params: indexIdParam, query: formatQuery },
      responses: ok('The daily history.', 'IndexHistory'),
    }),
    (async (c: Context<AppEnv>) => {
      const id = c.req.param('id') as IndexId;
      return sendResource(
        c,
        market,
        `index-history:${id}`,
        async () => {
          // The published result first: today's row follows its figures (market/todays-history.ts).
          await indexResult(c, id);
          const rows = await listIndexHistory(c.var.db, id);
          return { asOf: latest(rows.map((row) => row.date)), data: rows };
        },
        OPEN_DATA_CSV.indexHistory,
      );
    }) as never,
  );

  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/stress-test',
    summary: 'Treasury stress test',
    description:
      "Runs a balance sheet (BTC, cash, monthly burn, BTC-backed loans) through a BTC price path month by month: a given path, stored daily closes replayed from a day (scaled so that day closes at the start price), a drawdown, or a Monte Carlo block bootstrap of the stored daily returns (the same seed gives the same answer). Answers each month's cash, BTC and loan LTVs with the first month of each breach (margin call, liquidation, minimum liquidity, cash out), or for Monte Carlo the breach probability and p5/p50/p95 per month; with `solver`, the largest whole-BTC allocation of cash that survives the required runway. Report-only unless an action is switched on. The start price defaults to the latest stored BTC price. Nothing is stored.",
    request: { body: { required: true, content: { 'application/json': { schema: ref('StressTestRequest') } } } },
    responses: {
      200: { description: 'The report.', content: { 'application/json': { schema: ref('StressTestReport') } } },
      400: { description: 'The body is not JSON.', content: { 'application/json': { schema: ref('Error') } } },
      413: { description: 'The body is larger than 64 KB.', content: { 'application/json': { schema: ref('Error') } } },
      422: {
        description:
          'A field is invalid (named in the message): a negative figure, a horizon outside 1–120 months, a path of another length than the horizon, an impossible date, a replay outside the stored history (its first or last day named), more than 100,000 paths.',
        content: { 'application/json': { schema: ref('Error') } },
      },
      429: errors[429],
    },
  });
  app.post('/stress-test', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('BAD_REQUEST', { message: 'Send the stress test as a JSON body.' });
    }
    return c.json(await answerStressTest(c.var.db, body), 200, { 'cache-control': 'no-store' });
  });

  for (const [name, schema] of Object.entries(componentJsonSchemas())) {
    app.openAPIRegistry.registerComponent('schemas', name, schema as never);
  }

  const document = () =>
    app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Vaultmark open data API',
        version: '1.0.0',
        description: [
          'Free, read-only data behind the Vaultmark tables: index results, constituents, combined holdings, holders with their change log, prices and index history.',
          `JSON by default (\`{ asOf, data }\`), CSV with \`Accept: text/csv\` or \`?format=csv\` (cells starting with = + - @ are prefixed with ' so spreadsheets do not run them).`,
          `Answers may be reused for ${OPEN_DATA_MAX_AGE_SECONDS} s (Cache-Control); send the ETag back in If-None-Match for a 304. CORS is open for GET.`,
          'Read-only, but for POST /stress-test, a computation that stores nothing: another method on a route answers 405 with an Allow header.',
          `Rate limit: ${OPEN_DATA_LIMIT.max} requests a minute per client address; over it, 429 with Retry-After.`,
          'Figures come from filings, announcements and market data; they are not audited by Vaultmark.',
        ].join('\n\n'),
      },
      servers: [{ url: OPEN_DATA_BASE }],
    });
  let cachedDocument: string | null = null;
  app.get('/openapi.json', (c) => {
    cachedDocument ??= JSON.stringify(document());
    return c.body(cachedDocument, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': OPEN_DATA_CACHE_CONTROL,
    });
  });

  // Every route is read-only: another method on a route's path is 405 with Allow, not 404.
  const readPaths = app.routes
    .filter((route) => route.method === 'GET')
    .map((route) => new RegExp(`^${route.path.replace(/\./g, '\\.').replace(/:[^/]+/g, '[^/]+')}/?$`));
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c, next) => {
    const path = c.req.path.slice(OPEN_DATA_BASE.length);
    if (!readPaths.some((pattern) => pattern.test(path))) return next();
    throw new AppError('METHOD_NOT_ALLOWED', {
      message: `The open data API is read-only: ${c.req.method} is not allowed here; use GET.`,
      headers: { Allow: READ_METHODS.join(', ') },
    });
  });
  return app;
}
