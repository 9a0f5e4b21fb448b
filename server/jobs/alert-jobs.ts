// The alerts job (ADR 172): every minute, on one instance at a time, a round of
// server/alerts/alert-rounds.ts — changes detected, instant alerts and due weekly digests
// mailed, unconfirmed subscriptions past their 7 days deleted. The clock is the journeys'
// (tests move it).
import type { Logger } from 'pino';
import { runAlertRound, type AlertRound } from '../alerts/alert-rounds.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { JourneyContext } from '../journeys/context.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import type { Mailer } from '../mail/mailer.ts';
import { JOB_LOCK_KEYS, runExclusively } from './job-lock.ts';
import { JOB_NAMES, recordJobRunQuietly } from './job-status.ts';

/** Instant alerts go out within a minute of the change. */
export const ALERT_TICK_MS = 60_000;

export interface AlertJobOptions {
  handle: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  settings: JourneySettings;
  /** Origin of the links in alert mail (PUBLIC_ORIGIN). */
  origin: string;
}

export class AlertJobs {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private readonly context: JourneyContext;

  constructor(private readonly options: AlertJobOptions) {
    this.context = {
      db: options.handle.db,
      mailer: options.mailer,
      settings: options.settings,
      origin: options.origin,
      logger: options.logger,
    };
  }

  start(): void {
    const tick = () => {
      this.running = this.runRound().finally(() => {
        if (this.stopped) return;
        this.timer = setTimeout(tick, ALERT_TICK_MS);
        this.timer.unref();
      });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }

  /** One round; null when another instance holds the job or the round failed (logged and recorded). */
  async runRound(now = this.options.settings.now()): Promise<AlertRound | null> {
    const { handle, logger } = this.options;
    const startedAt = new Date();
    try {
      const round = await runExclusively(handle, JOB_LOCK_KEYS.alerts, () => runAlertRound(this.context, now));
      if (round === null) return null;
      const sent = round.instant + round.digests;
      if (sent + round.holdingsChanges + round.indexChanges + round.deletedUnconfirmed > 0) {
        logger.info(round, 'Alerts round');
      }
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.alerts, {
        startedAt,
        outcome: sent > 0 ? `sent ${sent}` : 'nothing due',
      });
      return round;
    } catch (error) {
      logger.error({ err: error }, 'Alerts round failed');
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.alerts, { startedAt, outcome: 'failed', error });
      return null;
    }
  }
}
