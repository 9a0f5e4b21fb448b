// The signed-in user's journeys for /account: bookings, webinar registrations, enquiries,
// assessment results, policy drafts and alerts by email made while signed in to the account
// and, once its email is verified, those made signed out with that email (ADR 180,
// server/db/queries/account-rows.ts). Before verification the address proves nothing, so it
// matches nothing. Policy drafts store no email: they match by account only.
import { AppError } from '../../domain/errors.ts';
import { assessmentResultPath, consultationManagePath, treasuryPolicyDraftPath } from '../../domain/journey-paths.ts';
import type { AccountActivity, AccountBooking, AccountRegistration } from '../../domain/schemas/account-activity.ts';
import { accountAlerts } from '../alerts/subscriptions.ts';
import type { AccountOwner } from '../db/queries/account-rows.ts';
import { assessmentsOf } from '../db/queries/assessments.ts';
import { consultationsOf, findOwnConsultation } from '../db/queries/consultations.ts';
import { enquiriesOf } from '../db/queries/enquiries.ts';
import { findOwnRegistration, registrationsOf } from '../db/queries/webinars.ts';
import type { ConsultationRow, WebinarRegistrationRow, WebinarSessionRow } from '../db/schema.ts';
import type { JourneyContext } from './context.ts';
import { cancelBooking } from './consultations.ts';
import { policyDraftsOfUser } from './policies.ts';
import { cancelWebinarRegistration } from './webinars.ts';

function bookingOf(row: ConsultationRow, now: Date): AccountBooking {
  return {
    id: row.id,
    status: row.status,
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
    status: registration.status,
    createdAt: registration.createdAt.toISOString(),
    session: {
      id: session.id,
      title: session.title,
      startsAt: session.startsAt.toISOString(),
      durationMinutes: session.durationMinutes,
      status: session.status,
    },
    canCancel:
      registration.status === 'registered' &&
      session.status === 'scheduled' &&
      session.startsAt.getTime() > now.getTime(),
  };
}

export async function accountActivity(context: JourneyContext, person: AccountOwner): Promise<AccountActivity> {
  const now = context.settings.now();
  const [bookings, registrations, enquiryRows, assessmentRows, drafts, alerts] = await Promise.all([
    consultationsOf(context.db, person),
    registrationsOf(context.db, person),
    enquiriesOf(context.db, person),
    assessmentsOf(context.db, person),
    policyDraftsOfUser(context.db, person.userId, now),
    accountAlerts(context.db, person),
  ]);
  return {
    emailVerified: person.emailVerified,
    bookings: bookings.map((row) => bookingOf(row, now)),
    registrations: registrations.map((row) => registrationOf(row.registration, row.session, now)),
    enquiries: enquiryRows.map((row) => ({
      id: row.id,
      tier: row.tier,
      status: row.status,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    })),
    assessments: assessmentRows.map((row) => ({
      token: row.token,
      overall: row.overall,
      level: row.level,
      createdAt: row.createdAt.toISOString(),
      resultPath: assessmentResultPath(row.token),
    })),
    policyDrafts: drafts.map((draft) => ({ ...draft, draftPath: treasuryPolicyDraftPath(draft.token) })),
    alerts,
  };
}

const NOT_YOURS = 'You have no booking or registration with this id.';

/** Cancels one of the person's bookings (404 for someone else's: its existence is not revealed). */
export async function cancelOwnBooking(context: JourneyContext, person: AccountOwner, id: string) {
  const row = await findOwnConsultation(context.db, person, id);
  if (!row) throw new AppError('NOT_FOUND', { message: NOT_YOURS });
  return bookingOf(await cancelBooking(context, row, 'visitor'), context.settings.now());
}

export async function cancelOwnRegistration(context: JourneyContext, person: AccountOwner, id: string) {
  const row = await findOwnRegistration(context.db, person, id);
  if (!row) throw new AppError('NOT_FOUND', { message: NOT_YOURS });
  const { registration, session } = await cancelWebinarRegistration(context, id);
  return registrationOf(registration, session, context.settings.now());
}
