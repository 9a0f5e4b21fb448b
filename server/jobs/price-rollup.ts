// Price roll-up: the feed stores a BTC price every minute (525,600 rows a year); ticks older
// than PRICE_TICK_RETENTION_DAYS are reduced to each UTC day's close (the day's last row),
// which is all the daily chart and the index history read. One transaction per day, so a
// long backlog never holds the database for long and a day is rolled up whole or not at all.
// Runs at start-up and every hour, on one instance; each run is recorded in job_status.
import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { daysToRollUp, rollUpCutoff, rollUpDay } from '../db/queries/prices.ts';
import { JOB_LOCK_KEYS, runExclusively } from './job-lock.ts';
import { JOB_NAMES, recordJobRunQuietly } from './job-status.ts';

/** Whole UTC days of minute ticks kept before the current day (7 × 1,440 ticks > the list's 5,000 maximum). */
export const PRICE_TICK_RETENTION_DAYS = 7;
export const PRICE_ROLLUP_INTERVAL_MS = 60 * 60_000;

export interface RollUpResult {
  /** UTC days (yyyy-mm-dd) reduced to their close in this run. */
  days: string[];
  deletedRows: number;
}

/**
 * Reduces every day before the cutoff to its close, oldest first, one transaction per day.
 * An aborted signal stops between two days (server shutdown); the next run goes on from there.
 */
export async function rollUpPriceHistory(
  db: Database,
  now = new Date(),
  keepDays = PRICE_TICK_RETENTION_DAYS,
  signal?: AbortSignal,
): Promise<RollUpResult> {
  const pending = await daysToRollUp(db, rollUpCutoff(now, keepDays));
  const days: string[] = [];
  let deletedRows = 0;
  for (const day of pending) {
    if (signal?.aborted) break;
    deletedRows += await db.transaction((tx) => rollUpDay(tx, day));
    days.push(day);
  }
  return { days, deletedRows };
}

export class PriceRollupJob {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private running: Promise<unknown> | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly logger: Logger,
    private readonly intervalMs = PRICE_ROLLUP_INTERVAL_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  /** One run; null when another instance holds the job this round (it records its own run). */
  async runOnce(now = new Date()): Promise<RollUpResult | null> {
    const startedAt = new Date();
    try {
      const result = await runExclusively(this.handle, JOB_LOCK_KEYS.priceRollup, () =>
        rollUpPriceHistory(this.handle.db, now, PRICE_TICK_RETENTION_DAYS, this.stopping.signal),
      );
      if (result === null) return null;
      if (result.deletedRows > 0) {
        this.logger.info({ days: result.days.length, deletedRows: result.deletedRows }, 'Price ticks rolled up');
      }
      await recordJobRunQuietly(this.handle.db, this.logger, JOB_NAMES.priceRollup, {
        startedAt,
        outcome: result.days.length > 0 ? 'rolled up' : 'up to date',
      });
      return result;
    } catch (error) {
      this.logger.error({ err: error }, 'Price roll-up failed');
      await recordJobRunQuietly(this.handle.db, this.logger, JOB_NAMES.priceRollup, {
        startedAt,
        outcome: 'failed',
        error,
      });
      return null;
    }
  }
}
