import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listConstituents } from '../db/queries/constituents.ts';
import { BTC_SYMBOL, latestPrice } from '../db/queries/prices.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-http.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { parsePriceBody } from './price-parsers.ts';
import { JOB_NAMES, listJobStatus } from './job-status.ts';
import { PriceFeed } from './price-feed.ts';

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
    for (const row of await listConstituents(database().db)) {
      expect(row.btcValueUSD).toBeCloseTo(row.btcHoldings * 100_000, 2);
      if (row.marketCap)
        expect(row.btcPercentOfAssets).toBeCloseTo(((row.btcHoldings * 100_000) / row.marketCap) * 100, 6);
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
    await new Promise((resolve) => setTimeout(resolve, 5));
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
