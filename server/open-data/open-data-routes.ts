// The OpenAPI side of the open data API (/api/v1): its constants, the component schemas of
// the document (the app's own zod/mini schemas as JSON Schema, each wrapped as { asOf, data })
// and the route table, one createRoute per operation with its parameters from
// domain/schemas/open-data.ts. The handlers live in open-data-api.ts.
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import * as zm from 'zod/mini';
import { constituentListSchema } from '../../domain/schemas/constituents.ts';
import { governmentSchema, holderSchema } from '../../domain/schemas/holders.ts';
import {
  combinedHoldingsSchema,
  indexHistoryListSchema,
  indexResultSchema,
  ineligibleConstituentSchema,
} from '../../domain/schemas/market.ts';
import {
  openDataDailyPricesQuery,
  openDataFormatQuery,
  openDataHolderQuery,
  openDataIndexIdParam,
  openDataIndexTypeParam,
  openDataPageQuery,
  openDataSlugParam,
  openDataTickerParam,
} from '../../domain/schemas/open-data.ts';
import { priceGapSchema, priceListSchema } from '../../domain/schemas/prices.ts';
import { stressTestReportSchema, stressTestRequestSchema } from '../../domain/schemas/stress-test.ts';
import { GAP_MIN_MISSING_DAYS } from '../../domain/market/price-gaps.ts';
import { OPEN_DATA_LIMIT } from '../rate-limit/fixed-window-limiter.ts';

export const OPEN_DATA_BASE = '/api/v1';
/** Browsers and proxies may reuse an answer this long; after that, a revalidation costs a 304. */
export const OPEN_DATA_MAX_AGE_SECONDS = 60;
export const OPEN_DATA_CACHE_CONTROL = `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`;
export const AS_OF_HEADER = 'X-Data-As-Of';

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
  // The paged lists (ADR 202): a page of rows, how many in all, and the next page's path.
  const pageFields = {
    page: zm.number(),
    pageSize: zm.number(),
    total: zm.number(),
    next: zm.nullable(zm.string()),
  };
  for (const [name, schema] of [
    ['ConstituentList', zm.extend(envelopeSchema(constituentListSchema), pageFields)],
    ['IneligiblePage', zm.extend(envelopeSchema(zm.array(ineligibleConstituentSchema)), pageFields)],
  ] as const) {
    const { $schema: _dialect, ...jsonSchema } = zm.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'output',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
    if (name === 'ConstituentList') {
      // The whole list (no paging asked for) has no page fields: they are optional here.
      jsonSchema.required = ['asOf', 'data'];
    }
    out[`${name}Envelope`] = jsonSchema;
  }
  // The daily prices also list their gaps (ADR 154).
  const { $schema: _dialect, ...dailyPrices } = zm.toJSONSchema(
    zm.object({ asOf: zm.nullable(zm.string()), data: priceListSchema, gaps: zm.array(priceGapSchema) }),
    { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' },
  ) as Record<string, unknown>;
  out.DailyPricesEnvelope = dailyPrices;
  out.Error = {
    type: 'object',
    properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
    required: ['code', 'message'],
  };
  return out;
}

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

function ok(description: string, component: OpenDataComponent | 'DailyPrices' | 'IneligiblePage') {
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

/** The route table: one entry per operation of the document. */
export const openDataRoutes = {
  indexResult: createRoute({
    method: 'get',
    path: '/index/{id}',
    summary: 'Index result per methodology',
    description:
      'The index calculated on the stored rows: constituents with scores and weights, the ineligible rows with their reason, totals, and the BTC price used. CSV: the constituents.',
    request: { params: openDataIndexIdParam, query: openDataFormatQuery },
    responses: ok('The index result.', 'IndexResult'),
  }),
  constituents: createRoute({
    method: 'get',
    path: '/constituents/{indexType}',
    summary: 'Constituents per index type',
    description:
      'The stored rows of one index type, heaviest index weight first. With `page` or `pageSize`, one page of them with `page`, `pageSize`, `total` and `next` (the path of the next page, null on the last); CSV: the page.',
    request: { params: openDataIndexTypeParam, query: openDataPageQuery },
    responses: ok('The rows, or a page of them.', 'ConstituentList'),
  }),
  ineligible: createRoute({
    method: 'get',
    path: '/index/{id}/ineligible',
    summary: 'Companies left out of an index, paged',
    description:
      "The index's ineligible rows with their reason, most BTC first (then name, then id), one page at a time: `page` (default 1), `pageSize` (default 50), `total` and `next` (the path of the next page, null on the last). CSV: the page.",
    request: { params: openDataIndexIdParam, query: openDataPageQuery },
    responses: ok('A page of the companies left out.', 'IneligiblePage'),
  }),
  combinedHoldings: createRoute({
    method: 'get',
    path: '/holdings/combined',
    summary: 'Combined holdings',
    description: 'Every holder (companies, ETFs, governments) with totals that count each entity once.',
    request: { query: openDataFormatQuery },
    responses: ok('The combined holdings.', 'CombinedHoldings'),
  }),
  holder: createRoute({
    method: 'get',
    path: '/holders/{ticker}',
    summary: 'One holder by ticker, with its holdings change log',
    description:
      "Stored rows, index memberships with today's weight and rank, the latest BTC price, and every stored change of holdings (the seed snapshot first). A company and a fund may share a ticker (DEFI is DeFi Technologies and the Hashdex Bitcoin ETF): without `kind` the company answers, `kind=fund` gives the fund. CSV: the change log.",
    request: { params: openDataTickerParam, query: openDataHolderQuery },
    responses: ok('The holder.', 'Holder'),
  }),
  government: createRoute({
    method: 'get',
    path: '/governments/{slug}',
    summary: 'One government by slug, with its holdings change log',
    description:
      "Governments have no ticker: the slug is the stored country name in lower case, '-'-joined (e.g. united-states, el-salvador; the slugs of the government rows in /constituents/government_reserve). The stored row, the latest BTC price, and every stored change of holdings (the seed snapshot first). CSV: the change log.",
    request: { params: openDataSlugParam, query: openDataFormatQuery },
    responses: ok('The government.', 'Government'),
  }),
  latestPrices: createRoute({
    method: 'get',
    path: '/prices/latest',
    summary: 'Latest prices',
    description: 'The newest stored price of each symbol.',
    request: { query: openDataFormatQuery },
    responses: ok('The latest prices.', 'PriceList'),
  }),
  dailyPrices: createRoute({
    method: 'get',
    path: '/prices/daily',
    summary: 'Daily BTC prices',
    description: `One BTC price per UTC day (the day's last), newest first, from 2014 on; \`from\` and \`to\` pick a span. \`gaps\` lists each run of ${GAP_MIN_MISSING_DAYS} or more days in a row without a price inside the answer's span (oldest first; none before its first or after its last day). The CSV holds the price rows only.`,
    request: { query: openDataDailyPricesQuery },
    responses: ok('The daily prices and their gaps.', 'DailyPrices'),
  }),
  indexHistory: createRoute({
    method: 'get',
    path: '/index-history/{id}',
    summary: 'Index history',
    description: 'The last 365 daily values of one index, newest first.',
    request: { params: openDataIndexIdParam, query: openDataFormatQuery },
    responses: ok('The daily history.', 'IndexHistory'),
  }),
  stressTest: {
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
  } satisfies RouteConfig,
};
