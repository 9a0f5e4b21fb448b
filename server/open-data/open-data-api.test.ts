// The open data API against its own OpenAPI document, on a seeded database: every /api/v1
// route is in the document, every live answer validates against the document's schema,
// ETag/304, CSV of each list (formula-safe), CORS, 422 naming the parameter, and the rate
// limit (429 with Retry-After). A named route is called through Hono's typed testClient; the
// tables of documented paths, and the values its types refuse, go through app.request.
import { parseCsv } from '../db/seed/csv.ts';
import { inspectRoutes } from 'hono/dev';
import { testClient } from 'hono/testing';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { jsonHeaders, signUpAdmin, uniqueClientAddress } from '../testing/auth-helpers.ts';
import { useTestDatabase } from '../testing/test-db.ts';
import { eq } from 'drizzle-orm';
import { priceData } from '../db/schema.ts';
import { AS_OF_HEADER, OPEN_DATA_CACHE_CONTROL } from './open-data-routes.ts';
import { OPEN_DATA_LIMIT } from '../rate-limit/fixed-window-limiter.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    { get?: { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> } }
  >;
  components: { schemas: Record<string, unknown> };
}

/** One request per documented path, with example parameters. */
const SAMPLES: Record<string, string> = {
  '/index/{id}': '/index/bitcoin_treasury',
  '/constituents/{indexType}': '/constituents/bitcoin_treasury',
  '/holdings/combined': '/holdings/combined',
  '/holders/{ticker}': '/holders/MSTR',
  '/governments/{slug}': '/governments/el-salvador',
  '/prices/latest': '/prices/latest',
  '/prices/daily': '/prices/daily?days=30',
  '/index-history/{id}': '/index-history/bitcoin_treasury',
  '/index/{id}/ineligible': '/index/bitcoin_treasury/ineligible?pageSize=5',
};

describe('the open data API (/api/v1)', () => {
  const database = useTestDatabase('pglite', { seed: true });
  const app = () => createApp({ db: database().handle });
  const get = (instance: ReturnType<typeof app>, path: string, headers: Record<string, string> = {}) =>
    instance.request(`/api/v1${path}`, { headers: { 'x-forwarded-for': uniqueClientAddress(), ...headers } });
  /** /api/v1 through the typed client, each request from an address of its own (the rate limit). */
  const v1 = (instance: ReturnType<typeof app>) =>
    testClient(instance, undefined, undefined, { headers: () => ({ 'x-forwarded-for': uniqueClientAddress() }) }).api
      .v1;

  async function document(instance: ReturnType<typeof app>): Promise<OpenApiDocument> {
    const response = await v1(instance)['openapi.json'].$get();
    expect(response.status).toBe(200);
    return (await response.json()) as OpenApiDocument;
  }

  it('documents every /api/v1 route in an OpenAPI 3.1 document', async () => {
    const instance = app();
    const doc = await document(instance);
    expect(doc.openapi).toBe('3.1.0');
    const routes = inspectRoutes(instance)
      .filter(
        (route) => !route.isMiddleware && route.path.startsWith('/api/v1/') && route.path !== '/api/v1/openapi.json',
      )
      .map((route) => route.path.slice('/api/v1'.length).replace(/:([A-Za-z]+)/g, '{$1}'));
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(routes)].sort());
    // The reads; POST /stress-test has its own suite (stress-test.test.ts).
    const reads = Object.keys(doc.paths).filter((path) => doc.paths[path]!.get);
    expect(Object.keys(SAMPLES).sort()).toEqual(reads.sort());
  });

  it('answers a holder with its sources as dated links, documented in the OpenAPI document', async () => {
    const instance = app();
    const doc = await document(instance);
    const holder = doc.components.schemas.HolderEnvelope as {
      properties: { data: { properties: Record<string, unknown> } };
    };
    expect(holder.properties.data.properties.sources).toMatchObject({
      type: 'array',
      items: { type: 'object', required: ['title', 'url', 'publishedAt'] },
    });
    const response = await get(instance, '/holders/MSTR');
    const body = (await response.json()) as {
      data: {
        sources: { title: string; url: string; publishedAt: string }[];
        rows: { sources: unknown[]; sourceNote: string }[];
      };
    };
    expect(body.data.sources.map((link) => link.url)).toEqual([
      'https://bitcointreasuries.net',
      'https://github.com/Sashamine/dat-tracker-next/tree/c0c17e0',
      'https://bitcoinquant.co/company/MSTR',
    ]);
    expect(body.data.sources[0]).toEqual({
      title: 'BitcoinTreasuries.net snapshot of about 2026-06-15',
      url: 'https://bitcointreasuries.net',
      publishedAt: '2026-06-15',
    });
    expect(body.data.rows[0]!.sources).toEqual(body.data.sources);
    expect(body.data.rows[0]!.sourceNote).not.toMatch(/code-index|\[BT-|\bDTN\b/);
    const constituents = (await (await get(instance, '/constituents/bitcoin_treasury')).json()) as {
      data: { sources: unknown[] }[];
    };
    expect(constituents.data.every((row) => Array.isArray(row.sources))).toBe(true);
  });

  it('answers every route with a body that validates against the document, with its as-of time', async () => {
    const instance = app();
    const doc = await document(instance);
    for (const [path, sample] of Object.entries(SAMPLES)) {
      const response = await get(instance, sample);
      expect(response.status, sample).toBe(200);
      expect(response.headers.get('cache-control'), sample).toBe(OPEN_DATA_CACHE_CONTROL);
      expect(response.headers.get('access-control-allow-origin'), sample).toBe('*');
      const body = (await response.json()) as { asOf: string | null; data: unknown };
      const reference = doc.paths[path]!.get!.responses['200']!.content!['application/json']!.schema.$ref!;
      const schema = doc.components.schemas[reference.split('/').at(-1)!] as z.core.JSONSchema.JSONSchema;
      const parsed = z.fromJSONSchema(schema).safeParse(body);
      expect(parsed.success, `${sample}: ${parsed.error?.message}`).toBe(true);
      if (path !== '/index-history/{id}') {
        // eslint-disable-next-line vitest/no-conditional-expect -- a table of paths: index history answers carry no as-of date
        expect(body.asOf, sample).toEqual(expect.any(String));
        // eslint-disable-next-line vitest/no-conditional-expect -- a table of paths: index history answers carry no as-of date
        expect(response.headers.get(AS_OF_HEADER), sample).toBe(body.asOf);
      }
    }
  });

  it('rejects a body that does not match (the document is not a blank check)', async () => {
    const doc = await document(app());
    const schema = doc.components.schemas.HolderEnvelope as z.core.JSONSchema.JSONSchema;
    expect(z.fromJSONSchema(schema).safeParse({ asOf: null, data: { ticker: 1 } }).success).toBe(false);
  });

  it('answers 304 to If-None-Match with the current ETag, for JSON and CSV', async () => {
    const instance = app();
    for (const sample of Object.values(SAMPLES)) {
      for (const format of ['json', 'csv']) {
        const path = `${sample}${sample.includes('?') ? '&' : '?'}format=${format}`;
        const first = await get(instance, path);
        const etag = first.headers.get('etag');
        expect(etag, path).toMatch(/^"/);
        const again = await get(instance, path, { 'if-none-match': etag! });
        expect(again.status, path).toBe(304);
        expect(again.headers.get('etag'), path).toBe(etag);
      }
    }
  });

  it('exports each list as CSV on ?format=csv and on Accept: text/csv, formula-safe', async () => {
    const instance = app();
    const api = v1(instance);
    const admin = await signUpAdmin(instance, database().db);
    const mstr = { param: { ticker: 'MSTR' }, query: {} };
    const holder = (await (await api.holders[':ticker'].$get(mstr)).json()) as { data: { rows: { id: string }[] } };
    const patched = await testClient(instance).api.admin.constituents[':id'].$patch(
      {
        param: { id: holder.data.rows[0]!.id },
        json: { btcHoldings: 850000, asOf: '2026-07-01', sourceNote: '=HYPERLINK("http://x")' },
      },
      { headers: jsonHeaders(admin.cookie) },
    );
    expect(patched.status).toBe(200);

    for (const sample of Object.values(SAMPLES)) {
      const viaQuery = await get(instance, `${sample}${sample.includes('?') ? '&' : '?'}format=csv`);
      expect(viaQuery.status, sample).toBe(200);
      expect(viaQuery.headers.get('content-type'), sample).toBe('text/csv; charset=utf-8');
      const text = await viaQuery.text();
      expect(text.split('\r\n').length, sample).toBeGreaterThan(1);
      const viaAccept = await get(instance, sample, { accept: 'text/csv' });
      expect(await viaAccept.text(), sample).toBe(text);
    }
    const log = await (await api.holders[':ticker'].$get({ ...mstr, query: { format: 'csv' } })).text();
    expect(log).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(log).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(log).toContain(',850000,3158,');
    const constituents = await (
      await api.constituents[':indexType'].$get({ param: { indexType: 'bitcoin_treasury' }, query: { format: 'csv' } })
    ).text();
    expect(constituents.startsWith('companyName,symbol,indexType,btcHoldings')).toBe(true);

    // Combined: the rows marked countedInTotal add up to the answer's total, each holder once.
    const combined = (await (await api.holdings.combined.$get({ query: {} })).json()) as {
      data: { totalBTC: number; duplicates: unknown[] };
    };
    const { records } = parseCsv(await (await api.holdings.combined.$get({ query: { format: 'csv' } })).text());
    const countedRows = records.filter((record) => record.values.countedInTotal === 'true');
    expect(combined.data.duplicates.length).toBeGreaterThan(0);
    expect(records.length - countedRows.length).toBe(combined.data.duplicates.length);
    expect(countedRows.reduce((sum, record) => sum + Number(record.values.btcHoldings), 0)).toBeCloseTo(
      combined.data.totalBTC,
      6,
    );
  });

  it('names the bad parameter with 422 and answers 404 for an unknown ticker', async () => {
    const instance = app();
    const bad = await get(instance, '/prices/daily?days=abc');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(/days/);
    const badIndex = await get(instance, '/index/no_such_index');
    expect(badIndex.status).toBe(422);
    expect(await badIndex.text()).toMatch(/id/);
    expect((await get(instance, '/holders/NOSUCHTICKER')).status).toBe(404);
    const repeated = await get(instance, '/prices/daily?days=1&days=2');
    expect(repeated.status).toBe(422);
    expect(await repeated.text()).toMatch(/days must be a single whole number/);
  });

  it('takes from/to as real dates, naming the bad one with 422', async () => {
    const instance = app();
    for (const [query, message] of [
      ['from=2026-02-30', /from must be a real date as YYYY-MM-DD/],
      ['to=12/01/2026', /to must be a date as YYYY-MM-DD/],
      ['from=2026-08-10&to=2026-08-01', /from must not be after to/],
      ['from=2026-08-01&from=2026-08-02', /from must be a single date/],
    ] as const) {
      const response = await get(instance, `/prices/daily?${query}`);
      expect(response.status, query).toBe(422);
      expect(await response.text(), query).toMatch(message);
    }
  });

  it('answers a span of days, newest first, in JSON and CSV; the whole history with from alone', async () => {
    const daily = v1(app()).prices.daily;
    const span = (await (await daily.$get({ query: { from: '2026-08-01', to: '2026-08-10' } })).json()) as {
      data: { timestamp: string }[];
      gaps: unknown[];
    };
    expect(span.data.map((price) => price.timestamp.slice(0, 10))).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-08-${String(10 - i).padStart(2, '0')}`),
    );
    expect(span.gaps).toEqual([]);
    const csv = parseCsv(
      await (await daily.$get({ query: { from: '2026-08-01', to: '2026-08-10', format: 'csv' } })).text(),
    );
    expect(csv.records.map((record) => record.values.timestamp!.slice(0, 10))).toEqual(
      span.data.map((price) => price.timestamp.slice(0, 10)),
    );
    const all = (await (await daily.$get({ query: { from: '2000-01-01' } })).json()) as { data: unknown[] };
    const days = (await (await daily.$get({ query: { days: 10_000 } })).json()) as { data: unknown[] };
    expect(all.data.length).toBeGreaterThan(365);
    expect(all.data).toHaveLength(days.data.length);
  });

  it('lists the days without a price as a gap', async () => {
    const { db } = database();
    const daily = () => v1(app()).prices.daily;
    const seedEnd = (await (await daily().$get({ query: { days: 1 } })).json()) as { data: { timestamp: string }[] };
    const lastDay = seedEnd.data[0]!.timestamp.slice(0, 10);
    // A price 30 days after the last stored day leaves 29 days without one.
    const later = new Date(Date.parse(`${lastDay}T12:00:00Z`) + 30 * 86_400_000);
    await db.insert(priceData).values({ symbol: 'BTC', price: 90_000, timestamp: later, source: 'test' });
    const dayAfter = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const dayBefore = new Date(later.getTime() - 86_400_000).toISOString().slice(0, 10);
    const body = (await (await daily().$get({ query: { days: 40 } })).json()) as { gaps: unknown[] };
    expect(body.gaps).toEqual([{ from: dayAfter, to: dayBefore, missingDays: 29 }]);
    // A span that ends before the gap has none.
    const before = (await (await daily().$get({ query: { to: lastDay, days: 40 } })).json()) as { gaps: unknown[] };
    expect(before.gaps).toEqual([]);
    await db.delete(priceData).where(eq(priceData.source, 'test'));
  });

  it('answers 405 with Allow to a write on a read route, and 404 where no route is', async () => {
    const instance = app();
    for (const [method, path] of [
      ['POST', '/holders/MSTR'],
      ['DELETE', '/prices/latest'],
      ['PUT', '/openapi.json'],
      ['PATCH', '/index/bitcoin_treasury/'],
    ]) {
      const response = await instance.request(`/api/v1${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(((await response.json()) as { code: string }).code).toBe('METHOD_NOT_ALLOWED');
    }
    expect((await instance.request('/api/v1/no-such-route', { method: 'POST' })).status).toBe(404);
    expect((await instance.request('/api/v1/holders/MSTR/extra', { method: 'POST' })).status).toBe(404);
  });

  it('answers a CORS preflight for GET', async () => {
    const response = await app().request('/api/v1/prices/latest', {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it(`limits each address to ${OPEN_DATA_LIMIT.max} requests a minute: then 429 with Retry-After`, async () => {
    const instance = app();
    const address = uniqueClientAddress();
    const latest = testClient(instance, undefined, undefined, { headers: { 'x-forwarded-for': address } }).api.v1.prices
      .latest;
    for (let index = 0; index < OPEN_DATA_LIMIT.max; index += 1) {
      const response = await latest.$get({ query: {} });
      expect(response.status).toBe(200);
    }
    const limited = await latest.$get({ query: {} });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    // Another address is not affected.
    expect((await v1(instance).prices.latest.$get({ query: {} })).status).toBe(200);
  });
});
