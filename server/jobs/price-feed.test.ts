import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listConstituents } from '../db/queries/constituents.ts';
import { and, eq, gte } from 'drizzle-orm';
import { BTC_SYMBOL, latestPrice, listDailyCloses } from '../db/queries/prices.ts';
import { priceData } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import { json, startFakeServer, type FakeHandler, type FakeServer } from '../testing/fake-http.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { parsePriceBody, parseRangeBody } from './price-parsers.ts';
import { JOB_NAMES, listJobStatus } from './job-status.ts';
import { BACKFILL_MAX_DAYS, PriceFeed } from './price-feed.ts';

/**
 * Waits until the clock has left the millisecond of the latest stored price: a price is unique
 * per symbol and timestamp, and a feed with a 1 ms interval skips a price of this millisecond.
 */
async function clockPastLatestPrice(db: Database) {
  const latest = Date.parse((await latestPrice(db, BTC_SYMBOL))!.timestamp);
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(latest), { interval: 1 });
}

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('price parsers', () => {
  it('read the common public price API shapes', () => {
    expect(parsePriceBody({ bitcoin: { usd: 91234.5 } })).toEqual({ price: 91234.5, format: 'coingecko' });
    expect(parsePriceBody({ data: { base: 'BTC', currency: 'USD', amount: '90000.01' } })).toEqual({
      price: 90000.01,
      format: 'coinbase',
    });
    expect(parsePriceBody({ error: [], result: { XXBTZUSD: { c: ['88888.8', '0.1'] } } })).toEqual({
      price: 88888.8,
      format: 'kraken',
    });
    expect(parsePriceBody({ symbol: 'BTCUSDT', price: '87000.5' })).toEqual({ price: 87000.5, format: 'binance' });
  });

  it('refuse anything else', () => {
    for (const body of [
      null,
      'x',
      {},
      { bitcoin: { usd: -1 } },
      { data: { base: 'ETH', amount: '3000' } },
      { symbol: 'ETHUSDT', price: '1' },
    ]) {
      expect(parsePriceBody(body)).toBeNull();
    }
  });
});

describe.each(testEngines())('BTC price feed on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let source: FakeServer;

  beforeAll(async () => {
    source = await startFakeServer(json({ bitcoin: { usd: 100_000 } }));
  });
  afterAll(() => source.close());

  it('stores the price and revalues every holding in the same transaction', async () => {
    const { logger } = capturingLogger();
    const feed = new PriceFeed({ handle: database().handle, url: `${source.url}/price`, logger });
    source.setHandler(json({ bitcoin: { usd: 100_000 } }));
    expect(await feed.tick()).toBe('updated');
    const price = await latestPrice(database().db, BTC_SYMBOL);
    expect(price).toMatchObject({ symbol: 'BTC', price: 100_000 });
    expect(price!.source).toContain('127.0.0.1');
    const rows = await listConstituents(database().db);
    for (const row of rows) expect(row.btcValueUSD).toBeCloseTo(row.btcHoldings * 100_000, 2);
    for (const { btcHoldings, marketCap, btcPercentOfAssets } of rows.filter((row) => row.marketCap)) {
      expect(btcPercentOfAssets).toBeCloseTo(((btcHoldings * 100_000) / marketCap!) * 100, 6);
    }
    // A second tick right away finds a fresh price and leaves it alone.
    expect(await feed.tick()).toBe('skipped');
  });

  it('keeps the last price through an outage, logs once and backs off', async () => {
    const { logger, lines } = capturingLogger();
    const feed = new PriceFeed({ handle: database().handle, url: `${source.url}/price`, logger, intervalMs: 1 });
    const before = await latestPrice(database().db, BTC_SYMBOL);
    source.setHandler(json({ message: 'down for maintenance' }, 503));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await feed.tick()).toBe('failed');
      delays.push(feed.nextDelayMs());
    }
    expect(await latestPrice(database().db, BTC_SYMBOL)).toEqual(before);
    expect(delays).toEqual([2, 4, 8, 16]);
    expect(lines.filter((line) => line.msg.includes('unavailable'))).toHaveLength(1);
    const status = (await listJobStatus(database().db)).find((row) => row.name === JOB_NAMES.priceFeed);
    expect(status).toMatchObject({ lastOutcome: 'failed', lastError: 'price source answered HTTP 503' });
    expect(status!.lastErrorAt!.getTime()).toBeGreaterThan(status!.lastSuccessAt!.getTime());

    source.setHandler(json({ bitcoin: { usd: 101_000 } }));
    await clockPastLatestPrice(database().db);
    expect(await feed.tick()).toBe('updated');
    expect(feed.failures).toBe(0);
    expect(lines.some((line) => line.msg.includes('recovered'))).toBe(true);
    expect((await latestPrice(database().db, BTC_SYMBOL))!.price).toBe(101_000);
  });

  it('caps the back-off and fails on answers it cannot read', async () => {
    const { logger } = capturingLogger();
    const feed = new PriceFeed({
      handle: database().handle,
      url: `${source.url}/price`,
      logger,
      intervalMs: 2,
      maxBackoffMs: 20,
    });
    source.setHandler(json({ unexpected: true }));
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await feed.tick()).toBe('failed');
      delays.push(feed.nextDelayMs());
    }
    expect(delays).toEqual([4, 8, 16, 20, 20]);
  });
});

describe('range parser', () => {
  it("reads CoinGecko's market chart range and refuses it whole when a point is wrong", () => {
    expect(parseRangeBody({ prices: [[1_733_011_200_000, 96_400.1]], total_volumes: [] })).toEqual([
      { time: 1_733_011_200_000, price: 96_400.1 },
    ]);
    expect(parseRangeBody({ prices: [] })).toEqual([]);
    for (const body of [
      null,
      {},
      { prices: {} },
      { prices: [[1, -5]] },
      {
        prices: [
          [1, 5],
          ['x', 5],
        ],
      },
      { prices: [[1]] },
    ]) {
      expect(parseRangeBody(body)).toBeNull();
    }
  });
});

describe.each(testEngines())('BTC price feed backfill on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const DAY = 86_400_000;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  let source: FakeServer;
  const rangeRequests: URLSearchParams[] = [];

  /** Hourly points from `from` to `to` (Unix seconds), each worth 50,000 + its day number. */
  const rangeAnswer: FakeHandler = (request, response) => {
    const url = new URL(request.url!, 'http://fake');
    if (url.pathname === '/price') return json({ bitcoin: { usd: 100_000 } })(request, response);
    rangeRequests.push(url.searchParams);
    const from = Number(url.searchParams.get('from')) * 1000;
    const to = Number(url.searchParams.get('to')) * 1000;
    const prices: [number, number][] = [];
    for (let time = from; time <= to; time += 3_600_000) prices.push([time, 50_000 + Math.floor(time / DAY)]);
    json({ prices, market_caps: [], total_volumes: [] })(request, response);
  };

  beforeAll(async () => {
    source = await startFakeServer(rangeAnswer);
  });
  afterAll(() => source.close());

  it('fills every whole day since the last stored price with that day’s last point, once', async () => {
    const { db } = database();
    const lastStored = (await listDailyCloses(db, BTC_SYMBOL, '2000-01-01', isoDay(today))).at(-1)!;
    const firstMissing = Date.parse(`${lastStored.date}T00:00:00Z`) + DAY;
    expect(firstMissing).toBeLessThan(today - DAY); // the seed ends days ago: there is a gap

    const { logger, lines } = capturingLogger();
    const failing = new PriceFeed({
      handle: database().handle,
      url: `${source.url}/price`,
      rangeUrl: `${source.url}/range?vs_currency=usd`,
      logger,
    });
    source.setHandler((request, response) =>
      new URL(request.url!, 'http://fake').pathname === '/price'
        ? json({ bitcoin: { usd: 100_000 } })(request, response)
        : json({ error: 'rate limited' }, 429)(request, response),
    );
    expect(await failing.tick()).toBe('updated');
    expect(lines.some((line) => line.msg.includes('backfill failed'))).toBe(true);
    // A failed backfill stores nothing: the days stay a gap.
    expect(await listDailyCloses(db, BTC_SYMBOL, isoDay(firstMissing), isoDay(today - DAY))).toEqual([]);

    source.setHandler(rangeAnswer);
    const feed = new PriceFeed({
      handle: database().handle,
      url: `${source.url}/price`,
      rangeUrl: `${source.url}/range?vs_currency=usd`,
      logger,
      intervalMs: 1,
    });
    await db.delete(priceData).where(gte(priceData.timestamp, new Date(today)));
    expect(await feed.tick()).toBe('updated');
    const request = rangeRequests.at(-1)!;
    expect(request.get('vs_currency')).toBe('usd');
    expect(Number(request.get('from')) * 1000).toBe(Math.max(firstMissing, today - BACKFILL_MAX_DAYS * DAY));
    expect(Number(request.get('to')) * 1000).toBe(today);

    const filled = await listDailyCloses(db, BTC_SYMBOL, isoDay(firstMissing), isoDay(today - DAY));
    expect(filled.map((close) => close.date)).toEqual(
      Array.from({ length: (today - firstMissing) / DAY }, (_, i) => isoDay(firstMissing + i * DAY)),
    );
    for (const close of filled) expect(close.price).toBe(50_000 + Date.parse(`${close.date}T00:00:00Z`) / DAY);
    const [row] = await db
      .select()
      .from(priceData)
      .where(and(eq(priceData.symbol, BTC_SYMBOL), eq(priceData.timestamp, new Date(firstMissing + 23 * 3_600_000))));
    expect(row?.source).toContain('backfill');
    // Nothing before the gap changed, and a second tick asks for no range.
    expect((await listDailyCloses(db, BTC_SYMBOL, lastStored.date, lastStored.date))[0]).toEqual(lastStored);
    const asked = rangeRequests.length;
    await clockPastLatestPrice(db);
    expect(await feed.tick()).toBe('updated');
    expect(rangeRequests).toHaveLength(asked);
  });

  it('refuses an impossible range price and stores nothing', async () => {
    const { db } = database();
    const { logger, lines } = capturingLogger();
    const feed = new PriceFeed({
      handle: database().handle,
      url: `${source.url}/price`,
      rangeUrl: `${source.url}/range`,
      logger,
      intervalMs: 1,
    });
    // Open a two-day gap before today, then answer it with 10^16 USD.
    await db.delete(priceData).where(gte(priceData.timestamp, new Date(today - 2 * DAY)));
    source.setHandler((request, response) =>
      new URL(request.url!, 'http://fake').pathname === '/price'
        ? json({ bitcoin: { usd: 100_000 } })(request, response)
        : json({ prices: [[today - DAY, 1e16]] })(request, response),
    );
    expect(await feed.tick()).toBe('updated');
    expect(lines.some((line) => line.msg.includes('backfill failed'))).toBe(true);
    expect(await listDailyCloses(db, BTC_SYMBOL, isoDay(today - 2 * DAY), isoDay(today - DAY))).toEqual([]);
  });
});
