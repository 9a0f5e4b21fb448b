import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { constituentListSchema } from '../domain/schemas/constituents.ts';
import { errorBodySchema } from '../domain/schemas/common.ts';
import { healthSchema } from '../domain/schemas/health.ts';
import { holdingsSummarySchema } from '../domain/schemas/home.ts';
import { priceListSchema } from '../domain/schemas/prices.ts';
import { testimonialSchema } from '../domain/schemas/testimonials.ts';
import { createApp } from './app.ts';
import { testimonials } from './db/schema.ts';
import { testEngines, useTestDatabase } from './testing/test-db.ts';

describe.each(testEngines('http'))('JSON API on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });

  it('answers health with the database reachable, and security headers', async () => {
    const response = await app().request('/api/health');
    expect(response.status).toBe(200);
    const body = healthSchema.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ engine, reachable: true });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives every response a request id, echoing one sent by the client', async () => {
    const generated = await app().request('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app().request('/api/health', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
  });

  it('lists constituents of one index by weight, then BTC held', async () => {
    const client = testClient(app());
    const response = await client.api.constituents.$get({ query: { index_type: 'bitcoin_treasury' } });
    expect(response.status).toBe(200);
    const list = constituentListSchema.parse(await response.json());
    expect(list.every((item) => item.indexType === 'bitcoin_treasury')).toBe(true);
    const pairs = list.slice(1).map((after, index) => [list[index]!, after] as const);
    for (const [before, after] of pairs) expect(before.indexWeight).toBeGreaterThanOrEqual(after.indexWeight);
    for (const [before, after] of pairs.filter(([before, after]) => before.indexWeight === after.indexWeight)) {
      expect(before.btcHoldings).toBeGreaterThanOrEqual(after.btcHoldings);
    }
    // Holders below the 3,000 BTC threshold carry no weight in the Pure Bitcoin Treasury index.
    expect(list.filter((item) => item.btcHoldings < 3000).every((item) => item.indexWeight === 0)).toBe(true);
    const strategy = list.find((item) => item.symbol === 'MSTR')!;
    expect(strategy.totalAssets).toBe(strategy.marketCap);
    expect(new Date(strategy.lastUpdated).toISOString()).toBe(strategy.lastUpdated);
  });

  it('lists every index type when none is given', async () => {
    const response = await app().request('/api/constituents');
    const list = constituentListSchema.parse(await response.json());
    expect(new Set(list.map((item) => item.indexType))).toEqual(
      new Set(['bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault']),
    );
  });

  it('accepts the legacy government_reserves spelling', async () => {
    const response = await app().request('/api/constituents?index_type=government_reserves');
    expect(response.status).toBe(200);
    const list = constituentListSchema.parse(await response.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.indexType === 'government_reserve')).toBe(true);
  });

  it('answers 422 with the field issue for an unknown index_type', async () => {
    const response = await app().request('/api/constituents?index_type=altcoins');
    expect(response.status).toBe(422);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual({
      issues: [{ path: 'index_type', message: expect.stringContaining('bitcoin_treasury') }],
    });
  });

  it('summarises public-company holdings with the latest BTC price', async () => {
    const response = await app().request('/api/holdings/summary');
    const summary = holdingsSummarySchema.parse(await response.json());
    const list = constituentListSchema.parse(
      await (await app().request('/api/constituents?index_type=bitcoin_treasury')).json(),
    );
    const total = list.reduce((sum, item) => sum + item.btcHoldings, 0);
    expect(summary.publicCompanies.totalBtc).toBeCloseTo(total, 6);
    expect(summary.publicCompanies.companyCount).toBe(list.length);
    expect(summary.publicCompanies.latestAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The companies report on their own dates: the summary gives the first and the last.
    const asOfDates = list
      .map((item) => item.asOfDate)
      .filter((date) => date !== null)
      .sort();
    expect(summary.publicCompanies.earliestAsOf).toBe(asOfDates[0]);
    expect(summary.publicCompanies.latestAsOf).toBe(asOfDates.at(-1));
    expect(summary.latestPrice?.symbol).toBe('BTC');
  });

  it('returns the latest price per symbol', async () => {
    const response = await app().request('/api/prices/latest');
    const prices = priceListSchema.parse(await response.json());
    expect(prices.map((price) => price.symbol)).toEqual(['BTC']);
    const summary = holdingsSummarySchema.parse(await (await app().request('/api/holdings/summary')).json());
    expect(prices[0]).toEqual(summary.latestPrice);
  });

  it('returns the featured testimonial, and 404 when none is featured', async () => {
    const response = await app().request('/api/testimonials/featured');
    expect(response.status).toBe(200);
    expect(testimonialSchema.parse(await response.json()).author).toBe('Michael J. Saylor');

    const { db } = database();
    await db.update(testimonials).set({ featured: false });
    const missing = await app().request('/api/testimonials/featured');
    expect(missing.status).toBe(404);
    expect(errorBodySchema.parse(await missing.json()).code).toBe('NOT_FOUND');
    await db.update(testimonials).set({ featured: true });
  });

  it('refuses API bodies over their limit with 413 before any route reads them', async () => {
    const megabyte = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
    const tooLarge = await app().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: megabyte,
    });
    expect(tooLarge.status).toBe(413);
    expect(errorBodySchema.parse(await tooLarge.json()).code).toBe('PAYLOAD_TOO_LARGE');
    // The import route has its own, larger limit: an anonymous caller gets as far as the role check.
    const importBody = await app().request('/api/constituents/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ rows: [], padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(importBody.status).toBe(401);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await app().request('/api/does-not-exist', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(errorBodySchema.parse(await response.json()).code).toBe('NOT_FOUND');
  });
});

describe.each(testEngines('http'))('failures on %s', (engine) => {
  // Unmigrated on purpose: queries fail inside the database.
  const database = useTestDatabase(engine, { migrate: false });

  it('hides internal errors behind a 500 without details', async () => {
    const response = await createApp({ db: database().handle }).request('/api/constituents');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
  });

  it('answers health 503 degraded once the database is closed', async () => {
    const app = createApp({ db: database().handle });
    expect((await app.request('/api/health')).status).toBe(200);
    await database().handle.close();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    const body = healthSchema.parse(await response.json());
    expect(body).toMatchObject({ status: 'degraded', database: { engine, reachable: false, latencyMs: null } });
  });
});
