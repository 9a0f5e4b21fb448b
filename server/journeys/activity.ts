// The signed-in user's journeys for /account: bookings, webinar registrations, enquiries and
// assessment results made while signed in to the account. Matched by user id only: accounts
// do not verify their email, so matching by address would let anyone who signs up with
// someone else's address read and cancel that person's bookings (ADR 042).
import { AppError } from '../../domain/errors.ts';
import { assessmentResultPath, consultationManagePath, treasuryPolicyDraftPath } from '../../domain/journey-paths.ts';
import type { ReadinessLevel } from '../../domain/assessment/scoring.ts';
import type { TierId } from '../../domain/pricing/tiers.ts';
import type { AccountActivity, AccountBooking, AccountRegistration } from '../../domain/schemas/account-activity.ts';
import type { ConsultationStatus } from '../../domain/schemas/consultations.ts';
import type { EnquiryStatus } from '../../domain/schemas/enquiries.ts';
import type { RegistrationStatus, WebinarSessionStatus } from '../../domain/schemas/webinars.ts';
import { assessmentsOf } from '../db/queries/assessments.ts';
import { consultationsOf, findConsultation } from '../db/queries/consultations.ts';
import { enquiriesOf } from '../db/queries/enquiries.ts';
import { findRegistration, registrationsOf } from '../db/queries/webinars.ts';
import type { ConsultationRow, WebinarRegistrationRow, WebinarSessionRow } from '../db/schema.ts';
import type { JourneyContext } from './context.ts';
import { cancelBooking } from './consultations.ts';
import { policyDraftsOfUser } from './policies.ts';
import { cancelWebinarRegistration } from './webinars.ts';

export interface AccountPerson {
  userId: string;
  /** The account's email, lower-case. */
  email: string;
}

function bookingOf(row: ConsultationRow, now: Date): AccountBooking {
  return {
    id: row.id,
    status: row.status as ConsultationStatus,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    company: row.company ?? '',
    topic: row.topic,
    managePath: consultationManagePath(row.manageToken),
    canCancel: row.status === 'booked' && row.startsAt.getTime() > now.getTime(),
  };
}

function registrationOf(
  registration: WebinarRegistrationRow,
  session: WebinarSessionRow,
  now: Date,
): AccountRegistration {
  return {
    id: registration.id,
    status: registration.status as RegistrationStatus,
    createdAt: registration.createdAt.toISOString(),
    session: {
      id: session.id,
      title: session.title,
      startsAt: session.startsAt.toISOString(),
      durationMinutes: session.durationMinutes,
      status: session.status as WebinarSessionStatus,
    },
    canCancel:
      registration.status === 'registered' &&
      session.status === 'scheduled' &&
      session.startsAt.getTime() > now.getTime(),
  };
}

export async function accountActivity(context: JourneyContext, person: AccountPerson): Promise<AccountActivity> {
  const now = context.settings.now();
  const [bookings, registrations, enquiryRows, assessmentRows, drafts] = await Promise.all([
    consultationsOf(context.db, person),
    registrationsOf(context.db, person),
    enquiriesOf(context.db, person),
    assessmentsOf(context.db, person),
    policyDraftsOfUser(context.db, person.userId, now),
  ]);
  return {
    bookings: bookings.map((row) => bookingOf(row, now)),
    registrations: registrations.map((row) => registrationOf(row.registration, row.session, now)),
    enquiries: enquiryRows.map((row) => ({
      id: row.id,
      tier: row.tier as TierId,
      status: row.status as EnquiryStatus,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
    assessments: assessmentRows.map((row) => ({
      token: row.token,
      overall: row.overall,
      level: row.level as ReadinessLevel,
      createdAt: row.createdAt.toISOString(),
      resultPath: assessmentResultPath(row.token),
    })),
    policyDrafts: drafts.map((draft) => ({ ...draft, draftPath: treasuryPolicyDraftPath(draft.token) })),
  };
}

const belongsTo = (row: { userId: string | null }, person: AccountPerson) => row.userId === person.userId;

const NOT_YOURS = 'You have no booking or registration with this id.';

/** Cancels one of the person's bookings (404 for someone else's: its existence is not revealed). */
export async function cancelOwnBooking(context: JourneyContext, person: AccountPerson, id: string) {
  const row = await findConsultation(context.db, id);
  if (!row || !belongsTo(row, person)) throw new AppError('NOT_FOUND', { message: NOT_YOURS });
  return bookingOf(await cancelBooking(context, row, 'visitor'), context.settings.now());
}

export async function cancelOwnRegistration(context: JourneyContext, person: AccountPerson, id: string) {
  const row = await findRegistration(context.db, id);
  if (!row || !belongsTo(row, person)) throw new AppError('NOT_FOUND', { message: NOT_YOURS });
  const { registration, session } = await cancelWebinarRegistration(context, id);
  return registrationOf(registration, session, context.settings.now());
}
