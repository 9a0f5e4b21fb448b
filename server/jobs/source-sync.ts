// Public data sources, every 6 hours (ADR 191): each enabled source is read and its
// differences staged as an import for an administrator to review (server/sources/sync.ts).
// The first run waits a jittered few minutes after start-up, and is skipped when a run
// ended less than an interval ago (a restart does not read the sources again); each next
// run comes an interval later, ± a jitter, so instances and restarts spread out. Offline,
// a run fails with its reason and changes nothing; the next one tries again.
import type { Logger } from 'pino';
import { desc } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { SYSTEM } from '../db/queries/audit-log.ts';
import { sourceRuns } from '../db/schema.ts';
import { enabledAdapters, syncSources, type SourceSettings } from '../sources/sync.ts';
import { JOB_NAMES, recordJobRunQuietly } from './job-status.ts';

export const SOURCE_SYNC_INTERVAL_MS = 6 * 60 * 60_000;
/** Each wait is the interval ± up to this much. */
export const SOURCE_SYNC_JITTER_MS = 20 * 60_000;
/** The first run after start-up comes between these. */
export const SOURCE_SYNC_FIRST_DELAY_MS = [60_000, 5 * 60_000] as const;

/** A random delay in [min, max). */
const between = (min: number, max: number, random: () => number) => min + Math.floor(random() * (max - min));

export class SourceSyncJob {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly settings: SourceSettings,
    private readonly logger: Logger,
    private readonly random: () => number = Math.random,
  ) {}

  start(): void {
    if (enabledAdapters(this.settings).length === 0) return;
    this.stopped = false;
    this.schedule(between(...SOURCE_SYNC_FIRST_DELAY_MS, this.random));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** The wait before the next run: the interval ± the jitter. */
  nextDelayMs(): number {
    return between(
      SOURCE_SYNC_INTERVAL_MS - SOURCE_SYNC_JITTER_MS,
      SOURCE_SYNC_INTERVAL_MS + SOURCE_SYNC_JITTER_MS,
      this.random,
    );
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => this.schedule(this.nextDelayMs()));
    }, delayMs);
    this.timer.unref();
  }

  /** One round: skipped when a run ended within the interval, else every enabled source. */
  async runOnce(now = new Date()): Promise<'skipped' | 'ok' | 'failed'> {
    const startedAt = new Date();
    try {
      const [last] = await this.handle.db
        .select({ finishedAt: sourceRuns.finishedAt })
        .from(sourceRuns)
        .orderBy(desc(sourceRuns.finishedAt))
        .limit(1);
      if (last && now.getTime() - last.finishedAt.getTime() < SOURCE_SYNC_INTERVAL_MS - SOURCE_SYNC_JITTER_MS) {
        return 'skipped';
      }
      const runs = await syncSources(this.handle, this.settings, SYSTEM, this.logger);
      const failed = runs.filter((run) => run.status === 'failed');
      await recordJobRunQuietly(this.handle.db, this.logger, JOB_NAMES.sourceSync, {
        startedAt,
        outcome: failed.length === 0 ? 'synced' : 'failed',
        ...(failed.length > 0 ? { error: failed.map((run) => `${run.source}: ${run.error}`).join('; ') } : {}),
      });
      return failed.length === 0 ? 'ok' : 'failed';
    } catch (error) {
      this.logger.error({ err: error }, 'Source sync failed');
      await recordJobRunQuietly(this.handle.db, this.logger, JOB_NAMES.sourceSync, {
        startedAt,
        outcome: 'failed',
        error,
      });
      return 'failed';
    }
  }
}
