// The client journeys' background work, on one instance at a time (runExclusively):
// - every minute: the consultation reminders (24 h before) and webinar reminders (1 h
//   before), the firm's digest of the webinar registrations made before today (once a
//   day, each listed once: notify-firm.ts), and retries of mail that failed or was stranded;
// - at start and every six hours: the webinar schedule planned ahead from its rule, and the
//   bank holidays of the years bookings reach added to the blackout dates (each year once).
// A reminder is sent once even without the advisory lock: the statement that picks the due
// bookings also sets their "reminder sent" marker, and the mail is queued in the same
// transaction, so of two instances racing, each booking goes to exactly one.
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { claimDueConsultationReminders } from '../db/queries/consultations.ts';
import { claimDueWebinarReminders } from '../db/queries/webinars.ts';
import { addBankHolidays } from '../journeys/bank-holidays.ts';
import { mailContextOf, type JourneyContext } from '../journeys/context.ts';
import { assessmentTokenOf, joiningLinkOf, mailInputOf } from '../journeys/consultations.ts';
import { queueRegistrationDigest } from '../journeys/notify-firm.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { topUpWebinarSchedule, webinarMailInput } from '../journeys/webinars.ts';
import { consultationReminderMail, webinarReminderMail } from '../mail/journey-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { JOB_LOCK_KEYS, runExclusively } from './job-lock.ts';
import { JOB_NAMES, recordJobRunQuietly } from './job-status.ts';

export const REMINDER_TICK_MS = 60_000;
export const SCHEDULE_TOP_UP_MS = 6 * 60 * 60_000;

export interface JourneyJobOptions {
  handle: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  settings: JourneySettings;
  /** Origin of the links in reminder mail (PUBLIC_ORIGIN). */
  origin: string;
}

export interface ReminderRun {
  consultations: number;
  webinars: number;
  retried: number;
}

/** Claims the due reminders and queues their mail, all in one transaction; returns the mail ids. */
export async function queueDueReminders(
  context: JourneyContext,
  now: Date,
): Promise<{ ids: string[]; consultations: number; webinars: number }> {
  return context.db.transaction(async (tx) => {
    const ids: string[] = [];
    const mail = mailContextOf(context);
    const bookings = await claimDueConsultationReminders(tx, now);
    for (const booking of bookings) {
      if (!booking.email) continue;
      const token = await assessmentTokenOf(tx, booking);
      ids.push(
        await context.mailer.enqueue(
          tx,
          consultationReminderMail(mail, mailInputOf(booking, token, joiningLinkOf(context.settings, booking))),
        ),
      );
    }
    const registrations = await claimDueWebinarReminders(tx, now);
    for (const { registration, session } of registrations) {
      ids.push(
        await context.mailer.enqueue(tx, webinarReminderMail(mail, webinarMailInput(context, registration, session))),
      );
    }
    return { ids, consultations: bookings.length, webinars: registrations.length };
  });
}

export class JourneyJobs {
  private reminderTimer: NodeJS.Timeout | undefined;
  private scheduleTimer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private readonly context: JourneyContext;

  constructor(private readonly options: JourneyJobOptions) {
    this.context = {
      db: options.handle.db,
      mailer: options.mailer,
      settings: options.settings,
      origin: options.origin,
      logger: options.logger,
    };
  }

  start(): void {
    const reminders = () => {
      this.running = this.runReminders().finally(() => {
        this.reminderTimer = setTimeout(reminders, REMINDER_TICK_MS);
        this.reminderTimer.unref();
      });
    };
    const schedule = () => {
      void Promise.all([this.topUpSchedule(), this.addBankHolidays()]).finally(() => {
        this.scheduleTimer = setTimeout(schedule, SCHEDULE_TOP_UP_MS);
        this.scheduleTimer.unref();
      });
    };
    schedule();
    reminders();
  }

  async stop(): Promise<void> {
    clearTimeout(this.reminderTimer);
    clearTimeout(this.scheduleTimer);
    await this.running.catch(() => undefined);
  }

  /** One round of reminders and mail retries; null when another instance holds the job. */
  async runReminders(now = this.options.settings.now()): Promise<ReminderRun | null> {
    const { handle, logger, mailer } = this.options;
    const startedAt = new Date();
    try {
      const run = await runExclusively(handle, JOB_LOCK_KEYS.reminderMail, async () => {
        const queued = await queueDueReminders(this.context, now);
        const digest = await queueRegistrationDigest(this.context, now);
        for (const id of [...queued.ids, ...digest]) await mailer.deliver(id);
        const retried = await mailer.retryUnsent(now);
        return { consultations: queued.consultations, webinars: queued.webinars, retried };
      });
      if (run === null) return null;
      if (run.consultations + run.webinars + run.retried > 0) logger.info(run, 'Reminder mail round');
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.reminderMail, {
        startedAt,
        outcome: run.consultations + run.webinars > 0 ? `sent ${run.consultations + run.webinars}` : 'nothing due',
      });
      return run;
    } catch (error) {
      logger.error({ err: error }, 'Reminder mail round failed');
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.reminderMail, { startedAt, outcome: 'failed', error });
      return null;
    }
  }

  /** Adds the coming bank holidays to the blackout dates (each year once); null when another instance holds the job. */
  async addBankHolidays(now = this.options.settings.now()): Promise<number | null> {
    const { handle, logger, settings } = this.options;
    const startedAt = new Date();
    try {
      const added = await runExclusively(handle, JOB_LOCK_KEYS.bankHolidays, () =>
        addBankHolidays(handle.db, settings, now),
      );
      if (added === null) return null;
      if (added > 0) {
        settings.slotReads.invalidate();
        logger.info({ added, region: settings.bankHolidays }, 'Bank holidays added to the blackout dates');
      }
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.bankHolidays, {
        startedAt,
        outcome: added > 0 ? `added ${added}` : 'up to date',
      });
      return added;
    } catch (error) {
      logger.error({ err: error }, 'Adding the bank holidays failed');
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.bankHolidays, { startedAt, outcome: 'failed', error });
      return null;
    }
  }

  /** Plans the webinar sessions the rule sets for the coming weeks (idempotent). */
  async topUpSchedule(now = this.options.settings.now()): Promise<number | null> {
    const { handle, logger, settings } = this.options;
    const startedAt = new Date();
    try {
      const added = await runExclusively(handle, JOB_LOCK_KEYS.webinarSchedule, () =>
        topUpWebinarSchedule(handle.db, settings, now),
      );
      if (added === null) return null;
      if (added > 0) logger.info({ added }, 'Webinar sessions planned from the schedule rule');
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.webinarSchedule, {
        startedAt,
        outcome: added > 0 ? `planned ${added}` : 'up to date',
      });
      return added;
    } catch (error) {
      logger.error({ err: error }, 'Webinar schedule top-up failed');
      await recordJobRunQuietly(handle.db, logger, JOB_NAMES.webinarSchedule, { startedAt, outcome: 'failed', error });
      return null;
    }
  }
}
