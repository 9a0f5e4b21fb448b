// Contract of the signed-in user's own journeys, for /account:
//   GET  /api/me/activity                                → AccountActivity
//   POST /api/me/consultations/:id/cancel                → AccountActivity['bookings'][number]
//   POST /api/me/webinar-registrations/:id/cancel        → AccountActivity['registrations'][number]
//   POST /api/me/alerts/:id/leave                        → AccountActivity['alerts'][number]
// Rows made signed in to the account, and, once its email is verified, rows made signed out
// with that email (ADR 180).
import * as z from 'zod/mini';
import { READINESS_LEVELS } from '../assessment/scoring.ts';
import { TIER_IDS } from '../pricing/tiers.ts';
import { managedAlertsSchema } from './alerts.ts';
import { CONSULTATION_STATUSES } from './consultations.ts';
import { ENQUIRY_STATUSES } from './enquiries.ts';
import { REGISTRATION_STATUSES, WEBINAR_SESSION_STATUSES } from './webinars.ts';

export const accountBookingSchema = z.object({
  id: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  company: z.string(),
  topic: z.nullable(z.string()),
  /** /schedule-consultation/manage/<token>: reschedule from there. */
  managePath: z.string(),
  /** Booked and not yet started. */
  canCancel: z.boolean(),
});
export type AccountBooking = z.output<typeof accountBookingSchema>;

export const accountRegistrationSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: z.string(),
  session: z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    durationMinutes: z.number(),
    status: z.enum(WEBINAR_SESSION_STATUSES),
  }),
  /** Registered, and the session is scheduled and not yet started. */
  canCancel: z.boolean(),
});
export type AccountRegistration = z.output<typeof accountRegistrationSchema>;

/**
 * An alerts subscription of the account: confirmed while signed in to it, or sent to its
 * email once the account's address is verified. The manage link changes topics and frequency.
 */
export const accountAlertsSchema = z.object({
  id: z.string(),
  ...managedAlertsSchema.shape,
  email: z.string(),
  /** /alerts/manage/<token> */
  managePath: z.string(),
});
export type AccountAlerts = z.output<typeof accountAlertsSchema>;

export const accountActivitySchema = z.object({
  /** Until the email is verified, rows made signed out with it are not listed. */
  emailVerified: z.boolean(),
  /** Newest start first. */
  bookings: z.array(accountBookingSchema),
  /** Newest session first. */
  registrations: z.array(accountRegistrationSchema),
  /** Newest first. */
  enquiries: z.array(
    z.object({
      id: z.string(),
      tier: z.enum(TIER_IDS),
      status: z.enum(ENQUIRY_STATUSES),
      message: z.nullable(z.string()),
      createdAt: z.string(),
    }),
  ),
  /** Newest first. */
  assessments: z.array(
    z.object({
      token: z.string(),
      overall: z.number(),
      level: z.enum(READINESS_LEVELS),
      createdAt: z.string(),
      /** /assessment/result/<token> */
      resultPath: z.string(),
    }),
  ),
  /** Treasury policy drafts saved while signed in, newest first (kept 12 months). */
  policyDrafts: z.array(
    z.object({
      token: z.string(),
      companyName: z.string(),
      createdAt: z.string(),
      /** /treasury-policy/<token> */
      draftPath: z.string(),
    }),
  ),
  /** Alerts by email not left, oldest first. */
  alerts: z.array(accountAlertsSchema),
});
export type AccountActivity = z.output<typeof accountActivitySchema>;
