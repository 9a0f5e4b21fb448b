// Consultation bookings. The partial unique index consultations_active_slot_idx holds one
// booking that is not cancelled per start time; a write that would break it is answered
// 409 here, and nothing else of the request is kept (the caller's transaction rolls back).
import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { BusyInterval } from '../../../domain/booking/slots.ts';
import { AppError } from '../../../domain/errors.ts';
import { consultationMessages, type ConsultationStatus } from '../../../domain/schemas/consultations.ts';
import type { Database } from '../client.ts';
import { ownedBy, type AccountOwner } from './account-rows.ts';
import { isUniqueViolation } from '../pg-errors.ts';
import { assessments, consultations, type ConsultationRow } from '../schema.ts';

const ACTIVE_SLOT_INDEX = 'consultations_active_slot_idx';
const HOUR_MS = 3_600_000;
export const REMINDER_BEFORE_MS = 24 * HOUR_MS;

function slotTaken(cause: unknown): AppError {
  return new AppError('CONFLICT', { message: consultationMessages.slotTaken, cause });
}

/** Bookings (not cancelled) that overlap [from, to), for the slot generator. */
export async function busyIntervals(db: Database, from: Date, to: Date): Promise<(BusyInterval & { id: string })[]> {
  return db
    .select({ id: consultations.id, startsAt: consultations.startsAt, endsAt: consultations.endsAt })
    .from(consultations)
    .where(and(ne(consultations.status, 'cancelled'), lt(consultations.startsAt, to), gt(consultations.endsAt, from)))
    .orderBy(asc(consultations.startsAt));
}

export interface NewConsultation {
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  company: string;
  role: string | null;
  topic: string | null;
  visitorTimeZone: string;
  assessmentId: string | null;
  userId: string | null;
  manageToken: string;
  consentAt: Date;
}

/** Inserts a booking; a slot already taken answers 409 (the database decides, under any concurrency). */
export async function insertConsultation(db: Database, values: NewConsultation): Promise<ConsultationRow> {
  try {
    const [row] = await db.insert(consultations).values(values).returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, ACTIVE_SLOT_INDEX)) throw slotTaken(error);
    throw error;
  }
}

export async function assessmentIdForToken(db: Database, token: string): Promise<string | null> {
  const [row] = await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.token, token));
  return row?.id ?? null;
}

export async function findConsultationByToken(db: Database, token: string): Promise<ConsultationRow | null> {
  const [row] = await db.select().from(consultations).where(eq(consultations.manageToken, token));
  return row ?? null;
}

export async function findConsultation(db: Database, id: string): Promise<ConsultationRow | null> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id));
  return row ?? null;
}

/** The booking, locked until the transaction ends (so concurrent edits of it queue). */
export async function findConsultationForUpdate(db: Database, id: string): Promise<ConsultationRow | null> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id)).for('update');
  return row ?? null;
}

/** Sets the booking's own joining link; `raiseSequence` when its invitation is sent again. */
export async function setConsultationJoinUrl(
  db: Database,
  id: string,
  joinUrl: string | null,
  raiseSequence: boolean,
): Promise<ConsultationRow | null> {
  const [row] = await db
    .update(consultations)
    .set({ joinUrl, ...(raiseSequence ? { sequence: sql`${consultations.sequence} + 1` } : {}) })
    .where(eq(consultations.id, id))
    .returning();
  return row ?? null;
}

/** Cancels a booked consultation (not yet started unless `anyTime`); null when it cannot be. */
export async function cancelConsultation(
  db: Database,
  id: string,
  now: Date,
  options: { anyTime?: boolean } = {},
): Promise<ConsultationRow | null> {
  const [row] = await db
    .update(consultations)
    .set({ status: 'cancelled', cancelledAt: now, sequence: sql`${consultations.sequence} + 1` })
    .where(
      and(
        eq(consultations.id, id),
        eq(consultations.status, 'booked'),
        options.anyTime ? undefined : gt(consultations.startsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Moves a booked, not yet started consultation to another slot in one statement: the new
 * slot is taken (409, nothing changed) or the booking moves, with a fresh reminder.
 */
export async function rescheduleConsultation(
  db: Database,
  id: string,
  slot: { startsAt: Date; endsAt: Date; visitorTimeZone?: string },
  now: Date,
): Promise<ConsultationRow | null> {
  try {
    const [row] = await db
      .update(consultations)
      .set({
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        ...(slot.visitorTimeZone ? { visitorTimeZone: slot.visitorTimeZone } : {}),
        reminderSentAt: null,
        sequence: sql`${consultations.sequence} + 1`,
      })
      .where(and(eq(consultations.id, id), eq(consultations.status, 'booked'), gt(consultations.startsAt, now)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error, ACTIVE_SLOT_INDEX)) throw slotTaken(error);
    throw error;
  }
}

/**
 * Marks a booked consultation done (admins, once it has started: one that has not yet taken
 * place cannot be done). Null when no booked consultation with this id had started by `now`.
 */
export async function markConsultationDone(db: Database, id: string, now: Date): Promise<ConsultationRow | null> {
  const [row] = await db
    .update(consultations)
    .set({ status: 'done' })
    .where(and(eq(consultations.id, id), eq(consultations.status, 'booked'), lte(consultations.startsAt, now)))
    .returning();
  return row ?? null;
}

/** How many consultations are still booked with a start in [from, before). */
export async function countBooked(db: Database, from: Date, before: Date): Promise<number> {
  const [row] = await db
    .select({ booked: count() })
    .from(consultations)
    .where(
      and(eq(consultations.status, 'booked'), gte(consultations.startsAt, from), lt(consultations.startsAt, before)),
    );
  return row?.booked ?? 0;
}

/**
 * Claims the 24 h reminders due at `now`: booked, starting within the next 24 hours, not yet
 * reminded. The marker is set in the same statement that selects, so of several instances
 * running this at once each booking goes to exactly one.
 */
export async function claimDueConsultationReminders(db: Database, now: Date): Promise<ConsultationRow[]> {
  return db
    .update(consultations)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(consultations.status, 'booked'),
        isNull(consultations.reminderSentAt),
        gt(consultations.startsAt, now),
        lte(consultations.startsAt, new Date(now.getTime() + REMINDER_BEFORE_MS)),
      ),
    )
    .returning();
}

export interface ConsultationFilters {
  status?: ConsultationStatus | undefined;
  /** Start on or after this instant. */
  from?: Date | undefined;
  /** Start before this instant. */
  before?: Date | undefined;
}

function consultationConditions(filters: ConsultationFilters): SQL | undefined {
  return and(
    filters.status ? eq(consultations.status, filters.status) : undefined,
    filters.from ? gte(consultations.startsAt, filters.from) : undefined,
    filters.before ? lt(consultations.startsAt, filters.before) : undefined,
  );
}

/** Admin list: by start, soonest first; with the assessment token each booking brought. */
export async function listConsultations(
  db: Database,
  filters: ConsultationFilters,
  paging: { limit: number; offset: number },
) {
  const where = consultationConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ consultation: consultations, assessmentToken: assessments.token })
      .from(consultations)
      .leftJoin(assessments, eq(assessments.id, consultations.assessmentId))
      .where(where)
      .orderBy(asc(consultations.startsAt), asc(consultations.createdAt))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ value: count() }).from(consultations).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The person's bookings, by account or by email, latest start first. */
export async function consultationsOf(db: Database, owner: AccountOwner) {
  return db.select().from(consultations).where(ownedBy(consultations, owner)).orderBy(desc(consultations.startsAt));
}

/** One of the account's bookings, or null when it is someone else's or does not exist. */
export async function findOwnConsultation(
  db: Database,
  owner: AccountOwner,
  id: string,
): Promise<ConsultationRow | null> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), ownedBy(consultations, owner)));
  return row ?? null;
}

/** Upcoming booked consultations without their own joining link, soonest first. */
export async function upcomingWithoutJoinUrl(db: Database, now: Date, limit: number) {
  return db
    .select({
      id: consultations.id,
      startsAt: consultations.startsAt,
      name: consultations.name,
      company: consultations.company,
    })
    .from(consultations)
    .where(and(eq(consultations.status, 'booked'), gt(consultations.startsAt, now), isNull(consultations.joinUrl)))
    .orderBy(asc(consultations.startsAt))
    .limit(limit);
}
