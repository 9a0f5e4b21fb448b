// Contracts of the admin "Leads" screen (/api/admin/*, administrators only). Date filters
// are calendar dates read in the firm's time zone (BOOKING_TIME_ZONE), both ends included;
// lists are paged (?page=&pageSize=, newest or soonest first as noted) and each has a CSV
// export of the same rows (…/export, every page, formula cells neutralised).
//
//   GET  /api/admin/consultations[/export]?status=&from=&until=      bookings by start
//   POST /api/admin/consultations/:id/cancel | /done
//   PATCH /api/admin/consultations/:id       { joinUrl } the booking's own joining link (null clears)
//   GET  /api/admin/webinars[/export]?status=&from=&until=           sessions by start
//   POST /api/admin/webinars                 WebinarSessionInput → 201
//   PATCH /api/admin/webinars/:id            WebinarSessionPatch
//   POST /api/admin/webinars/:id/cancel      (mails the registered people)
//   GET  /api/admin/webinars/:id/registrations[/export]               attendees
//   GET  /api/admin/assessments[/export]?level=&from=&until=          results, newest first
//   GET  /api/admin/enquiries[/export]?status=&tier=&from=&until=     enquiries, newest first
//   PATCH /api/admin/enquiries/:id           { status }
//   GET  /api/admin/availability                                      hours and blackout dates
//   PUT  /api/admin/availability/hours       WeeklyHoursInput (replaces the week)
//   POST /api/admin/availability/blackouts   BlackoutInput → BlackoutAnswer, 201 new, 200 reason
//                                            replaced; 422 for a date before the firm's today
//   DELETE /api/admin/availability/blackouts/:date
import * as z from 'zod/mini';
import { AREA_IDS } from '../assessment/questions.ts';
import { READINESS_LEVELS } from '../assessment/scoring.ts';
import { BANK_HOLIDAY_REGIONS } from '../booking/bank-holidays.ts';
import { parseClockTime, weeklyHoursProblem } from '../booking/slots.ts';
import { TIER_IDS } from '../pricing/tiers.ts';
import { boundedInteger, calendarDate, isoInstant, optionalText, text } from './fields.ts';
import { CONSULTATION_STATUSES } from './consultations.ts';
import { ENQUIRY_STATUSES } from './enquiries.ts';
import { pageNumber, pageOf, pageSizeNumber } from './paging.ts';
import { REGISTRATION_STATUSES, WEBINAR_SESSION_STATUSES } from './webinars.ts';

const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.optional(z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }));

const dateRange = {
  /** On or after this firm-local date. */
  from: z.optional(calendarDate),
  /** On or before this firm-local date. */
  until: z.optional(calendarDate),
};
const paging = { page: pageNumber, pageSize: pageSizeNumber };

export const adminConsultationsQuery = z.object({
  status: oneOf('status', CONSULTATION_STATUSES),
  ...dateRange,
  ...paging,
});
export const adminWebinarsQuery = z.object({
  status: oneOf('status', WEBINAR_SESSION_STATUSES),
  ...dateRange,
  ...paging,
});
export const adminRegistrationsQuery = z.object({ status: oneOf('status', REGISTRATION_STATUSES), ...paging });
export const adminAssessmentsQuery = z.object({ level: oneOf('level', READINESS_LEVELS), ...dateRange, ...paging });
export const adminEnquiriesQuery = z.object({
  status: oneOf('status', ENQUIRY_STATUSES),
  tier: oneOf('tier', TIER_IDS),
  ...dateRange,
  ...paging,
});
export type AdminConsultationsQuery = z.output<typeof adminConsultationsQuery>;
export type AdminWebinarsQuery = z.output<typeof adminWebinarsQuery>;
export type AdminRegistrationsQuery = z.output<typeof adminRegistrationsQuery>;
export type AdminAssessmentsQuery = z.output<typeof adminAssessmentsQuery>;
export type AdminEnquiriesQuery = z.output<typeof adminEnquiriesQuery>;

const instant = z.string();
const nullableInstant = z.nullable(z.string());

export const adminConsultationSchema = z.object({
  id: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  startsAt: instant,
  endsAt: instant,
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  company: z.nullable(z.string()),
  role: z.nullable(z.string()),
  topic: z.nullable(z.string()),
  visitorTimeZone: z.string(),
  /** The assessment result the visitor brought, if any. */
  assessmentToken: z.nullable(z.string()),
  hasAccount: z.boolean(),
  reminderSentAt: nullableInstant,
  cancelledAt: nullableInstant,
  createdAt: instant,
  /** The booking's own joining link; null: the firm's meeting room (CONSULTATION_JOIN_URL), if set. */
  joinUrl: z.nullable(z.string()),
  /** The link the visitor is sent: the booking's own, else the firm's; null: none yet. */
  effectiveJoinUrl: z.nullable(z.string()),
});
export type AdminConsultation = z.output<typeof adminConsultationSchema>;
export const adminConsultationPageSchema = pageOf(adminConsultationSchema);

export const adminWebinarSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  abstract: z.string(),
  startsAt: instant,
  durationMinutes: z.number(),
  capacity: z.number(),
  /** Sent only in confirmation and reminder mail; null until an admin sets one. */
  joinUrl: z.nullable(z.string()),
  status: z.enum(WEBINAR_SESSION_STATUSES),
  /** 'twice-weekly' for sessions the schedule rule planned; null for sessions added here. */
  seriesKey: z.nullable(z.string()),
  registered: z.number(),
  seatsLeft: z.number(),
  createdAt: instant,
});
export type AdminWebinarSession = z.output<typeof adminWebinarSessionSchema>;
export const adminWebinarSessionPageSchema = pageOf(adminWebinarSessionSchema);

export const adminRegistrationSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.nullable(z.string()),
  status: z.enum(REGISTRATION_STATUSES),
  hasAccount: z.boolean(),
  reminderSentAt: nullableInstant,
  createdAt: instant,
});
export type AdminRegistration = z.output<typeof adminRegistrationSchema>;
export const adminRegistrationPageSchema = pageOf(adminRegistrationSchema);

export const adminAssessmentSchema = z.object({
  id: z.string(),
  token: z.string(),
  overall: z.number(),
  level: z.enum(READINESS_LEVELS),
  areaScores: z.record(z.enum(AREA_IDS), z.number()),
  email: z.nullable(z.string()),
  hasAccount: z.boolean(),
  createdAt: instant,
});
export type AdminAssessment = z.output<typeof adminAssessmentSchema>;
export const adminAssessmentPageSchema = pageOf(adminAssessmentSchema);

export const adminEnquirySchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  company: z.nullable(z.string()),
  tier: z.enum(TIER_IDS),
  message: z.nullable(z.string()),
  status: z.enum(ENQUIRY_STATUSES),
  hasAccount: z.boolean(),
  createdAt: instant,
});
export type AdminEnquiry = z.output<typeof adminEnquirySchema>;
export const adminEnquiryPageSchema = pageOf(adminEnquirySchema);

export const enquiryStatusInput = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: 'Choose new, invoiced or closed.' }),
});

// ----- webinar sessions -----

export const WEBINAR_DURATION_MINUTES = { min: 15, max: 480 } as const;
export const WEBINAR_CAPACITY = { min: 1, max: 10_000 } as const;
export const JOIN_URL_MAX_LENGTH = 500;
const joinUrlMessage = 'Enter the joining link as an https:// address.';

/** An https link (the joining link of a webinar); blank or null clears it. */
export const joinUrl = z.pipe(
  optionalText({ max: JOIN_URL_MAX_LENGTH }),
  z.nullable(
    z.string().check(
      z.refine(
        (value) => {
          try {
            return new URL(value).protocol === 'https:';
          } catch {
            return false;
          }
        },
        { error: joinUrlMessage },
      ),
    ),
  ),
);

/** PATCH /api/admin/consultations/:id: the booking's own joining link; blank or null clears it. */
export const consultationJoinUrlInput = z.object({ joinUrl });
export type ConsultationJoinUrlInput = z.input<typeof consultationJoinUrlInput>;

const sessionFields = {
  title: text({ max: 200 }),
  abstract: text({ max: 2000, multiline: true }),
  startsAt: isoInstant,
  durationMinutes: boundedInteger(WEBINAR_DURATION_MINUTES.min, WEBINAR_DURATION_MINUTES.max),
  capacity: boundedInteger(WEBINAR_CAPACITY.min, WEBINAR_CAPACITY.max),
};

export const webinarSessionInput = z.object({ ...sessionFields, joinUrl: z.optional(joinUrl) });
export type WebinarSessionInput = z.input<typeof webinarSessionInput>;

/** Any of the fields; capacity may not drop below the seats already taken (409). */
export const webinarSessionPatch = z
  .object({
    title: z.optional(sessionFields.title),
    abstract: z.optional(sessionFields.abstract),
    startsAt: z.optional(sessionFields.startsAt),
    durationMinutes: z.optional(sessionFields.durationMinutes),
    capacity: z.optional(sessionFields.capacity),
    joinUrl: z.optional(joinUrl),
  })
  .check(z.refine((patch) => Object.keys(patch).length > 0, { error: 'Change at least one field.' }));
export type WebinarSessionPatch = z.input<typeof webinarSessionPatch>;

// ----- availability -----

const clockTime = (name: string) =>
  z.string().check(
    z.refine((value) => parseClockTime(value) !== null, {
      error: `${name} must be a time like 09:00 (00:00 to 24:00).`,
    }),
  );

export const weeklyHoursEntry = z.object({
  weekday: boundedInteger(1, 7),
  start: clockTime('start'),
  end: clockTime('end'),
});

export const MAX_WEEKLY_INTERVALS = 50;

/** PUT /api/admin/availability/hours: the whole week at once (an empty list closes bookings). */
export const weeklyHoursInput = z
  .object({ weeklyHours: z.array(weeklyHoursEntry).check(z.maxLength(MAX_WEEKLY_INTERVALS)) })
  .check(
    z.refine(
      (input) =>
        weeklyHoursProblem(
          input.weeklyHours.map((entry) => ({
            weekday: entry.weekday,
            startMinute: parseClockTime(entry.start)!,
            endMinute: parseClockTime(entry.end)!,
          })),
        ) === null,
      {
        error: 'Each interval must close at least 30 minutes after it opens, and one day’s intervals must not overlap.',
        path: ['weeklyHours'],
      },
    ),
  );
export type WeeklyHoursInput = z.input<typeof weeklyHoursInput>;

export const blackoutInput = z.object({ date: calendarDate, reason: optionalText({ max: 200 }) });
export type BlackoutInput = z.input<typeof blackoutInput>;
/** The 422 for a blackout date before today in the firm's zone (a past day takes no bookings). */
export const BLACKOUT_IN_PAST = 'Choose today or a later date: a past day takes no bookings.';

export const availabilitySchema = z.object({
  /** The firm's zone (BOOKING_TIME_ZONE): hours and dates are read in it. */
  timeZone: z.string(),
  /** Whose bank holidays the server adds to the blackout dates each year (BOOKING_BANK_HOLIDAYS). */
  bankHolidays: z.enum(BANK_HOLIDAY_REGIONS),
  weeklyHours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  blackouts: z.array(z.object({ date: z.string(), reason: z.nullable(z.string()) })),
});
export type AvailabilityView = z.output<typeof availabilitySchema>;

/** The answer to adding a blackout date: the availability, and the bookings left on that day. */
export const blackoutAnswerSchema = z.extend(availabilitySchema, {
  /** Consultations still booked on the blackout date (firm-local): the admin may cancel them. */
  bookedOnDate: z.number(),
});
export type BlackoutAnswer = z.output<typeof blackoutAnswerSchema>;
