// Reads of price_data: the newest row of each symbol.
import { desc, eq, sql } from 'drizzle-orm';
import type { Price } from '../../../domain/schemas/prices.ts';
import type { Database } from '../client.ts';
import { priceData, type PriceRow } from '../schema.ts';

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

/** The latest price row per symbol, symbols in alphabetical order. */
export async function latestPrices(db: Database): Promise<Price[]> {
  const rows = await db
    .selectDistinctOn([priceData.symbol], priceColumns)
    .from(priceData)
    .orderBy(priceData.symbol, desc(priceData.timestamp));
  return rows.map(toPrice);
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

/** Price rows, newest first (the store's list: limit 100 by default). */
export async function listPrices(db: Database, limit = PRICE_LIST_DEFAULT_LIMIT): Promise<Price[]> {
  const rows = await db.select(priceColumns).from(priceData).orderBy(desc(priceData.timestamp)).limit(limit);
  return rows.map(toPrice);
}

/** Stores one observed price. */
export async function insertPrice(
  db: Database,
  price: { symbol: string; price: number; timestamp: Date; source: string },
): Promise<Price> {
  const [row] = await db.insert(priceData).values(price).returning(priceColumns);
  return toPrice(row!);
}

export const DAILY_PRICE_MAX_DAYS = 3650;

/**
 * One price per UTC day (the day's last stored row), newest first: what a long-range chart
 * needs even when the live feed stores a price every minute.
 */
export async function listDailyPrices(db: Database, symbol: string, days: number): Promise<Price[]> {
  const rows = await db
    .selectDistinctOn([sql`(${priceData.timestamp} AT TIME ZONE 'UTC')::date`], priceColumns)
    .from(priceData)
    .where(eq(priceData.symbol, symbol))
    .orderBy(sql`(${priceData.timestamp} AT TIME ZONE 'UTC')::date DESC`, desc(priceData.timestamp))
    .limit(days);
  return rows.map(toPrice);
}
