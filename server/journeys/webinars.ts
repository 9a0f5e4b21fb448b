// Live webinars: the schedule kept rolling from the rule, the public list with seats left,
// registration (one per email and session, capacity held under concurrency), the manage
// link's read and cancel, and cancellation by the attendee or by an admin — each with its
// mail and calendar update.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../domain/errors.ts';
import {
  webinarMessages,
  type ManagedRegistration,
  type WebinarList,
  type WebinarRegistrationResult,
  type WebinarSessionView,
} from '../../domain/schemas/webinars.ts';
import { isBankHoliday, type BankHolidayRegion } from '../../domain/booking/bank-holidays.ts';
import { WEBINAR_SCHEDULE_RULE, plannedWebinars, type WebinarScheduleRule } from '../../domain/webinars/schedule.ts';
import type { Database } from '../db/client.ts';
import {
  cancelRegistration,
  cancelSession,
  findRegistrationByToken,
  findSessionWithSeats,
  insertPlannedSessions,
  listPublicSessions,
  nextSessionWithSeats,
  insertSession,
  registerForSession,
  registeredPeople,
  updateSession,
  type SessionValues,
  type SessionWithSeats,
} from '../db/queries/webinars.ts';
import type { WebinarRegistrationRow, WebinarSessionRow } from '../db/schema.ts';
import {
  webinarAlreadyRegisteredMail,
  webinarCancellationMail,
  webinarConfirmationMail,
  webinarUpdateMail,
  type WebinarMailInput,
} from '../mail/journey-mails.ts';
import { mailContextOf, type JourneyContext } from './context.ts';

export function sessionView(session: SessionWithSeats): WebinarSessionView {
  return {
    id: session.id,
    title: session.title,
    abstract: session.abstract,
    startsAt: session.startsAt.toISOString(),
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    seatsLeft: Math.max(0, session.capacity - session.registered),
  };
}

/** Plans the rule's sessions for the coming weeks; idempotent (returns how many were new). */
export async function topUpWebinarSchedule(
  db: Database,
  settings: { timeZone: string; webinarJoinUrl: string | null; bankHolidays: BankHolidayRegion },
  now: Date,
  rule: WebinarScheduleRule = WEBINAR_SCHEDULE_RULE,
): Promise<number> {
  const planned = plannedWebinars(rule, settings.timeZone, now, (date) => isBankHoliday(settings.bankHolidays, date));
  return insertPlannedSessions(db, planned, settings.webinarJoinUrl);
}

export async function listWebinars(context: JourneyContext): Promise<WebinarList> {
  const { upcoming, past } = await listPublicSessions(context.db, context.settings.now());
  return { upcoming: upcoming.map(sessionView), past: past.map(sessionView) };
}

export function webinarMailInput(
  context: JourneyContext,
  registration: WebinarRegistrationRow,
  session: WebinarSessionRow,
): WebinarMailInput {
  return {
    registrationId: registration.id,
    sessionId: session.id,
    name: registration.name,
    email: registration.email,
    title: session.title,
    abstract: session.abstract,
    startsAt: session.startsAt,
    durationMinutes: session.durationMinutes,
    joinUrl: session.joinUrl,
    visitorTimeZone: registration.visitorTimeZone ?? context.settings.timeZone,
    manageToken: registration.manageToken,
    // Each counts its own changes: the session's (time, link, cancelled) and the registration's
    // (cancelled, re-activated). Their sum grows with every message about this registration.
    sequence: session.sequence + registration.sequence,
  };
}

export interface RegistrationRequest {
  name: string;
  email: string;
  company: string | null;
  /** The registrant's IANA zone (default: the firm's). */
  timeZone?: string | undefined;
}

function registrationResult(
  registration: Pick<WebinarRegistrationRow, 'id' | 'sessionId' | 'name' | 'email' | 'createdAt'>,
  session: SessionWithSeats,
): WebinarRegistrationResult {
  const registered = session.joinUrl ? webinarMessages.registered : webinarMessages.registeredLinkToFollow;
  return {
    created: true,
    message: registered,
    registration: {
      id: registration.id,
      sessionId: registration.sessionId,
      name: registration.name,
      email: registration.email,
      createdAt: registration.createdAt.toISOString(),
    },
    session: sessionView(session),
  };
}

/**
 * Registers for a session: a new registration and its confirmation mail. When this email
 * was registered already nothing is added and the answer is the same as for a new one
 * (nothing stored is echoed: the form must not tell who is registered); the registered
 * address is told by mail instead. 409 when full (with the next session that has seats),
 * started or cancelled; 404 for an unknown session.
 */
export async function registerForWebinar(
  context: JourneyContext,
  sessionId: string,
  request: RegistrationRequest,
  userId: string | null,
): Promise<WebinarRegistrationResult> {
  const now = context.settings.now();
  const outcome = await context.db.transaction(async (tx) => {
    const result = await registerForSession(
      tx,
      {
        sessionId,
        name: request.name,
        email: request.email,
        company: request.company,
        userId,
        visitorTimeZone: request.timeZone ?? context.settings.timeZone,
      },
      now,
    );
    if (result.kind !== 'created' && result.kind !== 'existing') return { result, mailId: null };
    const mail = (result.kind === 'created' ? webinarConfirmationMail : webinarAlreadyRegisteredMail)(
      mailContextOf(context),
      webinarMailInput(context, result.registration, result.session),
    );
    return { result, mailId: await context.mailer.enqueue(tx, mail) };
  });
  const { result } = outcome;
  switch (result.kind) {
    case 'not_found':
      throw new AppError('NOT_FOUND', { message: webinarMessages.notFound });
    case 'cancelled':
      throw new AppError('CONFLICT', { message: webinarMessages.cancelled });
    case 'started':
      throw new AppError('CONFLICT', { message: webinarMessages.started });
    case 'full': {
      // The offer: the soonest later session that still has a seat.
      const next = await nextSessionWithSeats(context.db, result.session.startsAt, sessionId);
      throw new AppError('CONFLICT', {
        message: webinarMessages.full,
        details: { nextSession: next ? sessionView(next) : null },
      });
    }
    case 'existing':
      if (outcome.mailId) context.mailer.deliverLater([outcome.mailId]);
      return registrationResult(submittedRegistration(context, sessionId, request), result.session);
    case 'created':
      if (outcome.mailId) context.mailer.deliverLater([outcome.mailId]);
      return registrationResult(result.registration, result.session);
  }
}

/** A registration as the answer shows one: what was just submitted, a fresh id, now. */
function submittedRegistration(context: JourneyContext, sessionId: string, request: RegistrationRequest) {
  return {
    id: randomUUID(),
    sessionId,
    name: request.name,
    email: request.email,
    createdAt: context.settings.now(),
  };
}

/** What the honeypot answers: a registration that looks made (nothing is stored or sent). */
export async function pretendRegistration(
  context: JourneyContext,
  sessionId: string,
  request: RegistrationRequest,
): Promise<WebinarRegistrationResult> {
  const session = await findSessionWithSeats(context.db, sessionId);
  if (!session) throw new AppError('NOT_FOUND', { message: webinarMessages.notFound });
  return registrationResult(submittedRegistration(context, sessionId, request), session);
}

/** The attendee cancels (by the manage link or from their account): 409 when it is no longer possible. */
export async function cancelWebinarRegistration(context: JourneyContext, registrationId: string) {
  const now = context.settings.now();
  const result = await context.db.transaction(async (tx) => {
    const cancelled = await cancelRegistration(tx, registrationId, now);
    if (!cancelled) return null;
    const mail = webinarCancellationMail(
      mailContextOf(context),
      webinarMailInput(context, cancelled.registration, cancelled.session),
      'attendee',
    );
    return { ...cancelled, mailId: await context.mailer.enqueue(tx, mail) };
  });
  if (!result) throw new AppError('CONFLICT', { message: webinarMessages.notCancellable });
  context.mailer.deliverLater([result.mailId]);
  return result;
}

export function managedRegistrationOf(
  context: JourneyContext,
  registration: WebinarRegistrationRow,
  session: WebinarSessionRow,
): ManagedRegistration {
  const now = context.settings.now();
  return {
    id: registration.id,
    status: registration.status,
    name: registration.name,
    session: {
      id: session.id,
      title: session.title,
      abstract: session.abstract,
      startsAt: session.startsAt.toISOString(),
      durationMinutes: session.durationMinutes,
      status: session.status,
    },
    firmTimeZone: context.settings.timeZone,
    visitorTimeZone: registration.visitorTimeZone ?? context.settings.timeZone,
    canCancel:
      registration.status === 'registered' &&
      session.status === 'scheduled' &&
      session.startsAt.getTime() > now.getTime(),
  };
}

async function registrationByToken(context: JourneyContext, token: string) {
  const found = await findRegistrationByToken(context.db, token);
  if (!found) throw new AppError('NOT_FOUND', { message: webinarMessages.registrationNotFound });
  return found;
}

export async function readManagedRegistration(context: JourneyContext, token: string): Promise<ManagedRegistration> {
  const { registration, session } = await registrationByToken(context, token);
  return managedRegistrationOf(context, registration, session);
}

/** Cancels the registration behind a manage link (mail with a calendar CANCEL); 409 when too late. */
export async function cancelRegistrationByToken(context: JourneyContext, token: string): Promise<ManagedRegistration> {
  const { registration } = await registrationByToken(context, token);
  const cancelled = await cancelWebinarRegistration(context, registration.id);
  return managedRegistrationOf(context, cancelled.registration, cancelled.session);
}

/** An admin cancels a session: every registered person is told, with a calendar CANCEL. */
export async function cancelWebinarSession(context: JourneyContext, sessionId: string): Promise<WebinarSessionRow> {
  const result = await context.db.transaction(async (tx) => {
    const session = await cancelSession(tx, sessionId);
    if (!session) return null;
    const people = await registeredPeople(tx, sessionId);
    const mailIds: string[] = [];
    for (const person of people) {
      const mail = webinarCancellationMail(mailContextOf(context), webinarMailInput(context, person, session), 'admin');
      mailIds.push(await context.mailer.enqueue(tx, mail));
    }
    return { session, mailIds };
  });
  if (!result) {
    const exists = await findSessionWithSeats(context.db, sessionId);
    if (!exists) throw new AppError('NOT_FOUND', { message: webinarMessages.notFound });
    throw new AppError('CONFLICT', { message: webinarMessages.cancelled });
  }
  context.mailer.deliverLater(result.mailIds);
  return result.session;
}

export const SESSION_IN_PAST = 'Choose a start time in the future: sessions are never entered after the fact.';

function assertFuture(context: JourneyContext, startsAt: Date | undefined): void {
  if (startsAt && startsAt.getTime() <= context.settings.now().getTime()) {
    throw new AppError('VALIDATION_FAILED', {
      message: SESSION_IN_PAST,
      details: { issues: [{ path: 'startsAt', message: SESSION_IN_PAST }] },
    });
  }
}

/** An admin adds a session (in the future). */
export async function createWebinarSession(context: JourneyContext, values: SessionValues): Promise<SessionWithSeats> {
  assertFuture(context, values.startsAt);
  return { ...(await insertSession(context.db, values)), registered: 0 };
}

/**
 * An admin edits a session. Capacity may not drop below the seats taken (409). When the
 * time, the length or the joining link changes, every registered person gets the update
 * (with a calendar update when the time moved).
 */
export async function updateWebinarSession(
  context: JourneyContext,
  id: string,
  patch: Partial<SessionValues>,
): Promise<SessionWithSeats> {
  assertFuture(context, patch.startsAt);
  const now = context.settings.now();
  const result = await context.db.transaction(async (tx) => {
    const outcome = await updateSession(tx, id, patch);
    if (outcome.kind !== 'updated') return { outcome, mailIds: [] as string[] };
    const { session, before } = outcome;
    const changed =
      session.startsAt.getTime() !== before.startsAt.getTime() ||
      session.durationMinutes !== before.durationMinutes ||
      session.joinUrl !== before.joinUrl;
    const mailIds: string[] = [];
    if (changed && session.status === 'scheduled' && session.startsAt.getTime() > now.getTime()) {
      for (const person of await registeredPeople(tx, id)) {
        mailIds.push(
          await context.mailer.enqueue(
            tx,
            webinarUpdateMail(mailContextOf(context), webinarMailInput(context, person, session)),
          ),
        );
      }
    }
    return { outcome, mailIds };
  });
  const { outcome } = result;
  if (outcome.kind === 'not_found') throw new AppError('NOT_FOUND', { message: webinarMessages.notFound });
  if (outcome.kind === 'below_registered') {
    throw new AppError('CONFLICT', {
      message: `Capacity cannot be lower than the ${outcome.registered} people already registered.`,
    });
  }
  context.mailer.deliverLater(result.mailIds);
  return outcome.session;
}
