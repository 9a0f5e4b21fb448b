// Contracts of the live webinars:
//   GET  /api/webinars                     → WebinarList
//   POST /api/webinars/:id/registrations   RegisterForWebinarInput
//        → 201 WebinarRegistrationResult (new), 200 (already registered: the same registration)
//        → 409 { code: 'CONFLICT', message: 'This session is full', details: { nextSession } }
//        → 409 for a session that has started or was cancelled, 404 for an unknown one
// The join link is never part of these answers: it goes out only in the confirmation mail.
import * as z from 'zod/mini';
import { emailAddress } from './fields.ts';
import { honeypot, optionalCompanyName, personName } from './public-forms.ts';

export const WEBINAR_SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type WebinarSessionStatus = (typeof WEBINAR_SESSION_STATUSES)[number];
export const REGISTRATION_STATUSES = ['registered', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const webinarSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  abstract: z.string(),
  /** ISO 8601 UTC. */
  startsAt: z.string(),
  durationMinutes: z.number(),
  capacity: z.number(),
  seatsLeft: z.number(),
});
export type WebinarSessionView = z.output<typeof webinarSessionSchema>;

/** Upcoming: not yet started, soonest first. Past: started already, latest first (at most 12). */
export const webinarListSchema = z.object({
  upcoming: z.array(webinarSessionSchema),
  past: z.array(webinarSessionSchema),
});
export type WebinarList = z.output<typeof webinarListSchema>;

export const registerForWebinarInput = z.object({
  name: personName,
  email: emailAddress,
  company: optionalCompanyName,
  website: honeypot,
});
export type RegisterForWebinarInput = z.input<typeof registerForWebinarInput>;

export const webinarRegistrationResultSchema = z.object({
  /** false when this email was already registered (answered 200, nothing added). */
  created: z.boolean(),
  message: z.string(),
  registration: z.object({
    id: z.string(),
    sessionId: z.string(),
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
  }),
  session: webinarSessionSchema,
});
export type WebinarRegistrationResult = z.output<typeof webinarRegistrationResultSchema>;

/** The `details` of the 409 for a full session. */
export const sessionFullDetailsSchema = z.object({ nextSession: z.nullable(webinarSessionSchema) });
export type SessionFullDetails = z.output<typeof sessionFullDetailsSchema>;

export const webinarMessages = {
  registered:
    'You are registered. The confirmation, with the joining details and a calendar invitation, is on its way by email.',
  alreadyRegistered:
    'You are already registered for this session with this email address, so we have not registered you twice. Look for the confirmation we sent earlier.',
  full: 'This session is full',
  started: 'This session has already started, so registration is closed.',
  cancelled: 'This session has been cancelled.',
  notFound: 'No webinar session has this id.',
} as const;
