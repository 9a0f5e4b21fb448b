// BTC price feed: every minute, read BTC/USD from a public price API (PRICE_FEED_URL), store
// it in price_data and revalue every holding in the same transaction. When the source is
// unreachable it keeps the last stored price, logs once per outage and backs off.
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { BTC_SYMBOL, insertPrice, latestPrice } from '../db/queries/prices.ts';
import * as z from 'zod/mini';
import { INDEX_TYPES } from '../../domain/schemas/common.ts';
import { priceField } from '../../domain/schemas/market-fields.ts';
import { refreshDerivedValues } from '../market/derived-values.ts';
import { lockIndexTypes } from '../db/write-locks.ts';
import type { Database } from '../db/client.ts';
import { JOB_LOCK_KEYS, runExclusively } from './job-lock.ts';
import { JOB_NAMES, recordJobRunQuietly } from './job-status.ts';
import { parsePriceBody } from './price-parsers.ts';

export const PRICE_FEED_INTERVAL_MS = 60_000;
export const PRICE_FEED_MAX_BACKOFF_MS = 15 * 60_000;
export const PRICE_FEED_TIMEOUT_MS = 10_000;
export const DEFAULT_PRICE_FEED_URL = 'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd';

export interface PriceFeedOptions {
  handle: DatabaseHandle;
  url: string;
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
        await handle.db.transaction(async (tx) => {
          const db = tx as unknown as Database;
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

function sourceLabel(url: string): string {
  try {
    return `Price feed: ${new URL(url).host}`;
  } catch {
    return 'Price feed';
  }
}
