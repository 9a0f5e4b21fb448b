// The price reads against straightforward reference queries (DISTINCT ON over every row,
// what they replaced) on a history with several symbols, day boundaries and gaps.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Price } from '../../../domain/schemas/prices.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';
import type { Database } from '../client.ts';
import { priceData } from '../schema.ts';
import { latestPrices, listDailyPrices, listPrices, rollUpCutoff, toPrice } from './prices.ts';

const columns = {
  symbol: priceData.symbol,
  price: priceData.price,
  timestamp: priceData.timestamp,
  source: priceData.source,
};

async function referenceLatest(db: Database): Promise<Price[]> {
  const rows = await db
    .selectDistinctOn([priceData.symbol], columns)
    .from(priceData)
    .orderBy(priceData.symbol, sql`${priceData.timestamp} desc`);
  return rows.map(toPrice);
}

async function referenceDaily(db: Database, symbol: string, days: number): Promise<Price[]> {
  const day = sql`(${priceData.timestamp} at time zone 'UTC')::date`;
  const rows = await db
    .selectDistinctOn([day], columns)
    .from(priceData)
    .where(sql`${priceData.symbol} = ${symbol}`)
    .orderBy(sql`${day} desc`, sql`${priceData.timestamp} desc`)
    .limit(days);
  return rows.map(toPrice);
}

describe.each(testEngines())('price reads on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('latest, newest-first and daily closes agree with the whole-table reference queries', async () => {
    const { db } = database();
    const rows: (typeof priceData.$inferInsert)[] = [];
    // Three symbols, irregular ticks across eight UTC days, with rows on both sides of midnight.
    const start = Date.parse('2030-03-01T00:00:00Z');
    for (let minute = 0; minute < 8 * 1440; minute += 37) {
      rows.push({ symbol: 'BTC', price: 90_000 + minute, timestamp: new Date(start + minute * 60_000), source: 't' });
      if (minute % 3 === 0)
        rows.push({
          symbol: 'ETH',
          price: 3_000 + minute,
          timestamp: new Date(start + minute * 60_000 + 1),
          source: 't',
        });
    }
    rows.push({ symbol: 'BTC', price: 1, timestamp: new Date('2030-03-02T23:59:59.999Z'), source: 'edge' });
    rows.push({ symbol: 'BTC', price: 2, timestamp: new Date('2030-03-03T00:00:00.000Z'), source: 'edge' });
    rows.push({ symbol: 'AAA', price: 5, timestamp: new Date('2029-12-31T12:00:00Z'), source: 'single' });
    await db.insert(priceData).values(rows);

    expect(await latestPrices(db)).toEqual(await referenceLatest(db));
    expect((await latestPrices(db)).map((price) => price.symbol)).toEqual(['AAA', 'BTC', 'ETH']);
    for (const symbol of ['BTC', 'ETH', 'AAA', 'NONE']) {
      for (const days of [1, 3, 8, 30]) {
        expect(await listDailyPrices(db, symbol, days), `${symbol} ${days}`).toEqual(
          await referenceDaily(db, symbol, days),
        );
      }
    }
    const daily = await listDailyPrices(db, 'BTC', 8);
    expect(daily.find((price) => price.timestamp.startsWith('2030-03-02'))).toMatchObject({ price: 1 });
    const referenceNewest = (
      await db
        .select(columns)
        .from(priceData)
        .orderBy(sql`${priceData.timestamp} desc`)
        .limit(50)
    ).map(toPrice);
    expect(await listPrices(db, 50)).toEqual(referenceNewest);
    const newest = await listPrices(db, 50);
    expect(newest).toHaveLength(50);
    const times = newest.map((price) => Date.parse(price.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBe(Math.max(...rows.map((row) => row.timestamp.getTime())));
  });

  it('the roll-up cutoff is the UTC midnight N days before today', () => {
    expect(rollUpCutoff(new Date('2030-03-10T00:00:00Z'), 7).toISOString()).toBe('2030-03-03T00:00:00.000Z');
    expect(rollUpCutoff(new Date('2030-03-10T23:59:59.999Z'), 7).toISOString()).toBe('2030-03-03T00:00:00.000Z');
    expect(rollUpCutoff(new Date('2030-03-10T12:00:00+05:00'), 0).toISOString()).toBe('2030-03-10T00:00:00.000Z');
  });
});
