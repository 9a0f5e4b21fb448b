// Contracts of the live webinars:
//   GET  /api/webinars                     → WebinarList
//   POST /api/webinars/:id/registrations   RegisterForWebinarInput
//        → 201 WebinarRegistrationResult, the same whether or not the email was registered
//          already (then nothing is added, nothing stored is echoed, and its owner is mailed)
//        → 409 { code: 'CONFLICT', message: 'This session is full', details: { nextSession } }
//        → 409 for a session that has started or was cancelled, 404 for an unknown one
//   GET  /api/webinars/registrations/manage/:token         → ManagedRegistration (404 unknown token)
//   POST /api/webinars/registrations/manage/:token/cancel  → ManagedRegistration (409 when too late)
// The join link is never part of these answers: it goes out only in mail. Neither is the
// manage link: it goes only to the registered address, so only its owner can cancel.
import * as z from 'zod/mini';
import { SUPPORT_EMAIL } from '../site.ts';
import { emailAddress } from './fields.ts';
import { honeypot, optionalCompanyName, personName, timeZoneName } from './public-forms.ts';

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
  /** The visitor's IANA zone, for the times in their mail (default: the firm's). */
  timeZone: z.optional(timeZoneName),
  website: honeypot,
});
export type RegisterForWebinarInput = z.input<typeof registerForWebinarInput>;

export const webinarRegistrationResultSchema = z.object({
  /** Always true: a repeat registration answers as a new one (nothing stored is echoed). */
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

/** What a manage link shows (no email: the link may be forwarded). */
export const managedRegistrationSchema = z.object({
  id: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  name: z.string(),
  session: z.object({
    id: z.string(),
    title: z.string(),
    abstract: z.string(),
    /** ISO 8601 UTC. */
    startsAt: z.string(),
    durationMinutes: z.number(),
    status: z.enum(WEBINAR_SESSION_STATUSES),
  }),
  /** The firm's zone and the zone the registrant's browser gave. */
  firmTimeZone: z.string(),
  visitorTimeZone: z.string(),
  /** Registered, the session still on and not yet started. */
  canCancel: z.boolean(),
});
export type ManagedRegistration = z.output<typeof managedRegistrationSchema>;

/**
 * What people are told while a session has no joining link. Nothing is promised that is not
 * sent: an administrator adding the link mails it to everyone registered (the update mail),
 * and the mail comes from a no-reply address, so people are pointed at the support address.
 */
export const joiningLinkTexts = {
  toFollow: `The joining link is not ready yet: we will email it to you as soon as it is added. If it has not reached you by the start, write to ${SUPPORT_EMAIL}.`,
  missingAtReminder: `The joining link for this session has not been set yet. Please write to ${SUPPORT_EMAIL} and we will send it to you.`,
} as const;

export const webinarMessages = {
  /** When the session has its joining link: the confirmation carries it. */
  registered:
    'You are registered. The confirmation, with the joining link, a calendar invitation and a link to cancel, is on its way by email.',
  /** When the session has no joining link yet: it is mailed when an administrator adds it. */
  registeredLinkToFollow: `You are registered. The confirmation, with a calendar invitation and a link to cancel, is on its way by email. ${joiningLinkTexts.toFollow}`,
  full: 'This session is full',
  started: 'This session has already started, so registration is closed.',
  cancelled: 'This session has been cancelled.',
  notFound: 'No webinar session has this id.',
  registrationNotFound: 'No webinar registration matches this link.',
  notCancellable:
    'This registration can no longer be cancelled: it was cancelled already, or the session was called off or has started.',
} as const;
