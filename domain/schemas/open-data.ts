// The path and query parameters of the open data API (/api/v1). Classic zod rather than the
// zod/mini of the other contracts: @hono/zod-openapi types its routes with it, and
// zod-to-openapi reads the OpenAPI details (`example`, `description`) from `.meta()`, which
// zod/mini schemas lack (ADR 188). Only the server imports this module.
import * as z from 'zod';
import { INDEX_IDS } from '../index-methodology/methodologies.ts';
import { GOVERNMENT_SLUG_PATTERN } from '../market/government-slug.ts';
import { INDEX_TYPES } from './common.ts';
import { HOLDER_KINDS, TICKER_PATTERN } from './holders.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './paging.ts';
import { DAILY_PRICE_MAX_DAYS, DEFAULT_DAILY_DAYS } from './prices.ts';

export const openDataFormatQuery = z.object({
  format: z
    .enum(['json', 'csv'])
    .optional()
    .meta({ description: 'json (default) or csv; `Accept: text/csv` also selects CSV.' }),
});

export const openDataIndexIdParam = z.object({
  id: z.enum(INDEX_IDS).meta({ example: 'bitcoin_treasury' }),
});

/** A whole number from 1 to `max` in a query string, the parameter named in each message (ADR 202). */
const pageParam = (name: 'page' | 'pageSize', max: number, description: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number from 1 to ${max}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `${name} must be a whole number from 1 to ${max}.`)
        .max(max, `${name} must be a whole number from 1 to ${max}.`),
    )
    .optional()
    .meta({ description, example: name === 'page' ? '2' : '50' });

/** Optional paging (ADR 202): without page or pageSize the whole list, as before. */
export const openDataPageQuery = openDataFormatQuery.extend({
  page: pageParam(
    'page',
    MAX_PAGE,
    'Page to answer (1-based). With page or pageSize the answer is one page and says how many rows there are (`total`) and where the next page is (`next`, null on the last).',
  ),
  pageSize: pageParam('pageSize', MAX_PAGE_SIZE, `Rows per page, 1–${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}.`),
});

export const openDataIndexTypeParam = z.object({
  indexType: z.enum(INDEX_TYPES).meta({ example: 'bitcoin_treasury' }),
});

export const openDataTickerParam = z.object({
  ticker: z
    .string()
    .regex(TICKER_PATTERN, 'ticker must be 1–20 letters, digits, ".", "-" or ":"')
    .meta({ example: 'MSTR' }),
});

export const openDataHolderQuery = openDataFormatQuery.extend({
  kind: z.enum(HOLDER_KINDS).optional().meta({
    description:
      'company or fund, for a ticker both have (DEFI); without it the company answers, or the fund when no company has the ticker.',
  }),
});

export const openDataSlugParam = z.object({
  slug: z
    .string()
    .max(80)
    .regex(GOVERNMENT_SLUG_PATTERN, 'slug must be lower-case letters and digits joined by "-"')
    .meta({ example: 'el-salvador' }),
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
    .meta({ description, example: name === 'from' ? '2018-01-01' : '2018-12-31' });

export const openDataDailyPricesQuery = openDataFormatQuery
  .extend({
    days: z.coerce
      .number({ error: 'days must be a single whole number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(DAILY_PRICE_MAX_DAYS, `days must be at most ${DAILY_PRICE_MAX_DAYS}`)
      .optional()
      .meta({
        description: `At most this many days, newest first (1–${DAILY_PRICE_MAX_DAYS}); default ${DEFAULT_DAILY_DAYS} without \`from\`, the whole range with it.`,
      }),
    from: dayParam('from', 'First UTC day (YYYY-MM-DD), included. The stored history starts in 2014.'),
    to: dayParam('to', 'Last UTC day (YYYY-MM-DD), included; default the newest stored day.'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
