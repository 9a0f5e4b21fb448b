// Contracts of consultation booking:
//   GET  /api/consultations/slots?from=YYYY-MM-DD&to=YYYY-MM-DD[&timeZone=Area/City] → SlotList
//   POST /api/consultations                          BookConsultationInput → 201 BookingCreated
//   GET  /api/consultations/manage/:token            → ManagedBooking (404 unknown token)
//   POST /api/consultations/manage/:token/cancel     → ManagedBooking
//   POST /api/consultations/manage/:token/reschedule RescheduleInput → ManagedBooking
// Instants are ISO 8601 UTC strings; the browser shows them in the visitor's zone.
import * as z from 'zod/mini';
import { MAX_SLOT_RANGE_DAYS } from '../booking/slots.ts';
import { SUPPORT_EMAIL } from '../site.ts';
import { daysBetween } from '../time-zone.ts';
import { calendarDate, emailAddress, isoInstant, optionalText } from './fields.ts';
import {
  ROLE_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
  companyName,
  consentMessage,
  honeypot,
  personName,
  publicToken,
  timeZoneName,
} from './public-forms.ts';

export const CONSULTATION_STATUSES = ['booked', 'cancelled', 'done'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const slotRangeMessage = `Ask for at most ${MAX_SLOT_RANGE_DAYS} days, with "to" on or after "from".`;

/**
 * GET /api/consultations/slots. `from`/`to` are calendar dates, both included, read in
 * `timeZone` (the visitor's; default the firm's). Both default: from today to the end of
 * the booking horizon.
 */
export const slotsQuery = z
  .object({
    from: z.optional(calendarDate),
    to: z.optional(calendarDate),
    timeZone: z.optional(timeZoneName),
  })
  .check(
    z.refine(
      (query) => {
        if (!query.from || !query.to) return true;
        const span = daysBetween(query.from, query.to);
        return span >= 0 && span < MAX_SLOT_RANGE_DAYS;
      },
      { error: slotRangeMessage, path: ['to'] },
    ),
  );
export type SlotsQuery = z.input<typeof slotsQuery>;

export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type SlotView = z.output<typeof slotSchema>;

export const slotListSchema = z.object({
  /** The firm's IANA time zone (opening hours are set in it). */
  timeZone: z.string(),
  /** Free slots, sorted, each 30 minutes. */
  slots: z.array(slotSchema),
});
export type SlotList = z.output<typeof slotListSchema>;

/** POST /api/consultations */
export const bookConsultationInput = z.object({
  startsAt: isoInstant,
  name: personName,
  email: emailAddress,
  company: companyName,
  role: optionalText({ max: ROLE_MAX_LENGTH }),
  topic: optionalText({ max: TOPIC_MAX_LENGTH, multiline: true }),
  /** The token of an assessment result to discuss (from /assessment/result/:token). */
  assessmentToken: z.optional(z.nullable(publicToken)),
  consent: z.literal(true, { error: consentMessage }),
  /** The visitor's IANA zone, for the times in the confirmation mail (default: the firm's). */
  timeZone: z.optional(timeZoneName),
  website: honeypot,
});
export type BookConsultationInput = z.input<typeof bookConsultationInput>;

export const bookingCreatedSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Absolute link to /schedule-consultation/manage/<token>: cancel or reschedule. */
  manageUrl: z.string(),
  /** The same link as a path, for the SPA's router. */
  managePath: z.string(),
});
export type BookingCreated = z.output<typeof bookingCreatedSchema>;

/** What the manage link shows (no email: the link may be forwarded). */
export const managedBookingSchema = z.object({
  id: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  name: z.string(),
  company: z.string(),
  /** The firm's zone and the visitor's zone given at booking. */
  firmTimeZone: z.string(),
  visitorTimeZone: z.string(),
  /** Whether cancel and reschedule are still possible (booked and not yet started). */
  canChange: z.boolean(),
  /** The call's joining link (the booking's own, else the firm's meeting room); null: not set yet. */
  joinUrl: z.nullable(z.string()),
});
export type ManagedBooking = z.output<typeof managedBookingSchema>;

/** POST /api/consultations/manage/:token/reschedule */
export const rescheduleInput = z.object({
  startsAt: isoInstant,
  timeZone: z.optional(timeZoneName),
});
export type RescheduleInput = z.input<typeof rescheduleInput>;

/** What mail and the manage page say about the joining link of a consultation. */
export const consultationJoiningTexts = {
  toFollow: `The joining link is not set yet: we will email it to you as soon as it is, and it will then be on your booking page. If it has not reached you by the start, write to ${SUPPORT_EMAIL}.`,
  missingAtReminder: `The joining link for this call has not been set yet. Please write to ${SUPPORT_EMAIL} and we will send it to you.`,
} as const;

export const consultationMessages = {
  slotTaken: 'That time has just been booked by someone else. Please choose another slot.',
  notASlot:
    'That time is not an available consultation slot. Choose one of the listed times (30 minutes, at least 24 hours ahead, within 30 days).',
  unknownAssessment: 'No assessment result has this token.',
  notFound: 'No booking matches this link.',
  notChangeable: 'This booking can no longer be changed: it has been cancelled or has already taken place.',
} as const;
