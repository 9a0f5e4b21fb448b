// The open data API, /api/v1: read-only, versioned, documented. Each resource is answered
// from the read cache (the same computation as the site's own reads, invalidated with them)
// wrapped as { asOf, data }, in JSON or — on `Accept: text/csv` or `?format=csv` — as
// formula-safe CSV of its list. Every answer carries Cache-Control with a short max-age, an
// ETag (304 on If-None-Match), open CORS, the rate-limit headers and X-Data-As-Of. The
// OpenAPI 3.1 document at /api/v1/openapi.json is generated from the route table
// (open-data-routes.ts); each handler here is typed by its route, its parameters read with
// c.req.valid.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { AppError } from '../../domain/errors.ts';
import { INDEX_IDS, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import { combineHoldings } from '../../domain/market/combined-holdings.ts';
import { findPriceGaps } from '../../domain/market/price-gaps.ts';
import { INDEX_TYPES } from '../../domain/schemas/common.ts';
import { ineligibleInOrder } from '../../domain/market/ineligible-order.ts';
import { DEFAULT_PAGE_SIZE, pageOfRows } from '../../domain/schemas/paging.ts';
import type { Government, Holder } from '../../domain/schemas/holders.ts';
import { DAILY_PRICE_MAX_DAYS, DEFAULT_DAILY_DAYS } from '../../domain/schemas/prices.ts';
import type { AppEnv } from '../app-env.ts';
import { listConstituents } from '../db/queries/constituents.ts';
import { listIndexHistory } from '../db/queries/index-history.ts';
import { BTC_SYMBOL, latestPrices, listDailyPrices } from '../db/queries/prices.ts';
import { validationError } from '../error-handler.ts';
import {
  answerHeaders,
  etagMatches,
  etagOf,
  preferredEncoding,
  type Encoding,
  type Representation,
} from '../market/representation.ts';
import { holderNotFoundMessage, readGovernment, readHolder } from '../market/holder-service.ts';
import { publicReadKeys } from '../market/public-reads.ts';
import type { MarketServices } from '../market/services.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { OPEN_DATA_CSV, type CsvTable } from './open-data-csv.ts';
import {
  AS_OF_HEADER,
  componentJsonSchemas,
  OPEN_DATA_BASE,
  OPEN_DATA_CACHE_CONTROL,
  OPEN_DATA_MAX_AGE_SECONDS,
  openDataRoutes,
} from './open-data-routes.ts';
import { answerStressTest } from './stress-test.ts';
import { FixedWindowLimiter, OPEN_DATA_LIMIT, type OpenDataLimit } from '../rate-limit/fixed-window-limiter.ts';

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

/**
 * A page of a list (ADR 202): made per request from the kept whole list, not cached (the
 * pages are many); JSON `{ asOf, data, page, pageSize, total, next }`, or the page as CSV.
 */
function sendPage(
  c: Context<AppEnv>,
  asOf: string | null,
  paged: { items: unknown[]; page: number; pageSize: number; total: number; next: string | null },
  table: CsvTable,
): Response {
  const csv = wantsCsv(c);
  const { items, ...page } = paged;
  const body = Buffer.from(csv ? table(items) : JSON.stringify({ asOf, data: items, ...page }));
  const etag = `"${csv ? 'csv-' : ''}${etagOf(body)}"`;
  const headers = { ...commonHeaders(asOf), ...CORS_HEADERS, etag };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const type = csv ? CSV_CONTENT_TYPE : 'application/json; charset=utf-8';
  return c.body(body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-type': type });
}

// ---------------------------------------------------------------------------------------
// Routes.
// ---------------------------------------------------------------------------------------

export interface OpenDataOptions {
  limit?: OpenDataLimit;
}

export function openDataApi(market: MarketServices, options: OpenDataOptions = {}) {
  // Shared with the fast path (server/http/fast-path.ts), which counts the requests it answers.
  const limiter = (market.openDataLimiter ??= new FixedWindowLimiter(options.limit ?? OPEN_DATA_LIMIT));
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
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

  // Chained, so the app's type carries each route's parameters (testClient in the tests).
  const reads = app
    .openapi(openDataRoutes.indexResult, async (c) => {
      const { id } = c.req.valid('param');
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
    })
    .openapi(openDataRoutes.constituents, async (c) => {
      const { indexType } = c.req.valid('param');
      const { page, pageSize, format } = c.req.valid('query');
      if (page !== undefined || pageSize !== undefined) {
        const size = pageSize ?? DEFAULT_PAGE_SIZE;
        const rows = await market.reads.value(publicReadKeys.constituents(indexType), () =>
          listConstituents(c.var.db, { indexType }),
        );
        const csv = format === undefined ? '' : `format=${format}&`;
        const paged = pageOfRows(
          rows,
          page ?? 1,
          size,
          (next) => `${OPEN_DATA_BASE}/constituents/${indexType}?${csv}page=${next}&pageSize=${size}`,
        );
        return sendPage(c, latest(rows.map((row) => row.lastUpdated)), paged, OPEN_DATA_CSV.constituents);
      }
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
    })
    .openapi(openDataRoutes.ineligible, async (c) => {
      const { id } = c.req.valid('param');
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, format } = c.req.valid('query');
      const result = await indexResult(c, id);
      const csv = format === undefined ? '' : `format=${format}&`;
      const paged = pageOfRows(
        ineligibleInOrder(result.ineligible),
        page,
        pageSize,
        (next) => `${OPEN_DATA_BASE}/index/${id}/ineligible?${csv}page=${next}&pageSize=${pageSize}`,
      );
      return sendPage(c, latest(result.ineligible.map((row) => row.lastUpdated)), paged, OPEN_DATA_CSV.constituents);
    })
    .openapi(openDataRoutes.combinedHoldings, async (c) =>
      sendResource(
        c,
        market,
        'holdings:combined',
        async () => {
          const rows = await listConstituents(c.var.db);
          return { asOf: latest(rows.map((row) => row.lastUpdated)), data: combineHoldings(rows) };
        },
        OPEN_DATA_CSV.combinedHoldings,
      ),
    )
    .openapi(openDataRoutes.holder, async (c) => {
      const { ticker } = c.req.valid('param');
      const { kind } = c.req.valid('query');
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
    })
    .openapi(openDataRoutes.government, async (c) => {
      const { slug } = c.req.valid('param');
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
    })
    .openapi(openDataRoutes.latestPrices, async (c) =>
      sendResource(
        c,
        market,
        'prices:latest',
        async () => {
          const prices = await latestPrices(c.var.db);
          return { asOf: latest(prices.map((price) => price.timestamp)), data: prices };
        },
        OPEN_DATA_CSV.prices,
      ),
    )
    .openapi(openDataRoutes.dailyPrices, async (c) => {
      const { days, from, to } = c.req.valid('query');
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
    })
    .openapi(openDataRoutes.indexHistory, async (c) => {
      const { id } = c.req.valid('param');
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
    });

  reads.openAPIRegistry.registerPath(openDataRoutes.stressTest);
  const routes = reads.post('/stress-test', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new AppError('BAD_REQUEST', { message: 'Send the stress test as a JSON body.' });
    }
    return c.json(await answerStressTest(c.var.db, body), 200, { 'cache-control': 'no-store' });
  });

  for (const [name, schema] of Object.entries(componentJsonSchemas())) {
    app.openAPIRegistry.registerComponent('schemas', name, schema);
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
  const api = routes.get('/openapi.json', (c) => {
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
  return api;
}
