// The cached public reads through the full stack (PGlite; both engines with TEST_ENGINES=all): ETag and 304, the
// precompressed copies, the no-cache policy, invalidation by database notifications (a price
// tick, a changed holding), and compression of the JSON answers made per request.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldingsSummary } from '../../domain/schemas/home.ts';
import type { Price } from '../../domain/schemas/prices.ts';
import { createApp, createMarketServices } from '../app.ts';
import { insertPrice } from '../db/queries/prices.ts';
import { CACHED_READ_CACHE_CONTROL } from '../market/representation.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const silent = pino({ level: 'silent' });

const CACHED_URLS = [
  '/api/constituents?index_type=bitcoin_treasury',
  '/api/constituents?index_type=government_reserves',
  '/api/constituents',
  '/api/holdings/combined',
  '/api/holdings/summary',
  '/api/prices/latest',
  '/api/index/bitcoin_treasury',
  '/api/index/bitcoin_treasury_starter',
];

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe.each(testEngines('http'))('cached public reads on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let market: ReturnType<typeof createMarketServices>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    market = createMarketServices(database().handle, silent);
    await market.realtime!.start();
    app = createApp({ db: database().handle, market });
  });
  afterAll(async () => {
    await market.realtime!.stop();
  });

  it.each(CACHED_URLS)('%s: ETag, 304 on If-None-Match, and the same JSON in every encoding', async (url) => {
    const plain = await app.request(url);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(plain.headers.get('cache-control')).toBe(CACHED_READ_CACHE_CONTROL);
    const etag = plain.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const json = await bytes(plain);
    expect(plain.headers.get('content-length')).toBe(String(json.length));
    JSON.parse(json.toString());

    const again = await app.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(CACHED_READ_CACHE_CONTROL);
    expect((await app.request(url, { headers: { 'If-None-Match': '"older"' } })).status).toBe(200);

    if (json.length < 1024) {
      // Small answers (the home counters' summary) go as they are.
      const small = await app.request(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      // eslint-disable-next-line vitest/no-conditional-expect -- a table of reads: small answers go uncompressed, the rest are checked below
      expect(small.headers.get('content-encoding')).toBeNull();
      // eslint-disable-next-line vitest/no-conditional-expect -- a table of reads: small answers go uncompressed, the rest are checked below
      expect(small.headers.get('vary')).toBeNull();
      return;
    }
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const br = await app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = await bytes(br);
    expect(br.headers.get('content-length')).toBe(String(brBody.length));
    expect(brBody.length).toBeLessThan(json.length);
    expect(brotliDecompressSync(brBody).equals(json)).toBe(true);
    const gzip = await app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).equals(json)).toBe(true);
    // Each encoding has its own tag; a client holding the brotli copy revalidates it.
    expect(br.headers.get('etag')).not.toBe(etag);
    const br304 = await app.request(url, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': br.headers.get('etag')! },
    });
    expect(br304.status).toBe(304);
  });

  it('the home counters’ summary is a small answer', async () => {
    const response = await app.request('/api/holdings/summary');
    const body = await bytes(response);
    expect(body.length).toBeLessThan(1024);
    const summary = JSON.parse(body.toString()) as HoldingsSummary;
    expect(summary.publicCompanies.companyCount).toBeGreaterThan(0);
    expect(summary.latestPrice?.symbol).toBe('BTC');
  });

  it('a price tick stored by anyone invalidates the latest prices and the summary (notification)', async () => {
    const latest = await app.request('/api/prices/latest');
    const etag = latest.headers.get('etag')!;
    const summaryEtag = (await app.request('/api/holdings/summary')).headers.get('etag')!;
    const tick = { symbol: 'BTC', price: 123_456.78, timestamp: new Date(Date.now() + 60_000), source: 'test tick' };
    await insertPrice(database().db, tick);
    await expect
      .poll(async () => (await app.request('/api/prices/latest', { headers: { 'If-None-Match': etag } })).status, {
        timeout: 10_000,
      })
      .toBe(200);
    const prices = (await (await app.request('/api/prices/latest')).json()) as Price[];
    expect(prices.find((price) => price.symbol === 'BTC')).toMatchObject({ price: tick.price, source: tick.source });
    const summary = await app.request('/api/holdings/summary', { headers: { 'If-None-Match': summaryEtag } });
    expect(summary.status).toBe(200);
    expect(((await summary.json()) as HoldingsSummary).latestPrice?.price).toBe(tick.price);
  });

  it('a changed holding invalidates combined holdings (notification)', async () => {
    const before = await app.request('/api/holdings/combined');
    const etag = before.headers.get('etag')!;
    const { totalBTC } = (await before.json()) as { totalBTC: number };
    await database().db.execute(
      sql`update treasury_constituents set btc_holdings = btc_holdings + 1000 where ticker = 'MSTR' and index_type = 'bitcoin_treasury'`,
    );
    await expect
      .poll(async () => (await app.request('/api/holdings/combined', { headers: { 'If-None-Match': etag } })).status, {
        timeout: 10_000,
      })
      .toBe(200);
    const after = (await (await app.request('/api/holdings/combined')).json()) as { totalBTC: number };
    expect(after.totalBTC).toBeCloseTo(totalBTC + 1000, 6);
  });

  it('compresses the JSON answers made per request, by Accept-Encoding, with Vary', async () => {
    for (const url of ['/api/prices?limit=500', '/api/prices/daily?days=365']) {
      const plain = await app.request(url);
      const json = await bytes(plain);
      expect(json.length, url).toBeGreaterThan(1024);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(plain.headers.get('cache-control')).toBe('no-store');
      const br = await app.request(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      const brBody = await bytes(br);
      expect(br.headers.get('content-length')).toBe(String(brBody.length));
      expect(brotliDecompressSync(brBody).equals(json)).toBe(true);
      const gzip = await app.request(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytes(gzip)).equals(json)).toBe(true);
      const refused = await app.request(url, { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
      expect(refused.headers.get('content-encoding')).toBeNull();
      expect((await bytes(refused)).equals(json)).toBe(true);
    }
    // Small answers and errors go as they are.
    const health = await app.request('/api/health', { headers: { 'Accept-Encoding': 'br' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('vary')).toBeNull();
    const refused = await app.request('/api/prices?limit=0', { headers: { 'Accept-Encoding': 'br' } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });
});
