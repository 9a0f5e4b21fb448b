// BTC price feed: every minute, read BTC/USD from a public price API (PRICE_FEED_URL), store
// it in price_data and revalue every holding in the same transaction. When the source is
// unreachable it keeps the last stored price, logs once per outage and backs off. Back online
// after whole UTC days without a price, it fills those days from the source's range endpoint
// (PRICE_FEED_RANGE_URL): each missing day gets the last price the range gives for it. Until
// that succeeds the days stay a gap, shown as one (ADR 155).
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { BTC_SYMBOL, insertPrice, latestPrice, listDailyCloses } from '../db/queries/prices.ts';
import { priceData } from '../db/schema.ts';
import * as z from 'zod/mini';
import { INDEX_TYPES } from '../../domain/schemas/common.ts';
import { priceField } from '../../domain/schemas/market-fields.ts';
import { refreshDerivedValues } from '../db/queries/derived-values.ts';
import { lockIndexTypes } from '../db/write-locks.ts';
import { JOB_LOCK_KEYS, runExclusively } from './job-lock.ts';
import { JOB_NAMES, recordJobRunQuietly } from './job-status.ts';
import { parsePriceBody, parseRangeBody } from './price-parsers.ts';

export const PRICE_FEED_INTERVAL_MS = 60_000;
export const PRICE_FEED_MAX_BACKOFF_MS = 15 * 60_000;
export const PRICE_FEED_TIMEOUT_MS = 10_000;
export const DEFAULT_PRICE_FEED_URL = 'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd';
/** CoinGecko's range endpoint; the feed adds `from` and `to` (Unix seconds). */
export const DEFAULT_PRICE_FEED_RANGE_URL =
  'https://api.coingecko.com/api/v3/coins/bitcoin/market_chart/range?vs_currency=usd';
/** The furthest back a backfill asks (the range CoinGecko's free plan answers). */
export const BACKFILL_MAX_DAYS = 365;
/** Time between two tries at a backfill that failed. */
export const BACKFILL_RETRY_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export interface PriceFeedOptions {
  handle: DatabaseHandle;
  url: string;
  /** The range endpoint missing days are filled from; null or absent: no backfill. */
  rangeUrl?: string | null;
  logger: Logger;
  intervalMs?: number;
  maxBackoffMs?: number;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export type PriceFeedOutcome = 'updated' | 'skipped' | 'failed';

export class PriceFeed {
  private readonly intervalMs: number;
  private readonly maxBackoffMs: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof globalThis.fetch;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private running: Promise<PriceFeedOutcome> | undefined;
  /** Consecutive failures; 0 while the source answers. */
  failures = 0;
  /** The first UTC day (ms) still to fill, while a backfill is owed; null when none is. */
  private backfillFrom: number | null = null;
  private backfillTriedAt = -Infinity;

  constructor(private readonly options: PriceFeedOptions) {
    this.intervalMs = options.intervalMs ?? PRICE_FEED_INTERVAL_MS;
    this.maxBackoffMs = options.maxBackoffMs ?? PRICE_FEED_MAX_BACKOFF_MS;
    this.timeoutMs = options.timeoutMs ?? PRICE_FEED_TIMEOUT_MS;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Delay before the next attempt: the interval, doubled for each failure in a row, capped. */
  nextDelayMs(): number {
    if (this.failures === 0) return this.intervalMs;
    return Math.min(this.intervalMs * 2 ** this.failures, this.maxBackoffMs);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick();
      void this.running.finally(() => this.schedule(this.nextDelayMs()));
    }, delayMs);
    this.timer.unref();
  }

  /** One attempt: fetch, store and revalue (on one instance at a time). */
  async tick(): Promise<PriceFeedOutcome> {
    const { handle, logger } = this.options;
    const startedAt = new Date();
    const outcome = await this.attempt();
    // A run another instance made ('skipped' there) is that instance's to record.
    if (outcome.result !== 'skipped') {
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.priceFeed, {
        startedAt,
        outcome: outcome.result,
        error: outcome.error,
      });
    }
    return outcome.result;
  }

  private async attempt(): Promise<{ result: PriceFeedOutcome; error?: unknown }> {
    const { handle, logger } = this.options;
    try {
      const outcome = await runExclusively(handle, JOB_LOCK_KEYS.priceFeed, async () => {
        // Another instance stored a price moments ago: nothing to do this round.
        const latest = await latestPrice(handle.db, BTC_SYMBOL);
        if (latest && Date.now() - Date.parse(latest.timestamp) < this.intervalMs / 2) return 'skipped' as const;
        const price = await this.fetchPrice();
        await handle.db.transaction(async (db) => {
          // Revaluing touches every index type: their write locks first, in the one order (ADR 031).
          await lockIndexTypes(db, INDEX_TYPES);
          await insertPrice(db, {
            symbol: BTC_SYMBOL,
            price,
            timestamp: new Date(),
            source: sourceLabel(this.options.url),
          });
          await refreshDerivedValues(db);
        });
        // Whole UTC days between the last stored price and today are owed a backfill.
        if (latest) {
          const firstMissing = utcDay(Date.parse(latest.timestamp)) + DAY_MS;
          if (firstMissing < utcDay(Date.now()) && (this.backfillFrom === null || firstMissing < this.backfillFrom))
            this.backfillFrom = firstMissing;
        }
        await this.backfill();
        return 'updated' as const;
      });
      if (this.failures > 0) logger.info({ failures: this.failures }, 'BTC price feed recovered');
      this.failures = 0;
      return { result: outcome ?? 'skipped' };
    } catch (error) {
      this.failures += 1;
      if (this.failures === 1) {
        logger.warn(
          { err: error instanceof Error ? error.message : String(error), url: this.options.url },
          'BTC price feed unavailable: keeping the last stored price and retrying with back-off',
        );
      }
      return { result: 'failed', error };
    }
  }

  /**
   * Fills the owed days (at most BACKFILL_MAX_DAYS back) from the range endpoint, once per
   * BACKFILL_RETRY_MS while it fails. Only days with no price get one; a failure stores nothing.
   */
  private async backfill(): Promise<void> {
    const { handle, logger, rangeUrl } = this.options;
    if (!rangeUrl || this.backfillFrom === null || Date.now() - this.backfillTriedAt < BACKFILL_RETRY_MS) return;
    this.backfillTriedAt = Date.now();
    const today = utcDay(Date.now());
    const from = Math.max(this.backfillFrom, today - BACKFILL_MAX_DAYS * DAY_MS);
    try {
      const points = await this.fetchRange(from, today);
      const lastOfDay = new Map<number, { time: number; price: number }>();
      for (const point of points) {
        const day = utcDay(point.time);
        if (day < from || day >= today) continue;
        const seen = lastOfDay.get(day);
        if (!seen || point.time > seen.time) lastOfDay.set(day, point);
      }
      const source = `${sourceLabel(rangeUrl)} (range, backfill)`;
      const filled = await handle.db.transaction(async (db) => {
        const stored = new Set(
          (await listDailyCloses(db, BTC_SYMBOL, isoDay(from), isoDay(today - DAY_MS))).map((close) => close.date),
        );
        const rows = [...lastOfDay.values()]
          .filter((point) => !stored.has(isoDay(point.time)))
          .map((point) => ({ symbol: BTC_SYMBOL, price: point.price, timestamp: new Date(point.time), source }));
        if (rows.length > 0) await db.insert(priceData).values(rows);
        return rows.length;
      });
      this.backfillFrom = null;
      logger.info(
        { days: filled, from: isoDay(from), to: isoDay(today - DAY_MS) },
        'BTC price feed filled missing days',
      );
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), url: rangeUrl },
        'BTC price backfill failed: the missing days stay a gap until the next try',
      );
    }
  }

  private async fetchRange(from: number, to: number) {
    const url = new URL(this.options.rangeUrl!);
    url.searchParams.set('from', String(Math.floor(from / 1000)));
    url.searchParams.set('to', String(Math.floor(to / 1000)));
    const response = await this.fetch(url, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`range source answered HTTP ${response.status}`);
    const points = parseRangeBody(await response.json());
    if (!points) throw new Error('range source answered a shape no parser knows');
    const impossible = points.find((point) => !z.safeParse(priceField, point.price).success);
    if (impossible) throw new Error(`range source answered an impossible price (${impossible.price})`);
    return points;
  }

  private async fetchPrice(): Promise<number> {
    const response = await this.fetch(this.options.url, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`price source answered HTTP ${response.status}`);
    const parsed = parsePriceBody(await response.json());
    if (!parsed) throw new Error('price source answered a shape no parser knows');
    // The same bounds as a price entered by hand: positive, finite, below 10^15.
    if (!z.safeParse(priceField, parsed.price).success) {
      throw new Error(`price source answered an impossible price (${parsed.price})`);
    }
    return parsed.price;
  }
}

/** The UTC midnight (ms) that starts the day of `time`. */
const utcDay = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function sourceLabel(url: string): string {
  try {
    return `Price feed: ${new URL(url).host}`;
  } catch {
    return 'Price feed';
  }
}
