// Reads of price_data, each through the (symbol, timestamp) index so its cost does not grow
// with the history: the newest row of each symbol and the newest rows (skip scans over the
// symbols), one close per UTC day (a skip scan day by day), and the roll-up of old ticks to
// daily closes. Every per-symbol lookup goes through that one index on purpose: an index on
// timestamp alone would tempt the planner to scan it for a symbol whose last tick is old.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Price } from '../../../domain/schemas/prices.ts';
import type { Database } from '../client.ts';
import { priceData, type PriceRow } from '../schema.ts';
import { rawRows, toDate } from '../raw-rows.ts';

/** The symbol Bitcoin's USD price is stored under. */
export const BTC_SYMBOL = 'BTC';

export function toPrice(row: Pick<PriceRow, 'symbol' | 'price' | 'timestamp' | 'source'>): Price {
  return { symbol: row.symbol, price: row.price, timestamp: row.timestamp.toISOString(), source: row.source };
}

const priceColumns = {
  symbol: priceData.symbol,
  price: priceData.price,
  timestamp: priceData.timestamp,
  source: priceData.source,
};

/** A row of the hand-written queries below: the drivers hand back numeric and timestamptz untyped. */
type RawPriceRow = {
  symbol: string;
  price: string | number;
  timestamp: string | Date;
  source: string | null;
};

async function rawPrices(db: Database, query: SQL): Promise<Price[]> {
  const rows = await rawRows<RawPriceRow>(db, query);
  return rows.map((row) =>
    toPrice({
      symbol: row.symbol,
      price: Number(row.price),
      // timestamptz: a Date from PGlite, text such as '2030-03-01 00:00:00+00' from node-postgres under Drizzle.
      timestamp: toDate(row.timestamp),
      source: row.source,
    }),
  );
}

/**
 * The distinct symbols, walked through the (symbol, timestamp) index one step per symbol
 * (PostgreSQL has no skip scan of its own): a few index probes however long the history.
 */
const SYMBOLS_CTE = sql`with recursive symbols as (
    (select symbol from price_data order by symbol limit 1)
    union all
    select (select p.symbol from price_data p where p.symbol > s.symbol order by p.symbol limit 1)
    from symbols s where s.symbol is not null
  )`;

/** The latest price row per symbol, symbols in alphabetical order (where DISTINCT ON would sort every row). */
export async function latestPrices(db: Database): Promise<Price[]> {
  return rawPrices(
    db,
    sql`${SYMBOLS_CTE}
        select latest.symbol, latest.price, latest.timestamp, latest.source
        from symbols s
        cross join lateral (
          select p.symbol, p.price, p.timestamp, p.source from price_data p
          where p.symbol = s.symbol order by p.timestamp desc limit 1
        ) latest
        where s.symbol is not null
        order by latest.symbol`,
  );
}

export async function latestPrice(db: Database, symbol: string): Promise<Price | null> {
  const [row] = await db
    .select(priceColumns)
    .from(priceData)
    .where(eq(priceData.symbol, symbol))
    .orderBy(desc(priceData.timestamp))
    .limit(1);
  return row ? toPrice(row) : null;
}

export const PRICE_LIST_DEFAULT_LIMIT = 100;
export const PRICE_LIST_MAX_LIMIT = 5000;

/** Price rows, newest first (the store's list: limit 100 by default): the newest `limit` of each symbol, merged. */
export async function listPrices(db: Database, limit = PRICE_LIST_DEFAULT_LIMIT): Promise<Price[]> {
  return rawPrices(
    db,
    sql`${SYMBOLS_CTE}
        select recent.symbol, recent.price, recent.timestamp, recent.source
        from symbols s
        cross join lateral (
          select p.symbol, p.price, p.timestamp, p.source from price_data p
          where p.symbol = s.symbol order by p.timestamp desc limit ${limit}
        ) recent
        where s.symbol is not null
        order by recent.timestamp desc, recent.symbol
        limit ${limit}`,
  );
}

/** Stores one observed price. */
export async function insertPrice(
  db: Database,
  price: { symbol: string; price: number; timestamp: Date; source: string },
): Promise<Price> {
  const [row] = await db.insert(priceData).values(price).returning(priceColumns);
  return toPrice(row!);
}

/** The UTC midnight that starts the day of a timestamptz expression, as a timestamptz. */
export const utcDayStart = (timestamp: SQL) =>
  sql`(date_trunc('day', ${timestamp} at time zone 'UTC') at time zone 'UTC')`;

/** A span of UTC days, yyyy-mm-dd, both ends included; either end may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * One price per UTC day (the day's last stored row), newest first: what a long-range chart
 * needs even when the live feed stores a price every minute. A skip scan: from the newest
 * row (on or before `range.to`), each step takes the newest row before the previous row's UTC
 * midnight — one index probe per day, however many ticks a day holds — until `days` rows or
 * the day before `range.from`.
 */
export async function listDailyPrices(
  db: Database,
  symbol: string,
  days: number,
  range: DayRange = {},
): Promise<Price[]> {
  const before = range.to ? sql`and timestamp < ${nextDayStart(range.to)}` : sql``;
  const from = range.from ? dayStart(range.from) : null;
  return rawPrices(
    db,
    sql`with recursive closes as (
          (select symbol, price, timestamp, source from price_data
           where symbol = ${symbol} ${before} order by timestamp desc limit 1)
          union all
          select earlier.symbol, earlier.price, earlier.timestamp, earlier.source
          from closes c
          cross join lateral (
            select p.symbol, p.price, p.timestamp, p.source from price_data p
            where p.symbol = c.symbol and p.timestamp < ${utcDayStart(sql`c.timestamp`)}
            order by p.timestamp desc limit 1
          ) earlier
          ${from ? sql`where c.timestamp >= ${from}` : sql``}
        )
        select symbol, price, timestamp, source from closes
        ${from ? sql`where timestamp >= ${from}` : sql``}
        limit ${days}`,
  );
}

/** A day's close: the last stored price of that UTC day. */
export interface DailyClose {
  /** yyyy-mm-dd (UTC). */
  date: string;
  price: number;
}

/**
 * The daily closes of `symbol` from `from` to `to` (yyyy-mm-dd, both included), oldest
 * first; days without a stored price are simply absent. The plain read for anything that
 * replays history (stress tests, backfills).
 */
export async function listDailyCloses(db: Database, symbol: string, from: string, to: string): Promise<DailyClose[]> {
  const spanDays = Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / 86_400_000) + 1;
  if (!(spanDays > 0)) return [];
  const prices = await listDailyPrices(db, symbol, spanDays, { from, to });
  return prices.reverse().map((price) => ({ date: price.timestamp.slice(0, 10), price: price.price }));
}

const DAY_MS = 86_400_000;

/** UTC midnight `days` days before the day of `now`: ticks before it are rolled up. */
export function rollUpCutoff(now: Date, keepDays: number): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - keepDays * DAY_MS);
}

/** UTC days (yyyy-mm-dd, oldest first) before `cutoff` that still hold more than one row of a symbol. */
export async function daysToRollUp(db: Database, cutoff: Date): Promise<string[]> {
  const day = sql<string>`to_char(${priceData.timestamp} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(priceData)
    .where(sql`${priceData.timestamp} < ${cutoff}`)
    .groupBy(priceData.symbol, day)
    .having(sql`count(*) > 1`)
    .orderBy(day);
  return rows.map((row) => row.day);
}

/**
 * Keeps only the last row of each symbol on one UTC day (`yyyy-mm-dd`): that row is the
 * day's close, and only rows earlier than it on its day are deleted, symbol by symbol
 * through the index. Returns the rows deleted. Run it in a transaction.
 */
export async function rollUpDay(db: Database, day: string): Promise<number> {
  const start = new Date(`${day}T00:00:00.000Z`);
  const end = new Date(start.getTime() + DAY_MS);
  const closes = await rawPrices(
    db,
    sql`${SYMBOLS_CTE}
        select close_row.symbol, close_row.price, close_row.timestamp, close_row.source
        from symbols s
        cross join lateral (
          select p.symbol, p.price, p.timestamp, p.source from price_data p
          where p.symbol = s.symbol and p.timestamp >= ${start} and p.timestamp < ${end}
          order by p.timestamp desc limit 1
        ) close_row
        where s.symbol is not null`,
  );
  let deletedRows = 0;
  for (const { symbol } of closes) {
    // The close's own timestamp, compared in the database (it may carry microseconds).
    const closeAt = sql`(select max(${priceData.timestamp}) from ${priceData}
      where ${priceData.symbol} = ${symbol} and ${priceData.timestamp} >= ${start} and ${priceData.timestamp} < ${end})`;
    const deleted = await db
      .delete(priceData)
      .where(and(eq(priceData.symbol, symbol), gte(priceData.timestamp, start), lt(priceData.timestamp, closeAt)))
      .returning({ id: priceData.id });
    deletedRows += deleted.length;
  }
  return deletedRows;
}
