// Daily index snapshot: one index_history row per index per UTC day, with 1/7/30-day
// performance computed from the stored history (never made up). Runs at start-up when
// today's row is missing and then shortly after each UTC midnight, on one instance.
import type { Logger } from 'pino';
import { INDEX_IDS, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { hasHistoryFor, upsertIndexHistory } from '../db/queries/index-history.ts';
import { computeIndexResult } from '../market/index-service.ts';
import { historyRowFor, todayUtc } from '../market/todays-history.ts';
import { JOB_LOCK_KEYS, runExclusively } from './job-lock.ts';
import { JOB_NAMES, recordJobRunQuietly } from './job-status.ts';

const DAY_MS = 86_400_000;
/** Minutes after midnight UTC the daily snapshot runs (prices of the new day settle first). */
const SNAPSHOT_OFFSET_MS = 5 * 60_000;

export { todayUtc };

export async function writeIndexSnapshot(db: Database, date: string, indexIds: readonly IndexId[] = INDEX_IDS) {
  for (const indexId of indexIds) {
    const result = await computeIndexResult(db, indexId);
    await upsertIndexHistory(db, await historyRowFor(db, indexId, date, result));
  }
}

export async function missingSnapshots(db: Database, date: string): Promise<IndexId[]> {
  const missing: IndexId[] = [];
  for (const indexId of INDEX_IDS) if (!(await hasHistoryFor(db, indexId, date))) missing.push(indexId);
  return missing;
}

export class IndexSnapshotJob {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  /** Writes what today lacks, then schedules the daily run. */
  async start(): Promise<void> {
    await this.runOnce();
    this.scheduleNext();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  async runOnce(now = new Date()): Promise<IndexId[]> {
    const date = todayUtc(now);
    const startedAt = new Date();
    try {
      const written = await runExclusively(this.handle, JOB_LOCK_KEYS.indexSnapshot, async () => {
        const missing = await missingSnapshots(this.handle.db, date);
        if (missing.length > 0) {
          await this.handle.db.transaction((tx) => writeIndexSnapshot(tx, date, missing));
        }
        return missing;
      });
      if (written?.length) this.logger.info({ date, indexes: written }, 'Index history snapshot written');
      // null: another instance holds the job this round, and records its own run.
      if (written !== null) {
        await recordJobRunQuietly(this.handle.db, this.logger, JOB_NAMES.indexSnapshot, {
          startedAt,
          outcome: written.length > 0 ? 'written' : 'up to date',
        });
      }
      return written ?? [];
    } catch (error) {
      this.logger.error({ err: error }, 'Index history snapshot failed');
      await recordJobRunQuietly(this.handle.db, this.logger, JOB_NAMES.indexSnapshot, {
        startedAt,
        outcome: 'failed',
        error,
      });
      return [];
    }
  }

  private scheduleNext() {
    const now = Date.now();
    const nextMidnight = Math.ceil((now + 1) / DAY_MS) * DAY_MS;
    this.timer = setTimeout(
      () => {
        void this.runOnce().finally(() => this.scheduleNext());
      },
      nextMidnight + SNAPSHOT_OFFSET_MS - now,
    );
    this.timer.unref();
  }
}
