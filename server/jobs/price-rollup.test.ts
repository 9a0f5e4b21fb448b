// The roll-up of old price ticks to daily closes, on both engines: days before the cutoff
// keep exactly their last tick, recent ticks are untouched, a second run changes nothing,
// the latest price and the daily closes read the same before and after, and the deletes
// announce nothing to open pages.
import { asc, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { latestPrices, listDailyPrices } from '../db/queries/prices.ts';
import { priceData } from '../db/schema.ts';
import type { HubEvent } from '../realtime/events.ts';
import { RealtimeHub } from '../realtime/hub.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { JOB_NAMES, listJobStatus } from './job-status.ts';
import { PRICE_TICK_RETENTION_DAYS, PriceRollupJob, rollUpPriceHistory } from './price-rollup.ts';

const silent = pino({ level: 'silent' });
const NOW = new Date('2030-03-20T12:34:56Z');
/** UTC midnight PRICE_TICK_RETENTION_DAYS (7) days before NOW's day. */
const CUTOFF = Date.parse('2030-03-13T00:00:00Z');
const DAY_MS = 86_400_000;

const allRows = (db: Database) =>
  db
    .select({ symbol: priceData.symbol, price: priceData.price, timestamp: priceData.timestamp })
    .from(priceData)
    .orderBy(asc(priceData.symbol), asc(priceData.timestamp));
type Row = Awaited<ReturnType<typeof allRows>>[number];
const utcDay = (row: Row) => row.timestamp.toISOString().slice(0, 10);

/** Ticks every 20 minutes for BTC and hourly for ETH from 2030-03-01 to NOW, plus edges. */
function history(): (typeof priceData.$inferInsert)[] {
  const rows: (typeof priceData.$inferInsert)[] = [];
  const start = Date.parse('2030-03-01T00:00:00Z');
  for (let at = start; at <= NOW.getTime(); at += 20 * 60_000) {
    rows.push({ symbol: 'BTC', price: 80_000 + (at - start) / 60_000, timestamp: new Date(at), source: 'feed' });
    if ((at - start) % (60 * 60_000) === 0)
      rows.push({ symbol: 'ETH', price: 3_000 + (at - start) / 60_000, timestamp: new Date(at + 7), source: 'feed' });
  }
  // The last instant of the day before the cutoff closes that day; midnight opens the next.
  rows.push({ symbol: 'BTC', price: 1.5, timestamp: new Date(CUTOFF - 1), source: 'edge' });
  // A day with a single row (a gap in the feed) keeps it.
  rows.push({ symbol: 'SOL', price: 150, timestamp: new Date('2030-02-10T08:00:00Z'), source: 'single' });
  return rows;
}

describe.each(testEngines())('price roll-up on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('keeps each old day’s last tick per symbol, leaves recent ticks, and is idempotent', async () => {
    const { db, handle } = database();
    expect(PRICE_TICK_RETENTION_DAYS).toBe(7);
    const inserted = history();
    for (let i = 0; i < inserted.length; i += 500) await db.insert(priceData).values(inserted.slice(i, i + 500));
    const before = await allRows(db);
    const latestBefore = await latestPrices(db);
    const dailyBefore = await listDailyPrices(db, 'BTC', 60);
    const ethDailyBefore = await listDailyPrices(db, 'ETH', 60);

    const hub = new RealtimeHub(handle, silent);
    const events: HubEvent[] = [];
    hub.subscribe((event) => events.push(event));
    await hub.start();
    try {
      const first = await rollUpPriceHistory(db, NOW);
      const after = await allRows(db);

      // Old days: exactly the last tick of each (symbol, UTC day).
      const expectedOld = new Map<string, Row>();
      for (const row of before.filter((item) => item.timestamp.getTime() < CUTOFF)) {
        expectedOld.set(`${row.symbol} ${utcDay(row)}`, row); // ascending: the last one wins
      }
      const old = after.filter((row) => row.timestamp.getTime() < CUTOFF);
      expect(old).toEqual([...expectedOld.values()]);
      expect(old.find((row) => row.symbol === 'BTC' && utcDay(row) === '2030-03-12')?.price).toBe(1.5);
      expect(old.some((row) => row.symbol === 'SOL')).toBe(true);
      // Recent ticks: every one of them, untouched.
      expect(after.filter((row) => row.timestamp.getTime() >= CUTOFF)).toEqual(
        before.filter((row) => row.timestamp.getTime() >= CUTOFF),
      );
      expect(first.days).toEqual(
        Array.from({ length: 12 }, (_, i) =>
          new Date(Date.parse('2030-03-01') + i * DAY_MS).toISOString().slice(0, 10),
        ),
      );
      expect(first.deletedRows).toBe(before.length - after.length);

      // Nothing a reader sees changes.
      expect(await latestPrices(db)).toEqual(latestBefore);
      expect(await listDailyPrices(db, 'BTC', 60)).toEqual(dailyBefore);
      expect(await listDailyPrices(db, 'ETH', 60)).toEqual(ethDailyBefore);

      // Idempotent: a second run finds nothing to do.
      expect(await rollUpPriceHistory(db, NOW)).toEqual({ days: [], deletedRows: 0 });
      expect(await allRows(db)).toEqual(after);

      // Deletes are not announced: the next insert is the first event to arrive.
      await db.insert(priceData).values({ symbol: 'BTC', price: 99_999, timestamp: new Date(NOW.getTime() + 1) });
      await expect.poll(() => events.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(events.map((event) => ('op' in event ? event.op : ''))).toEqual(['INSERT']);
    } finally {
      await hub.stop();
    }
  });

  it('the job records its runs in job_status', async () => {
    const { db, handle } = database();
    await db.insert(priceData).values([
      { symbol: 'BTC', price: 10, timestamp: new Date('2030-01-05T10:00:00Z') },
      { symbol: 'BTC', price: 11, timestamp: new Date('2030-01-05T11:00:00Z') },
    ]);
    // Microseconds, which a JavaScript Date cannot hold: the close is still the later row.
    await db.execute(sql`insert into price_data (symbol, price, timestamp) values
      ('BTC', 12, '2030-01-06 23:59:59.999001+00'), ('BTC', 13, '2030-01-06 23:59:59.999002+00')`);
    const job = new PriceRollupJob(handle, silent);
    expect((await job.runOnce(NOW))?.days).toEqual(['2030-01-05', '2030-01-06']);
    const kept = await db
      .select({ price: priceData.price })
      .from(priceData)
      .where(sql`${priceData.timestamp} < '2030-01-07'`)
      .orderBy(asc(priceData.timestamp));
    expect(kept.map((row) => row.price)).toEqual([11, 13]);
    expect((await job.runOnce(NOW))?.days).toEqual([]);
    const status = (await listJobStatus(db)).find((row) => row.name === JOB_NAMES.priceRollup);
    expect(status).toMatchObject({ runCount: 2, failureCount: 0, lastOutcome: 'up to date', lastError: null });
  });
});
