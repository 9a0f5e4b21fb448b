// What each background job last did, kept in job_status for the admin overview: when it
// last ran, last succeeded, and its last error. Recording never fails the job itself: a
// failure to record is logged and the job's own outcome stands.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { jobStatus, type JobStatusRow } from '../db/schema.ts';

/**
 * How long after listening a restart starts the background jobs. They share the process's
 * one thread, and the embedded database's one connection, with the pages: started at once,
 * their first rounds held the first requests after a restart back by about 150 ms (ADR 102).
 * A database seeded by this start gets them at once: its pages need what they make (the
 * webinar sessions, today's index snapshot).
 */
export const RESTART_JOBS_DELAY_MS = 1_000;

/** The jobs the server runs, by the name their status is stored under. */
export const JOB_NAMES = {
  priceFeed: 'price_feed',
  indexSnapshot: 'index_snapshot',
  reminderMail: 'reminder_mail',
  webinarSchedule: 'webinar_schedule',
  bankHolidays: 'bank_holidays',
  priceRollup: 'price_rollup',
  alerts: 'alerts',
  sourceSync: 'source_sync',
} as const;
export type JobName = (typeof JOB_NAMES)[keyof typeof JOB_NAMES];

const ERROR_TEXT_MAX = 500;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX - 1)}…` : text;
}

/** Stores the end of one run: success with its outcome word, or failure with the error. */
export async function recordJobRun(
  db: Database,
  name: JobName,
  run: { startedAt: Date; finishedAt?: Date; outcome: string; error?: unknown },
): Promise<void> {
  const finishedAt = run.finishedAt ?? new Date();
  const failed = run.error !== undefined;
  const values = {
    name,
    lastStartedAt: run.startedAt,
    lastFinishedAt: finishedAt,
    lastOutcome: run.outcome,
    runCount: 1,
    failureCount: failed ? 1 : 0,
    ...(failed ? { lastErrorAt: finishedAt, lastError: errorText(run.error) } : { lastSuccessAt: finishedAt }),
  };
  await db
    .insert(jobStatus)
    .values(values)
    .onConflictDoUpdate({
      target: jobStatus.name,
      set: {
        lastStartedAt: values.lastStartedAt,
        lastFinishedAt: values.lastFinishedAt,
        lastOutcome: values.lastOutcome,
        runCount: sql`${jobStatus.runCount} + 1`,
        failureCount: sql`${jobStatus.failureCount} + ${values.failureCount}`,
        ...(failed ? { lastErrorAt: finishedAt, lastError: errorText(run.error) } : { lastSuccessAt: finishedAt }),
      },
    });
}

/** recordJobRun that logs instead of throwing (jobs call this). */
export async function recordJobRunQuietly(
  db: Database,
  logger: Logger,
  name: JobName,
  run: Parameters<typeof recordJobRun>[2],
): Promise<void> {
  try {
    await recordJobRun(db, name, run);
  } catch (error) {
    logger.warn({ err: error, job: name }, 'Could not record the job run');
  }
}

export async function listJobStatus(db: Database): Promise<JobStatusRow[]> {
  return db.select().from(jobStatus).orderBy(jobStatus.name);
}
