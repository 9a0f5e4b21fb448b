// Consultation booking: free slots from the availability data, booking a slot (the database
// refuses a second booking of it), and the manage link's read, cancel and reschedule. Each
// change and its mail are written in one transaction; the mail goes out after the commit.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SLOT_MINUTES,
  generateSlots,
  isOfferedSlot,
  latestBookableStart,
  rangeInstants,
} from '../../domain/booking/slots.ts';
import { AppError } from '../../domain/errors.ts';
import { consultationManagePath } from '../../domain/journey-paths.ts';
import {
  consultationMessages,
  type BookingCreated,
  type ManagedBooking,
  type SlotList,
} from '../../domain/schemas/consultations.ts';
import { addDays, zonedDate } from '../../domain/time-zone.ts';
import type { Database } from '../db/client.ts';
import { loadAvailability, loadSlotInputs } from '../db/queries/availability.ts';
import {
  assessmentIdForToken,
  busyIntervals,
  cancelConsultation,
  findConsultationByToken,
  findConsultationForUpdate,
  insertConsultation,
  rescheduleConsultation,
  setConsultationJoinUrl,
} from '../db/queries/consultations.ts';
import { assessments, type ConsultationRow } from '../db/schema.ts';
import {
  consultationCancellationMail,
  consultationConfirmationMail,
  consultationJoiningLinkMail,
  type ConsultationMailInput,
} from '../mail/journey-mails.ts';
import { mailContextOf, type JourneyContext } from './context.ts';
import { firmTime, notifyFirm } from './notify-firm.ts';
import type { JourneySettings } from './settings.ts';
import { newPublicToken } from '../db/tokens.ts';

const MINUTE_MS = 60_000;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

export interface SlotRequest {
  from?: string | undefined;
  to?: string | undefined;
  /** The zone `from` and `to` are read in (default: the firm's). */
  timeZone?: string | undefined;
}

/** The free-slot listing as JSON text, from the short-lived cache when it holds it. */
export function freeSlotsJson(context: JourneyContext, request: SlotRequest): Promise<string> {
  const minute = Math.floor(context.settings.now().getTime() / 60_000);
  const key = `${request.from ?? ''}|${request.to ?? ''}|${request.timeZone ?? ''}|${minute}`;
  return context.settings.slotReads.json(key, () => listFreeSlots(context, request));
}

/** Bookings changed here: listings must be read again. */
function slotsChanged(context: JourneyContext): void {
  context.settings.slotReads.invalidate();
}

/** Free slots on the requested dates (default: today to the end of the booking horizon). */
export async function listFreeSlots(context: JourneyContext, request: SlotRequest): Promise<SlotList> {
  const now = context.settings.now();
  const firmZone = context.settings.timeZone;
  const zone = request.timeZone ?? firmZone;
  const from = request.from ?? zonedDate(now, zone);
  const to = request.to ?? zonedDate(latestBookableStart(now), zone);
  const range = rangeInstants(from, to, zone);
  // Nothing to read when the range lies wholly outside the bookable window.
  const latest = latestBookableStart(now);
  if (range.to.getTime() <= now.getTime() || range.from.getTime() > latest.getTime()) {
    return { timeZone: firmZone, slots: [] };
  }
  // Only bookings that could overlap a bookable slot: from now to the horizon's last slot.
  const { availability, busy } = await loadSlotInputs(context.db, firmZone, {
    since: addDays(zonedDate(now, firmZone), -1),
    from: new Date(Math.max(range.from.getTime(), now.getTime())),
    to: new Date(Math.min(range.to.getTime(), latest.getTime() + SLOT_MS)),
  });
  const slots = generateSlots(availability, { ...range, now, busy });
  return {
    timeZone: firmZone,
    slots: slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() })),
  };
}

/** Refuses (422) a start that is not a slot the availability offers now. */
async function assertOfferedSlot(context: JourneyContext, startsAt: Date, now: Date): Promise<void> {
  const zone = context.settings.timeZone;
  const availability = await loadAvailability(context.db, zone, addDays(zonedDate(now, zone), -1));
  if (!isOfferedSlot(availability, startsAt, now)) {
    throw new AppError('VALIDATION_FAILED', {
      message: consultationMessages.notASlot,
      details: { issues: [{ path: 'startsAt', message: consultationMessages.notASlot }] },
    });
  }
}

/** A booking that would overlap another not aligned to the same start (after hours changed): 409. */
async function assertNoOverlap(db: Database, startsAt: Date, ignoreId?: string): Promise<void> {
  const overlapping = await busyIntervals(db, startsAt, new Date(startsAt.getTime() + SLOT_MS));
  const others = overlapping.filter((booking) => booking.id !== ignoreId);
  // The same start is the unique index's to refuse; this catches misaligned overlaps.
  if (others.some((booking) => booking.startsAt.getTime() !== startsAt.getTime())) {
    throw new AppError('CONFLICT', { message: consultationMessages.slotTaken });
  }
}

export async function assessmentTokenOf(db: Database, row: ConsultationRow): Promise<string | null> {
  if (!row.assessmentId) return null;
  const [found] = await db
    .select({ token: assessments.token })
    .from(assessments)
    .where(eq(assessments.id, row.assessmentId));
  return found?.token ?? null;
}

/** The call's joining link: the booking's own, else the firm's meeting room; null when neither is set. */
export function joiningLinkOf(
  settings: Pick<JourneySettings, 'consultationJoinUrl'>,
  row: ConsultationRow,
): string | null {
  return row.joinUrl ?? settings.consultationJoinUrl;
}

export function mailInputOf(
  row: ConsultationRow,
  assessmentToken: string | null,
  joinUrl: string | null,
): ConsultationMailInput {
  return {
    id: row.id,
    name: row.name ?? '',
    email: row.email ?? '',
    company: row.company ?? '',
    topic: row.topic,
    startsAt: row.startsAt,
    visitorTimeZone: row.visitorTimeZone,
    manageToken: row.manageToken,
    sequence: row.sequence,
    assessmentToken,
    joinUrl,
  };
}

export interface BookingRequest {
  startsAt: string;
  name: string;
  email: string;
  company: string;
  role: string | null;
  topic: string | null;
  assessmentToken?: string | null | undefined;
  timeZone?: string | undefined;
}

function bookingCreated(context: JourneyContext, id: string, startsAt: Date, token: string): BookingCreated {
  const managePath = consultationManagePath(token);
  return {
    id,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + SLOT_MS).toISOString(),
    manageUrl: new URL(managePath, context.origin).toString(),
    managePath,
  };
}

/** Books a slot: 422 when it is not one, 409 when it is taken, else the booking and its mail. */
export async function bookConsultation(
  context: JourneyContext,
  request: BookingRequest,
  userId: string | null,
): Promise<BookingCreated> {
  const now = context.settings.now();
  const startsAt = new Date(request.startsAt);
  await assertOfferedSlot(context, startsAt, now);
  let assessmentId: string | null = null;
  if (request.assessmentToken) {
    assessmentId = await assessmentIdForToken(context.db, request.assessmentToken);
    if (!assessmentId) {
      throw new AppError('VALIDATION_FAILED', {
        message: consultationMessages.unknownAssessment,
        details: { issues: [{ path: 'assessmentToken', message: consultationMessages.unknownAssessment }] },
      });
    }
  }
  await assertNoOverlap(context.db, startsAt);
  const { row, mailIds } = await context.db.transaction(async (tx) => {
    const booked = await insertConsultation(tx, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + SLOT_MS),
      name: request.name,
      email: request.email,
      company: request.company,
      role: request.role,
      topic: request.topic,
      visitorTimeZone: request.timeZone ?? context.settings.timeZone,
      assessmentId,
      userId,
      manageToken: newPublicToken(),
      consentAt: now,
    });
    const mail = consultationConfirmationMail(
      mailContextOf(context),
      mailInputOf(booked, request.assessmentToken ?? null, joiningLinkOf(context.settings, booked)),
    );
    const mailId = await context.mailer.enqueue(tx, mail);
    const firmIds = await notifyFirm(context, tx, {
      subject: `New booking: ${booked.name ?? ''} (${booked.company ?? ''}), ${firmTime(context, booked.startsAt)}`,
      lines: [
        `${booked.name} <${booked.email}> of ${booked.company} booked a consultation.`,
        `When: ${firmTime(context, booked.startsAt)}`,
        booked.role ? `Role: ${booked.role}` : null,
        booked.topic ? `Topic: ${booked.topic}` : null,
        joiningLinkOf(context.settings, booked) ? null : 'It has no joining link yet: set one under Leads → Bookings.',
      ],
    });
    return { row: booked, mailIds: [mailId, ...firmIds] };
  });
  slotsChanged(context);
  context.mailer.deliverLater(mailIds);
  return bookingCreated(context, row.id, row.startsAt, row.manageToken);
}

/** What the honeypot answers: a booking that looks made (nothing is stored or sent). */
export function pretendBooking(context: JourneyContext, startsAt: string): BookingCreated {
  return bookingCreated(context, randomUUID(), new Date(startsAt), newPublicToken());
}

export function managedBookingOf(context: JourneyContext, row: ConsultationRow): ManagedBooking {
  const now = context.settings.now();
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    name: row.name ?? '',
    company: row.company ?? '',
    firmTimeZone: context.settings.timeZone,
    visitorTimeZone: row.visitorTimeZone,
    canChange: row.status === 'booked' && row.startsAt.getTime() > now.getTime(),
    joinUrl: row.status === 'booked' ? joiningLinkOf(context.settings, row) : null,
  };
}

async function bookingByToken(context: JourneyContext, token: string): Promise<ConsultationRow> {
  const row = await findConsultationByToken(context.db, token);
  if (!row || row.erasedAt) throw new AppError('NOT_FOUND', { message: consultationMessages.notFound });
  return row;
}

export async function readManagedBooking(context: JourneyContext, token: string): Promise<ManagedBooking> {
  return managedBookingOf(context, await bookingByToken(context, token));
}

/**
 * Cancels a booking (by its manage link, by its owner's account, or by an admin) and mails
 * the cancellation with a calendar CANCEL, in one transaction. 409 when it cannot be.
 */
export async function cancelBooking(
  context: JourneyContext,
  row: ConsultationRow,
  by: 'visitor' | 'admin',
): Promise<ConsultationRow> {
  const now = context.settings.now();
  const result = await context.db.transaction(async (tx) => {
    const cancelled = await cancelConsultation(tx, row.id, now, { anyTime: by === 'admin' });
    if (!cancelled) return null;
    const mailId = cancelled.email
      ? await context.mailer.enqueue(
          tx,
          consultationCancellationMail(mailContextOf(context), mailInputOf(cancelled, null, null), by),
        )
      : null;
    const firmIds = await notifyFirm(context, tx, {
      subject: `Booking cancelled: ${cancelled.name ?? ''} (${cancelled.company ?? ''}), ${firmTime(context, cancelled.startsAt)}`,
      lines: [
        `The consultation with ${cancelled.name} <${cancelled.email}> of ${cancelled.company} was cancelled ${by === 'admin' ? 'by an administrator' : 'by the visitor'}.`,
        `It was booked for: ${firmTime(context, cancelled.startsAt)}`,
      ],
    });
    return { cancelled, mailIds: [...(mailId ? [mailId] : []), ...firmIds] };
  });
  if (!result) throw new AppError('CONFLICT', { message: consultationMessages.notChangeable });
  slotsChanged(context);
  context.mailer.deliverLater(result.mailIds);
  return result.cancelled;
}

export async function cancelByToken(context: JourneyContext, token: string): Promise<ManagedBooking> {
  const row = await bookingByToken(context, token);
  return managedBookingOf(context, await cancelBooking(context, row, 'visitor'));
}

/** Moves a booking to another offered slot, atomically: the new slot is taken (409) or it moves. */
export async function rescheduleByToken(
  context: JourneyContext,
  token: string,
  request: { startsAt: string; timeZone?: string | undefined },
): Promise<ManagedBooking> {
  const now = context.settings.now();
  const row = await bookingByToken(context, token);
  if (row.status !== 'booked' || row.startsAt.getTime() <= now.getTime()) {
    throw new AppError('CONFLICT', { message: consultationMessages.notChangeable });
  }
  const startsAt = new Date(request.startsAt);
  if (startsAt.getTime() === row.startsAt.getTime()) return managedBookingOf(context, row);
  await assertOfferedSlot(context, startsAt, now);
  await assertNoOverlap(context.db, startsAt, row.id);
  const result = await context.db.transaction(async (tx) => {
    const moved = await rescheduleConsultation(
      tx,
      row.id,
      { startsAt, endsAt: new Date(startsAt.getTime() + SLOT_MS), visitorTimeZone: request.timeZone },
      now,
    );
    if (!moved) return null;
    const token = await assessmentTokenOf(tx, moved);
    const mail = consultationConfirmationMail(
      mailContextOf(context),
      mailInputOf(moved, token, joiningLinkOf(context.settings, moved)),
      'rescheduled',
    );
    const mailId = await context.mailer.enqueue(tx, mail);
    const firmIds = await notifyFirm(context, tx, {
      subject: `Booking moved: ${moved.name ?? ''} (${moved.company ?? ''}), now ${firmTime(context, moved.startsAt)}`,
      lines: [
        `${moved.name} <${moved.email}> of ${moved.company} moved their consultation.`,
        `From: ${firmTime(context, row.startsAt)}`,
        `To: ${firmTime(context, moved.startsAt)}`,
      ],
    });
    return { moved, mailIds: [mailId, ...firmIds] };
  });
  if (!result) throw new AppError('CONFLICT', { message: consultationMessages.notChangeable });
  slotsChanged(context);
  context.mailer.deliverLater(result.mailIds);
  return managedBookingOf(context, result.moved);
}

/**
 * An admin sets (or clears, with null) a booking's own joining link. When the link the
 * visitor should use changes on a booking still to come, they are mailed it with an updated
 * invitation (a higher SEQUENCE), in the same transaction. Null when no booking has this id.
 */
export async function setBookingJoiningLink(
  context: JourneyContext,
  id: string,
  joinUrl: string | null,
): Promise<ConsultationRow | null> {
  const now = context.settings.now();
  const result = await context.db.transaction(async (tx) => {
    const before = await findConsultationForUpdate(tx, id);
    if (!before) return null;
    const linkChanges =
      joiningLinkOf(context.settings, { ...before, joinUrl }) !== joiningLinkOf(context.settings, before);
    const announce =
      linkChanges && before.status === 'booked' && before.startsAt.getTime() > now.getTime() && !!before.email;
    const row = await setConsultationJoinUrl(tx, id, joinUrl, announce);
    if (!row || !announce) return { row, mailId: null };
    const token = await assessmentTokenOf(tx, row);
    const mail = consultationJoiningLinkMail(
      mailContextOf(context),
      mailInputOf(row, token, joiningLinkOf(context.settings, row)),
    );
    return { row, mailId: await context.mailer.enqueue(tx, mail) };
  });
  if (!result) return null;
  if (result.mailId) context.mailer.deliverLater([result.mailId]);
  return result.row;
}
