// Default consultation opening hours, so a fresh install can take bookings: Monday to
// Friday, 09:00–17:00 in the firm's time zone (BOOKING_TIME_ZONE). Loaded once, recorded in
// seed_log like the market data; admins change them afterwards (PUT /api/admin/availability/hours),
// and a restart never puts the defaults back. Webinar sessions are not seeded here: they are
// planned from their rule at start and every six hours (server/jobs/journey-jobs.ts).
import { sql } from 'drizzle-orm';
import type { WeeklyHours } from '../../../domain/booking/slots.ts';
import type { Database } from '../client.ts';
import { availabilityHours, seedLog } from '../schema.ts';

export const JOURNEY_SEED_DATASETS = ['availability_hours'] as const;
export type JourneySeedDataset = (typeof JOURNEY_SEED_DATASETS)[number];

const OPENS = 9 * 60;
const CLOSES = 17 * 60;
const WEEKDAYS = [1, 2, 3, 4, 5];

export const DEFAULT_WEEKLY_HOURS: readonly WeeklyHours[] = WEEKDAYS.map((weekday) => ({
  weekday,
  startMinute: OPENS,
  endMinute: CLOSES,
}));

/** Keeps two instances from seeding the defaults at once (any number unique to this app). */
const JOURNEY_SEED_LOCK_KEY = 7_461_040;

/** Loads the default opening hours unless seed_log says they were loaded before. */
export async function seedJourneyDefaults(db: Database): Promise<Partial<Record<JourneySeedDataset, number>>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOURNEY_SEED_LOCK_KEY})`);
    const logged = await tx
      .insert(seedLog)
      .values({ dataset: 'availability_hours', rows: DEFAULT_WEEKLY_HOURS.length })
      .onConflictDoNothing()
      .returning();
    if (logged.length === 0) return {};
    await tx
      .insert(availabilityHours)
      .values([...DEFAULT_WEEKLY_HOURS])
      .onConflictDoNothing();
    return { availability_hours: DEFAULT_WEEKLY_HOURS.length };
  });
}
