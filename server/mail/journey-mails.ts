// The journeys' mail: consultation confirmation, change, cancellation and reminder (with a
// calendar invitation), webinar confirmation, reminder and cancellation, the enquiry
// confirmation and the assessment copy. Plain text; times in the visitor's zone and the
// firm's, each named; links absolute on the site's origin.
import type { AreaRecommendation } from '../../domain/assessment/recommendations.ts';
import { ANSWER_LABELS, READINESS_LEVEL_TEXTS, type AssessmentScore } from '../../domain/assessment/scoring.ts';
import { SLOT_MINUTES } from '../../domain/booking/slots.ts';
import {
  LIVE_WEBINARS_PATH,
  SCHEDULE_CONSULTATION_PATH,
  assessmentResultPath,
  consultationAboutAssessmentPath,
  consultationManagePath,
  webinarRegistrationManagePath,
} from '../../domain/journey-paths.ts';
import { consultationJoiningTexts } from '../../domain/schemas/consultations.ts';
import { joiningLinkTexts } from '../../domain/schemas/webinars.ts';
import { ENQUIRY_NEXT_STEP, SATISFACTION_GUARANTEE_DAYS, findTier, type TierId } from '../../domain/pricing/tiers.ts';
import { calendarInvitation } from './calendar.ts';
import { formatInstant } from './formatting.ts';
import type { MailMessage } from './mailer.ts';

export interface MailContext {
  siteName: string;
  /** Origin links open on, e.g. https://vaultmark.example. */
  origin: string;
  /** The From mailbox, named in invitations as their organizer. */
  organizer: { name: string; email: string };
  /** The firm's IANA zone. */
  firmTimeZone: string;
}

const link = (context: MailContext, path: string) => new URL(path, context.origin).toString();

/** A block of lines; an empty block is left out. */
type Block = string | readonly string[];

/**
 * The text of every journey mail: the greeting, the blocks separated by blank lines (empty
 * ones left out), then the signature.
 */
function letter(context: MailContext, name: string | null, ...blocks: Block[]): string {
  return [name ? `Hello ${name},` : 'Hello,', ...blocks, `— ${context.siteName} (${context.origin})`]
    .map((block) => (typeof block === 'string' ? block : block.join('\n')))
    .filter((block) => block !== '')
    .join('\n\n');
}

/** Two lines: the time in the visitor's zone, then in the firm's (one line when they agree). */
function whenLines(context: MailContext, startsAt: Date, visitorTimeZone: string): string[] {
  const visitor = `${formatInstant(startsAt, visitorTimeZone)} — your time (${visitorTimeZone})`;
  if (visitorTimeZone === context.firmTimeZone) return [visitor];
  return [visitor, `${formatInstant(startsAt, context.firmTimeZone)} — our time (${context.firmTimeZone})`];
}

// ----- consultations -----

export interface ConsultationMailInput {
  id: string;
  name: string;
  email: string;
  company: string;
  topic: string | null;
  startsAt: Date;
  visitorTimeZone: string;
  manageToken: string;
  sequence: number;
  assessmentToken?: string | null;
  /** The call's joining link (the booking's own or CONSULTATION_JOIN_URL); null: not set yet. */
  joinUrl: string | null;
}

const consultationTitle = (context: MailContext) => `${context.siteName} consultation (${SLOT_MINUTES} minutes)`;

function consultationInvitation(context: MailContext, booking: ConsultationMailInput, method: 'REQUEST' | 'CANCEL') {
  const manageUrl = link(context, consultationManagePath(booking.manageToken));
  return calendarInvitation(method === 'CANCEL' ? 'consultation-cancelled.ics' : 'consultation.ics', {
    uid: `consultation-${booking.id}@${new URL(context.origin).hostname}`,
    sequence: booking.sequence,
    method,
    startsAt: booking.startsAt,
    durationMinutes: SLOT_MINUTES,
    title: consultationTitle(context),
    description:
      method === 'CANCEL'
        ? 'This consultation has been cancelled.'
        : [
            `A ${SLOT_MINUTES}-minute consultation with ${context.siteName}.`,
            booking.joinUrl ? `Join: ${booking.joinUrl}` : consultationJoiningTexts.toFollow,
            `Cancel or choose another time: ${manageUrl}`,
          ].join('\n\n'),
    ...(booking.joinUrl && method === 'REQUEST' ? { location: booking.joinUrl } : {}),
    url: (method === 'REQUEST' ? booking.joinUrl : null) ?? manageUrl,
    organizer: context.organizer,
    attendee: { name: booking.name, email: booking.email },
  });
}

function consultationDetails(context: MailContext, booking: ConsultationMailInput): string[] {
  const lines = ['When:', ...whenLines(context, booking.startsAt, booking.visitorTimeZone).map((line) => `  ${line}`)];
  lines.push(`Company: ${booking.company}`);
  if (booking.topic) lines.push(`Topic: ${booking.topic}`);
  if (booking.assessmentToken) {
    lines.push(`Assessment result: ${link(context, assessmentResultPath(booking.assessmentToken))}`);
  }
  return lines;
}

export function consultationConfirmationMail(
  context: MailContext,
  booking: ConsultationMailInput,
  change: 'booked' | 'rescheduled' = 'booked',
): MailMessage {
  const manageUrl = link(context, consultationManagePath(booking.manageToken));
  const text = letter(
    context,
    booking.name,
    change === 'booked'
      ? `Your ${SLOT_MINUTES}-minute consultation with ${context.siteName} is booked.`
      : `Your consultation with ${context.siteName} has moved to a new time.`,
    consultationDetails(context, booking),
    booking.joinUrl ? `Join the call here at the start time: ${booking.joinUrl}` : consultationJoiningTexts.toFollow,
    'The calendar invitation is attached (consultation.ics).',
    ['To cancel, or to choose another time, open your booking:', manageUrl],
    'The consultation is educational; it is not investment advice.',
  );
  const when = formatInstant(booking.startsAt, booking.visitorTimeZone);
  return {
    kind: change === 'booked' ? 'consultation_confirmation' : 'consultation_rescheduled',
    to: booking.email,
    subject:
      change === 'booked'
        ? `Your ${context.siteName} consultation: ${when}`
        : `Your ${context.siteName} consultation has moved: ${when}`,
    text,
    attachments: [consultationInvitation(context, booking, 'REQUEST')],
  };
}

/** The joining link was set (or changed) after the confirmation: the link and an updated invitation. */
export function consultationJoiningLinkMail(context: MailContext, booking: ConsultationMailInput): MailMessage {
  const text = letter(
    context,
    booking.name,
    booking.joinUrl
      ? `Here is the joining link for your consultation with ${context.siteName}: ${booking.joinUrl}`
      : consultationJoiningTexts.toFollow,
    consultationDetails(context, booking),
    'The attached calendar update (consultation.ics) replaces the earlier invitation.',
    [
      'To cancel, or to choose another time, open your booking:',
      link(context, consultationManagePath(booking.manageToken)),
    ],
  );
  return {
    kind: 'consultation_joining_link',
    to: booking.email,
    subject: `Joining link: your ${context.siteName} consultation, ${formatInstant(booking.startsAt, booking.visitorTimeZone)}`,
    text,
    attachments: [consultationInvitation(context, booking, 'REQUEST')],
  };
}

export function consultationCancellationMail(
  context: MailContext,
  booking: ConsultationMailInput,
  cancelledBy: 'visitor' | 'admin',
): MailMessage {
  const text = letter(
    context,
    booking.name,
    cancelledBy === 'visitor'
      ? `Your consultation with ${context.siteName} has been cancelled, as you asked.`
      : `We are sorry: we have had to cancel your consultation with ${context.siteName}.`,
    ['It was booked for:', ...whenLines(context, booking.startsAt, booking.visitorTimeZone).map((line) => `  ${line}`)],
    [
      'The attached calendar update (consultation-cancelled.ics) removes it from your calendar.',
      `To book another time: ${link(context, SCHEDULE_CONSULTATION_PATH)}`,
    ],
  );
  return {
    kind: 'consultation_cancellation',
    to: booking.email,
    subject: `Cancelled: your ${context.siteName} consultation on ${formatInstant(booking.startsAt, booking.visitorTimeZone)}`,
    text,
    attachments: [consultationInvitation(context, booking, 'CANCEL')],
  };
}

export function consultationReminderMail(context: MailContext, booking: ConsultationMailInput): MailMessage {
  const text = letter(
    context,
    booking.name,
    `A reminder: your ${SLOT_MINUTES}-minute consultation with ${context.siteName} is tomorrow.`,
    consultationDetails(context, booking),
    booking.joinUrl ? `Join the call here: ${booking.joinUrl}` : consultationJoiningTexts.missingAtReminder,
    [
      'If the time no longer suits you, cancel or choose another one here:',
      link(context, consultationManagePath(booking.manageToken)),
    ],
  );
  return {
    kind: 'consultation_reminder',
    to: booking.email,
    subject: `Reminder: your ${context.siteName} consultation, ${formatInstant(booking.startsAt, booking.visitorTimeZone)}`,
    text,
  };
}

// ----- webinars -----

export interface WebinarMailInput {
  registrationId: string;
  sessionId: string;
  name: string;
  email: string;
  title: string;
  abstract: string;
  startsAt: Date;
  durationMinutes: number;
  joinUrl: string | null;
  /** The registrant's IANA zone. */
  visitorTimeZone: string;
  /** The registration's manage link token: see or cancel it. */
  manageToken: string;
  /** The calendar SEQUENCE: higher with every message about this registration. */
  sequence: number;
}

const webinarManageUrl = (context: MailContext, webinar: WebinarMailInput) =>
  link(context, webinarRegistrationManagePath(webinar.manageToken));

function webinarInvitation(context: MailContext, webinar: WebinarMailInput, method: 'REQUEST' | 'CANCEL') {
  const joining = webinar.joinUrl ? `Join: ${webinar.joinUrl}` : joiningLinkTexts.toFollow;
  return calendarInvitation(method === 'CANCEL' ? 'webinar-cancelled.ics' : 'webinar.ics', {
    uid: `webinar-${webinar.registrationId}@${new URL(context.origin).hostname}`,
    sequence: webinar.sequence,
    method,
    startsAt: webinar.startsAt,
    durationMinutes: webinar.durationMinutes,
    title: `${context.siteName} webinar: ${webinar.title}`,
    description:
      method === 'CANCEL'
        ? 'This webinar registration has been cancelled.'
        : `${webinar.abstract}\n\n${joining}\n\nCancel your registration: ${webinarManageUrl(context, webinar)}`,
    url: webinar.joinUrl ?? webinarManageUrl(context, webinar),
    organizer: context.organizer,
    attendee: { name: webinar.name, email: webinar.email },
  });
}

function webinarWhen(context: MailContext, webinar: WebinarMailInput): string[] {
  return [
    `When (${webinar.durationMinutes} minutes):`,
    ...whenLines(context, webinar.startsAt, webinar.visitorTimeZone).map((line) => `  ${line}`),
  ];
}

const joinAtStart = (webinar: WebinarMailInput) =>
  webinar.joinUrl ? `Join here at the start time: ${webinar.joinUrl}` : joiningLinkTexts.toFollow;

const cancelLines = (context: MailContext, webinar: WebinarMailInput) => [
  'Cannot make it? Cancel your registration here, and the seat goes to someone else:',
  webinarManageUrl(context, webinar),
];

/** The start in the registrant's zone, for subjects. */
const webinarStart = (webinar: WebinarMailInput) => formatInstant(webinar.startsAt, webinar.visitorTimeZone);

export function webinarConfirmationMail(context: MailContext, webinar: WebinarMailInput): MailMessage {
  const text = letter(
    context,
    webinar.name,
    `You are registered for the ${context.siteName} live webinar "${webinar.title}".`,
    webinarWhen(context, webinar),
    joinAtStart(webinar),
    webinar.abstract,
    'The calendar invitation is attached (webinar.ics). The session is educational; it does not recommend buying or selling any asset.',
    cancelLines(context, webinar),
  );
  return {
    kind: 'webinar_confirmation',
    to: webinar.email,
    subject: `Registered: ${webinar.title} (${webinarStart(webinar)})`,
    text,
    attachments: [webinarInvitation(context, webinar, 'REQUEST')],
  };
}

export function webinarUpdateMail(context: MailContext, webinar: WebinarMailInput): MailMessage {
  const text = letter(
    context,
    webinar.name,
    `The details of the ${context.siteName} live webinar "${webinar.title}" have changed. You are still registered.`,
    webinarWhen(context, webinar),
    joinAtStart(webinar),
    'The attached calendar update (webinar.ics) replaces the earlier invitation.',
    cancelLines(context, webinar),
  );
  return {
    kind: 'webinar_update',
    to: webinar.email,
    subject: `Updated: ${webinar.title} (${webinarStart(webinar)})`,
    text,
    attachments: [webinarInvitation(context, webinar, 'REQUEST')],
  };
}

/**
 * To the registered address when someone registers it again for the same session: the
 * form answers as for a new registration (it must not tell who is registered), so the
 * owner hears here that nothing changed, with their details and manage link.
 */
export function webinarAlreadyRegisteredMail(context: MailContext, webinar: WebinarMailInput): MailMessage {
  const text = letter(
    context,
    webinar.name,
    `Someone, perhaps you, asked to register this address again for the ${context.siteName} live webinar "${webinar.title}". You are already registered, so nothing has changed and no second seat was taken.`,
    webinarWhen(context, webinar),
    joinAtStart(webinar),
    'If it was not you, there is nothing to do: the registration is still yours, and only this address receives its links.',
    cancelLines(context, webinar),
  );
  return {
    kind: 'webinar_already_registered',
    to: webinar.email,
    subject: `Already registered: ${webinar.title} (${webinarStart(webinar)})`,
    text,
  };
}

export function webinarReminderMail(context: MailContext, webinar: WebinarMailInput): MailMessage {
  const text = letter(
    context,
    webinar.name,
    `The ${context.siteName} live webinar "${webinar.title}" starts in about an hour.`,
    webinarWhen(context, webinar),
    webinar.joinUrl ? `Join here: ${webinar.joinUrl}` : joiningLinkTexts.missingAtReminder,
    cancelLines(context, webinar),
  );
  return { kind: 'webinar_reminder', to: webinar.email, subject: `Starting soon: ${webinar.title}`, text };
}

export function webinarCancellationMail(
  context: MailContext,
  webinar: WebinarMailInput,
  cancelledBy: 'attendee' | 'admin',
): MailMessage {
  const text = letter(
    context,
    webinar.name,
    cancelledBy === 'attendee'
      ? `Your registration for "${webinar.title}" has been cancelled, as you asked.`
      : `We are sorry: the live webinar "${webinar.title}" has been cancelled.`,
    webinarWhen(context, webinar),
    [
      'The attached calendar update (webinar-cancelled.ics) removes it from your calendar.',
      `Other sessions: ${link(context, LIVE_WEBINARS_PATH)}`,
    ],
  );
  return {
    kind: 'webinar_cancellation',
    to: webinar.email,
    subject: `Cancelled: ${webinar.title}`,
    text,
    attachments: [webinarInvitation(context, webinar, 'CANCEL')],
  };
}

// ----- enquiries -----

export function enquiryConfirmationMail(
  context: MailContext,
  enquiry: { name: string; email: string; company: string; tier: TierId; message: string | null },
): MailMessage {
  const tier = findTier(enquiry.tier);
  const text = letter(
    context,
    enquiry.name,
    `Thank you for your enquiry about the ${tier.name} program for ${enquiry.company}.`,
    [
      `${tier.name}: ${tier.priceUsd.toLocaleString('en-US')} USD`,
      ...tier.includes.map((item) => `  - ${item}`),
      `Every tier comes with a ${SATISFACTION_GUARANTEE_DAYS}-day satisfaction guarantee.`,
    ],
    ENQUIRY_NEXT_STEP,
    enquiry.message ? ['Your message:', enquiry.message] : [],
  );
  return {
    kind: 'enquiry_confirmation',
    to: enquiry.email,
    subject: `Your enquiry about the ${context.siteName} ${tier.name} program`,
    text,
  };
}

// ----- assessment -----

function recommendationLines(
  context: MailContext,
  recommendations: readonly AreaRecommendation[],
  score: AssessmentScore,
) {
  return recommendations.flatMap((recommendation) => {
    const area = score.areas.find((entry) => entry.areaId === recommendation.areaId)!;
    return [
      `${area.title} (${area.score}/100): ${recommendation.advice}`,
      ...recommendation.links.map((entry) => `  - ${entry.label}: ${link(context, entry.href)}`),
    ];
  });
}

export function assessmentResultMail(
  context: MailContext,
  result: { email: string; token: string; score: AssessmentScore },
): MailMessage {
  const { score } = result;
  const level = READINESS_LEVEL_TEXTS[score.level];
  /** A heading and its lines, or nothing when there are no lines. */
  const section = (heading: string, lines: readonly string[]) => (lines.length > 0 ? [heading, ...lines] : []);
  const text = letter(
    context,
    null,
    `Here is a copy of your ${context.siteName} Bitcoin Treasury Readiness Assessment.`,
    [`Overall: ${score.overall}/100 — ${level.label}`, level.summary],
    section(
      'By area:',
      score.areas.map((area) => `  ${area.title}: ${area.score}/100`),
    ),
    section(
      'Open items:',
      score.openItems.map((item) => `  - ${item.question} (${ANSWER_LABELS[item.answer]})`),
    ),
    section(
      'To find out:',
      score.toFindOut.map((item) => `  - ${item.question}`),
    ),
    section('Where to start:', recommendationLines(context, score.recommendations, score)),
    [
      `Your result, to print or share: ${link(context, assessmentResultPath(result.token))}`,
      `Book a consultation about these results: ${link(context, consultationAboutAssessmentPath(result.token))}`,
    ],
  );
  return {
    kind: 'assessment_result',
    to: result.email,
    subject: `Your ${context.siteName} readiness assessment`,
    text,
  };
}
