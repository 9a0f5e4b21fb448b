// Webinar sessions and registrations. Capacity holds under any concurrency: a registration
// locks its session row (SELECT … FOR UPDATE) before counting the seats taken, so
// registrations for one session are counted one at a time; the unique (session, email)
// keeps one registration per person and session.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PlannedWebinar } from '../../../domain/webinars/schedule.ts';
import type { Database } from '../client.ts';
import { ownedBy, type AccountOwner } from './account-rows.ts';
import {
  webinarRegistrations,
  webinarSessions,
  type WebinarRegistrationRow,
  type WebinarSessionRow,
} from '../schema.ts';

const HOUR_MS = 3_600_000;
export const WEBINAR_REMINDER_BEFORE_MS = HOUR_MS;
/** How many past sessions the public list shows. */
export const PAST_SESSIONS_SHOWN = 12;

/**
 * Seats taken in a session: registrations not cancelled. The names are written out in full:
 * inside a select from one table drizzle renders columns unqualified, and an unqualified
 * "id" in this subquery would be the registration's own id, so nothing would ever count.
 */
const seatsTaken = sql<number>`(
  select count(*)::int from "webinar_registrations" as "seat"
  where "seat"."session_id" = "webinar_sessions"."id" and "seat"."status" = 'registered'
)`;

export type SessionWithSeats = WebinarSessionRow & { registered: number };

/** Stores the sessions the schedule rule planned; those stored before are left as they are. */
export async function insertPlannedSessions(
  db: Database,
  planned: readonly PlannedWebinar[],
  joinUrl: string | null,
): Promise<number> {
  if (planned.length === 0) return 0;
  const inserted = await db
    .insert(webinarSessions)
    .values(planned.map((session) => ({ ...session, joinUrl })))
    .onConflictDoNothing({ target: [webinarSessions.seriesKey, webinarSessions.startsAt] })
    .returning({ id: webinarSessions.id });
  return inserted.length;
}

/** Scheduled sessions for the public page: upcoming soonest first, and the latest past ones. */
export async function listPublicSessions(db: Database, now: Date) {
  const columns = { session: webinarSessions, registered: seatsTaken };
  const [upcoming, past] = await Promise.all([
    db
      .select(columns)
      .from(webinarSessions)
      .where(and(eq(webinarSessions.status, 'scheduled'), gt(webinarSessions.startsAt, now)))
      .orderBy(asc(webinarSessions.startsAt)),
    db
      .select(columns)
      .from(webinarSessions)
      .where(and(eq(webinarSessions.status, 'scheduled'), lte(webinarSessions.startsAt, now)))
      .orderBy(desc(webinarSessions.startsAt))
      .limit(PAST_SESSIONS_SHOWN),
  ]);
  const flatten = (rows: { session: WebinarSessionRow; registered: number }[]): SessionWithSeats[] =>
    rows.map((row) => ({ ...row.session, registered: Number(row.registered) }));
  return { upcoming: flatten(upcoming), past: flatten(past) };
}

export async function findSessionWithSeats(db: Database, id: string): Promise<SessionWithSeats | null> {
  const [row] = await db
    .select({ session: webinarSessions, registered: seatsTaken })
    .from(webinarSessions)
    .where(eq(webinarSessions.id, id));
  return row ? { ...row.session, registered: Number(row.registered) } : null;
}

/** The soonest scheduled session after `after` that still has a seat (the offer when one is full). */
export async function nextSessionWithSeats(db: Database, after: Date, excludeId: string) {
  const [row] = await db
    .select({ session: webinarSessions, registered: seatsTaken })
    .from(webinarSessions)
    .where(
      and(
        eq(webinarSessions.status, 'scheduled'),
        gt(webinarSessions.startsAt, after),
        ne(webinarSessions.id, excludeId),
        sql`${seatsTaken} < ${webinarSessions.capacity}`,
      ),
    )
    .orderBy(asc(webinarSessions.startsAt))
    .limit(1);
  return row ? { ...row.session, registered: Number(row.registered) } : null;
}

export type RegistrationOutcome =
  | { kind: 'created'; registration: WebinarRegistrationRow; session: SessionWithSeats }
  | { kind: 'existing'; registration: WebinarRegistrationRow; session: SessionWithSeats }
  | { kind: 'full'; session: SessionWithSeats }
  | { kind: 'started'; session: SessionWithSeats }
  | { kind: 'cancelled'; session: SessionWithSeats }
  | { kind: 'not_found' };

/**
 * Registers a person for a session inside `tx` (a transaction): locks the session, then
 * answers the existing registration for this email, or refuses a full, started or
 * cancelled session, or adds the registration (re-activating a cancelled one).
 */
export async function registerForSession(
  tx: Database,
  input: {
    sessionId: string;
    name: string;
    email: string;
    company: string | null;
    userId: string | null;
    visitorTimeZone: string;
  },
  now: Date,
): Promise<RegistrationOutcome> {
  const [locked] = await tx.select().from(webinarSessions).where(eq(webinarSessions.id, input.sessionId)).for('update');
  if (!locked) return { kind: 'not_found' };
  const [taken] = await tx
    .select({ value: count() })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.sessionId, locked.id), eq(webinarRegistrations.status, 'registered')));
  const session: SessionWithSeats = { ...locked, registered: taken?.value ?? 0 };
  const [existing] = await tx
    .select()
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.sessionId, locked.id), eq(webinarRegistrations.email, input.email)));
  if (existing?.status === 'registered') return { kind: 'existing', registration: existing, session };
  if (locked.status === 'cancelled') return { kind: 'cancelled', session };
  if (locked.startsAt.getTime() <= now.getTime()) return { kind: 'started', session };
  if (session.registered >= locked.capacity) return { kind: 'full', session };

  const values = {
    name: input.name,
    company: input.company,
    userId: input.userId,
    visitorTimeZone: input.visitorTimeZone,
    status: 'registered' as const,
    reminderSentAt: null,
    cancelledAt: null,
    createdAt: now,
  };
  // Re-activating a cancelled registration: the same calendar event (same UID) and manage
  // link, so its SEQUENCE must pass the cancellation's or calendars keep it cancelled.
  const [registration] = existing
    ? await tx
        .update(webinarRegistrations)
        .set({ ...values, sequence: existing.sequence + 1 })
        .where(eq(webinarRegistrations.id, existing.id))
        .returning()
    : await tx
        .insert(webinarRegistrations)
        .values({ ...values, sessionId: locked.id, email: input.email })
        .returning();
  return { kind: 'created', registration: registration!, session: { ...session, registered: session.registered + 1 } };
}

/**
 * Cancels a registration whose session is still on and has not started (raising its
 * calendar sequence); null when it cannot be.
 */
export async function cancelRegistration(
  db: Database,
  id: string,
  now: Date,
): Promise<{ registration: WebinarRegistrationRow; session: WebinarSessionRow } | null> {
  const [row] = await db
    .update(webinarRegistrations)
    .set({ status: 'cancelled', cancelledAt: now, sequence: sql`${webinarRegistrations.sequence} + 1` })
    .where(
      and(
        eq(webinarRegistrations.id, id),
        eq(webinarRegistrations.status, 'registered'),
        inArray(
          webinarRegistrations.sessionId,
          db
            .select({ id: webinarSessions.id })
            .from(webinarSessions)
            .where(and(eq(webinarSessions.status, 'scheduled'), gt(webinarSessions.startsAt, now))),
        ),
      ),
    )
    .returning();
  if (!row) return null;
  const [session] = await db.select().from(webinarSessions).where(eq(webinarSessions.id, row.sessionId));
  return { registration: row, session: session! };
}

export async function findRegistration(db: Database, id: string): Promise<WebinarRegistrationRow | null> {
  const [row] = await db.select().from(webinarRegistrations).where(eq(webinarRegistrations.id, id));
  return row ?? null;
}

/** The registration behind a manage link, with its session. */
export async function findRegistrationByToken(
  db: Database,
  token: string,
): Promise<{ registration: WebinarRegistrationRow; session: WebinarSessionRow } | null> {
  const [row] = await db
    .select({ registration: webinarRegistrations, session: webinarSessions })
    .from(webinarRegistrations)
    .innerJoin(webinarSessions, eq(webinarSessions.id, webinarRegistrations.sessionId))
    .where(eq(webinarRegistrations.manageToken, token));
  return row ?? null;
}

/**
 * Claims the 1 h reminders due at `now` (registered people of scheduled sessions starting
 * within the hour, who registered before the hour began), marking them in the same
 * statement: each goes to exactly one of several instances.
 */
export async function claimDueWebinarReminders(db: Database, now: Date) {
  const dueSessions = db
    .select({ id: webinarSessions.id })
    .from(webinarSessions)
    .where(
      and(
        eq(webinarSessions.status, 'scheduled'),
        gt(webinarSessions.startsAt, now),
        lte(webinarSessions.startsAt, new Date(now.getTime() + WEBINAR_REMINDER_BEFORE_MS)),
      ),
    );
  const claimed = await db
    .update(webinarRegistrations)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(webinarRegistrations.status, 'registered'),
        isNull(webinarRegistrations.reminderSentAt),
        inArray(webinarRegistrations.sessionId, dueSessions),
        // Whoever registered within the last hour before the start just got the confirmation.
        sql`${webinarRegistrations.createdAt} < (
          select ${webinarSessions.startsAt} - interval '1 hour' from ${webinarSessions}
          where ${webinarSessions.id} = ${webinarRegistrations.sessionId}
        )`,
      ),
    )
    .returning();
  if (claimed.length === 0) return [];
  const sessions = await db
    .select()
    .from(webinarSessions)
    .where(inArray(webinarSessions.id, [...new Set(claimed.map((row) => row.sessionId))]));
  const byId = new Map(sessions.map((session) => [session.id, session]));
  return claimed.map((registration) => ({ registration, session: byId.get(registration.sessionId)! }));
}

// ----- administration -----

export interface SessionFilters {
  status?: 'scheduled' | 'cancelled' | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

function sessionConditions(filters: SessionFilters): SQL | undefined {
  return and(
    filters.status ? eq(webinarSessions.status, filters.status) : undefined,
    filters.from ? gte(webinarSessions.startsAt, filters.from) : undefined,
    filters.before ? lt(webinarSessions.startsAt, filters.before) : undefined,
  );
}

export async function listSessions(db: Database, filters: SessionFilters, paging: { limit: number; offset: number }) {
  const where = sessionConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ session: webinarSessions, registered: seatsTaken })
      .from(webinarSessions)
      .where(where)
      .orderBy(asc(webinarSessions.startsAt))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(webinarSessions).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.session, registered: Number(row.registered) })),
    total: total?.value ?? 0,
  };
}

export interface SessionValues {
  title: string;
  abstract: string;
  startsAt: Date;
  durationMinutes: number;
  capacity: number;
  joinUrl: string | null;
}

export async function insertSession(db: Database, values: SessionValues): Promise<WebinarSessionRow> {
  const [row] = await db.insert(webinarSessions).values(values).returning();
  return row!;
}

export type SessionUpdateOutcome =
  | { kind: 'updated'; session: SessionWithSeats; before: WebinarSessionRow }
  | { kind: 'not_found' }
  | { kind: 'below_registered'; registered: number };

/** Edits a session under its row lock, so capacity never drops below the seats taken. */
export async function updateSession(
  tx: Database,
  id: string,
  patch: Partial<SessionValues>,
): Promise<SessionUpdateOutcome> {
  const [before] = await tx.select().from(webinarSessions).where(eq(webinarSessions.id, id)).for('update');
  if (!before) return { kind: 'not_found' };
  const [taken] = await tx
    .select({ value: count() })
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.sessionId, id), eq(webinarRegistrations.status, 'registered')));
  const registered = taken?.value ?? 0;
  if (patch.capacity !== undefined && patch.capacity < registered) return { kind: 'below_registered', registered };
  // What the invitation holds: a change of it must reach calendars as a newer SEQUENCE.
  const invitationChanged =
    (patch.startsAt !== undefined && patch.startsAt.getTime() !== before.startsAt.getTime()) ||
    (patch.durationMinutes !== undefined && patch.durationMinutes !== before.durationMinutes) ||
    (patch.joinUrl !== undefined && patch.joinUrl !== before.joinUrl);
  const [row] = await tx
    .update(webinarSessions)
    .set({ ...patch, ...(invitationChanged ? { sequence: before.sequence + 1 } : {}) })
    .where(eq(webinarSessions.id, id))
    .returning();
  return { kind: 'updated', session: { ...row!, registered }, before };
}

/**
 * Cancels a scheduled session (raising its calendar sequence); its registrations stay (they
 * are mailed about it).
 */
export async function cancelSession(db: Database, id: string): Promise<WebinarSessionRow | null> {
  const [row] = await db
    .update(webinarSessions)
    .set({ status: 'cancelled', sequence: sql`${webinarSessions.sequence} + 1` })
    .where(and(eq(webinarSessions.id, id), eq(webinarSessions.status, 'scheduled')))
    .returning();
  return row ?? null;
}

export async function listRegistrations(
  db: Database,
  sessionId: string,
  filters: { status?: 'registered' | 'cancelled' | undefined },
  paging: { limit: number; offset: number },
) {
  const where = and(
    eq(webinarRegistrations.sessionId, sessionId),
    filters.status ? eq(webinarRegistrations.status, filters.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webinarRegistrations)
      .where(where)
      .orderBy(asc(webinarRegistrations.createdAt))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(webinarRegistrations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Registered people of a session (for the cancellation mail). */
export async function registeredPeople(db: Database, sessionId: string): Promise<WebinarRegistrationRow[]> {
  return db
    .select()
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.sessionId, sessionId), eq(webinarRegistrations.status, 'registered')));
}

/** The person's registrations with their sessions, by account or email, latest session first. */
export async function registrationsOf(db: Database, owner: AccountOwner) {
  return db
    .select({ registration: webinarRegistrations, session: webinarSessions })
    .from(webinarRegistrations)
    .innerJoin(webinarSessions, eq(webinarSessions.id, webinarRegistrations.sessionId))
    .where(ownedBy(webinarRegistrations, owner))
    .orderBy(desc(webinarSessions.startsAt));
}

/** One of the account's registrations, or null when it is someone else's or does not exist. */
export async function findOwnRegistration(
  db: Database,
  owner: AccountOwner,
  id: string,
): Promise<WebinarRegistrationRow | null> {
  const [row] = await db
    .select()
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.id, id), ownedBy(webinarRegistrations, owner)));
  return row ?? null;
}
