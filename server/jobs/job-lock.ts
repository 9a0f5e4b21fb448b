// Runs a job on one server instance at a time. On PostgreSQL a session advisory lock
// (pg_try_advisory_lock) on a dedicated connection decides; an instance that does not get
// it skips this run. The embedded database has one process, so the job just runs.
import type { DatabaseHandle } from '../db/client.ts';

/** Stable advisory-lock keys, one per job (any 64-bit integers unique to this app). */
export const JOB_LOCK_KEYS = {
  priceFeed: 7_364_001,
  indexSnapshot: 7_364_002,
  /** Consultation and webinar reminders, and mail retries (server/jobs/journey-jobs.ts). */
  reminderMail: 7_364_040,
  webinarSchedule: 7_364_041,
  bankHolidays: 7_364_042,
  priceRollup: 7_364_050,
  /** Alerts by email: detection, instant mail, weekly digests (server/jobs/alert-jobs.ts). */
  alerts: 7_364_060,
  /** Public data sources (server/sources/): the 6-hourly sync and POST /api/admin/sources/sync. */
  sourceSync: 7_364_070,
} as const;

export async function runExclusively<T>(handle: DatabaseHandle, key: number, job: () => Promise<T>): Promise<T | null> {
  if (handle.engine === 'pglite') return job();
  const client = await handle.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return null;
    try {
      return await job();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
