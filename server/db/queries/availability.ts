// Consultation availability: the weekly opening hours and the blackout dates, read as the
// pure slot generator's input (domain/booking/slots.ts) and edited by admins.
import { asc, eq, gte, sql } from 'drizzle-orm';
import type { Availability, WeeklyHours } from '../../../domain/booking/slots.ts';
import type { Database } from '../client.ts';
import { availabilityBlackouts, availabilityHours, consultations, seedLog } from '../schema.ts';
import type { BusyInterval } from '../../../domain/booking/slots.ts';
import { rawRows } from '../raw-rows.ts';

export async function listWeeklyHours(db: Database): Promise<WeeklyHours[]> {
  return db
    .select({
      weekday: availabilityHours.weekday,
      startMinute: availabilityHours.startMinute,
      endMinute: availabilityHours.endMinute,
    })
    .from(availabilityHours)
    .orderBy(asc(availabilityHours.weekday), asc(availabilityHours.startMinute));
}

export async function listBlackouts(db: Database, since?: string): Promise<{ date: string; reason: string | null }[]> {
  return db
    .select({ date: availabilityBlackouts.date, reason: availabilityBlackouts.reason })
    .from(availabilityBlackouts)
    .where(since ? gte(availabilityBlackouts.date, since) : undefined)
    .orderBy(asc(availabilityBlackouts.date));
}

/** Everything the slot generator needs about opening times (blackouts from `since` on). */
export async function loadAvailability(db: Database, timeZone: string, since?: string): Promise<Availability> {
  const [weeklyHours, blackouts] = await Promise.all([listWeeklyHours(db), listBlackouts(db, since)]);
  return { timeZone, weeklyHours, blackoutDates: blackouts.map((blackout) => blackout.date) };
}

/** Replaces the whole week in one transaction (validated by weeklyHoursProblem before). */
export async function replaceWeeklyHours(db: Database, hours: readonly WeeklyHours[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(availabilityHours);
    if (hours.length > 0) await tx.insert(availabilityHours).values(hours.map((interval) => ({ ...interval })));
  });
}

/**
 * Adds blackout dates made by a rule (a year's bank holidays) unless seed_log records that
 * `dataset` was added before, so a date an administrator removed stays open. Dates that
 * already have a blackout keep it, with its reason. Returns how many dates were new.
 */
export async function addRuleBlackoutsOnce(
  db: Database,
  dataset: string,
  blackouts: readonly { date: string; reason: string }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const logged = await tx
      .insert(seedLog)
      .values({ dataset, rows: blackouts.length })
      .onConflictDoNothing()
      .returning({ dataset: seedLog.dataset });
    if (logged.length === 0 || blackouts.length === 0) return 0;
    const added = await tx
      .insert(availabilityBlackouts)
      .values([...blackouts].sort((a, b) => a.date.localeCompare(b.date)))
      .onConflictDoNothing()
      .returning({ date: availabilityBlackouts.date });
    return added.length;
  });
}

/** Adds a blackout date, or updates its reason; true when the date was new. */
export async function upsertBlackout(db: Database, date: string, reason: string | null): Promise<boolean> {
  const [existing] = await db.select().from(availabilityBlackouts).where(eq(availabilityBlackouts.date, date));
  await db
    .insert(availabilityBlackouts)
    .values({ date, reason })
    .onConflictDoUpdate({ target: availabilityBlackouts.date, set: { reason } });
  return existing === undefined;
}

export async function deleteBlackout(db: Database, date: string): Promise<boolean> {
  const deleted = await db.delete(availabilityBlackouts).where(eq(availabilityBlackouts.date, date)).returning();
  return deleted.length > 0;
}

/**
 * The slot listing's whole read in one round trip: opening hours, blackout dates from
 * `since`, and the bookings (not cancelled) overlapping [from, to). One statement instead of
 * three matters on the embedded database, where each statement has a fixed cost.
 */
export async function loadSlotInputs(
  db: Database,
  timeZone: string,
  window: { since: string; from: Date; to: Date },
): Promise<{ availability: Availability; busy: BusyInterval[] }> {
  const [row] = await rawRows<{ hours: unknown; blackouts: unknown; busy: unknown }>(
    db,
    sql`
    select
      (select coalesce(json_agg(json_build_array(weekday, start_minute, end_minute)), '[]'::json)
         from ${availabilityHours}) as hours,
      (select coalesce(json_agg(to_char(date, 'YYYY-MM-DD')), '[]'::json)
         from ${availabilityBlackouts} where date >= ${window.since}::date) as blackouts,
      (select coalesce(json_agg(json_build_array(
           (extract(epoch from starts_at) * 1000)::bigint, (extract(epoch from ends_at) * 1000)::bigint)), '[]'::json)
         from ${consultations}
         where status <> 'cancelled' and starts_at < ${window.to.toISOString()}::timestamptz
           and ends_at > ${window.from.toISOString()}::timestamptz) as busy
  `,
  );
  // node-postgres parses json columns; PGlite may hand back text.
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
  const hours = parse<[number, number, number][]>(row!.hours);
  return {
    availability: {
      timeZone,
      weeklyHours: hours.map(([weekday, startMinute, endMinute]) => ({ weekday, startMinute, endMinute })),
      blackoutDates: parse<string[]>(row!.blackouts),
    },
    busy: parse<[number | string, number | string][]>(row!.busy).map(([start, end]) => ({
      startsAt: new Date(Number(start)),
      endsAt: new Date(Number(end)),
    })),
  };
}
