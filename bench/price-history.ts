// Price reads against the length of the price history, on the embedded database: the
// latest-price query and the price list endpoints with a week of 60 s ticks (what the
// roll-up keeps), then with a whole year of them (525,600 rows, before any roll-up), then
// after the roll-up to daily closes. Flat means the year costs about what the week does;
// the whole-table DISTINCT ON the latest price used before is measured beside it.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createApp } from '../server/app.ts';
import type { Database } from '../server/db/client.ts';
import { latestPrices, toPrice } from '../server/db/queries/prices.ts';
import { priceData } from '../server/db/schema.ts';
import { rollUpPriceHistory } from '../server/jobs/price-rollup.ts';
import { createTestDatabase } from '../server/testing/test-db.ts';
import type { Report } from './report.ts';
import { rawRows } from '../server/db/raw-rows.ts';

const YEAR_OF_TICKS = 525_600;
const WEEK_OF_TICKS = 7 * 1440;
const TICK_S = 60;
const REPEATS = 15;
/** Flat: at most this many times the time with a week of ticks. */
const FLAT_RATIO = 2;

async function bestMs(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  let best = Infinity;
  for (let i = 0; i < REPEATS; i += 1) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** What the latest-price query was before: DISTINCT ON over every row, sorted whole. */
async function wholeTableLatest(db: Database) {
  const rows = await db
    .selectDistinctOn([priceData.symbol], {
      symbol: priceData.symbol,
      price: priceData.price,
      timestamp: priceData.timestamp,
      source: priceData.source,
    })
    .from(priceData)
    .orderBy(priceData.symbol, sql`${priceData.timestamp} desc`);
  return rows.map(toPrice);
}

export async function benchPriceHistory(report: Report) {
  const database = await createTestDatabase('pglite', { seed: true });
  try {
    const { db, handle } = database;
    const app = createApp({ db: handle, logger: pino({ level: 'silent' }) });
    const endpoint = (path: string) => async () => {
      const response = await app.request(path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
    const probes: [string, () => Promise<unknown>][] = [
      ['latest price per symbol (query)', () => latestPrices(db)],
      ['GET /api/prices (100 newest)', endpoint('/api/prices')],
      ['GET /api/prices?limit=5000', endpoint('/api/prices?limit=5000')],
      ['GET /api/prices/daily (365 daily closes)', endpoint('/api/prices/daily?days=365')],
      ['before: DISTINCT ON over every row (latest price)', () => wholeTableLatest(db)],
    ];
    const measureAll = async () => {
      const times: number[] = [];
      for (const [, probe] of probes) times.push(await bestMs(probe));
      return times;
    };
    const countRows = async () =>
      Number((await rawRows<{ n: number }>(db, sql`select count(*)::int as n from price_data`))[0]!.n);

    // Minute ticks ending now, as the feed would have stored them: a week first, then the rest of the year.
    const now = Math.floor(Date.now() / 1000);
    const insertTicks = (from: number, to: number) =>
      db.execute(sql`insert into price_data (symbol, price, timestamp, source)
        select 'BTC', 90000 + (g % 5000), to_timestamp(${now} - g * ${TICK_S}), 'bench tick'
        from generate_series(${from}::int, ${to}::int) g on conflict do nothing`);
    await insertTicks(1, WEEK_OF_TICKS);
    await db.execute(sql`analyze price_data`);
    const weekRows = await countRows();
    const weekTimes = await measureAll();

    const insertStarted = performance.now();
    await insertTicks(WEEK_OF_TICKS + 1, YEAR_OF_TICKS);
    const insertMs = performance.now() - insertStarted;
    await db.execute(sql`analyze price_data`);
    const yearRows = await countRows();
    const yearTimes = await measureAll();

    const rollUpStarted = performance.now();
    const rolled = await rollUpPriceHistory(db);
    const rollUpMs = performance.now() - rollUpStarted;
    await db.execute(sql`analyze price_data`);
    const rolledRows = await countRows();
    const rolledTimes = await measureAll();

    probes.forEach(([name], at) => {
      const before = name.startsWith('before:');
      const ratio = yearTimes[at]! / weekTimes[at]!;
      report({
        name: `${name}, PGlite: ${yearRows.toLocaleString('en-US')} rows (a year of 60 s ticks) → after roll-up ${rolledRows.toLocaleString('en-US')} rows`,
        value: `${yearTimes[at]!.toFixed(2)} ms → ${rolledTimes[at]!.toFixed(2)} ms`,
        baseline: `seed + a week of ticks (${weekRows.toLocaleString('en-US')} rows): ${weekTimes[at]!.toFixed(2)} ms`,
        ratio: `${ratio.toFixed(2)}× with a year`,
        target: before
          ? '(the old query, for comparison)'
          : `flat: ≤ ${FLAT_RATIO}×${ratio <= FLAT_RATIO ? '' : ' — MISSED'}`,
      });
    });
    report({
      name: `price roll-up of a year's backlog (${rolled.days.length} days, ${rolled.deletedRows.toLocaleString('en-US')} rows deleted, one transaction per day)`,
      value: `${(rollUpMs / 1000).toFixed(1)} s`,
      baseline: `inserting the other 51 weeks: ${(insertMs / 1000).toFixed(1)} s`,
    });
  } finally {
    await database.destroy();
  }
}
