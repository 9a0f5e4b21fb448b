// Calendar invitations (.ics, RFC 5545) built with the `ics` library: a REQUEST when an
// event is booked or moved (a higher SEQUENCE makes calendars update the same event), a
// CANCEL when it is called off. Times are written in UTC (DTSTART…Z); calendars show them
// in their owner's zone. Every value is made safe before the library writes it (see
// `textValue` and `parameterValue`): visitors' names and admins' abstracts end up here.
import { createEvent } from 'ics';
import type { MailAttachment } from './mailer.ts';

export interface CalendarEventInput {
  /** Stable per event across changes, e.g. 'consultation-<id>@vaultmark'. */
  uid: string;
  /** Raised with every change of the event. */
  sequence: number;
  /** REQUEST adds or updates the event; CANCEL removes it. */
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  durationMinutes: number;
  title: string;
  description: string;
  url?: string;
  /** Where the event takes place: a meeting link. */
  location?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export class CalendarError extends Error {}

// C0 controls and DEL. RFC 5545 allows none in TEXT but HTAB and the escaped newline, and
// none at all in a parameter value.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * A TEXT value (SUMMARY, DESCRIPTION): every line break (CRLF, a bare CR or LF) becomes one
 * LF, which the library writes as `\n`; other control characters are dropped. The library
 * escapes `\ ; ,` itself but lets a bare CR through, which some parsers read as a new line.
 */
export function textValue(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
}

/**
 * A parameter value (CN): the library quotes it and writes `"` as `\"`, which RFC 5545
 * does not know (a quoted value holds no DQUOTE), so a `"` would close the quotes and what
 * follows would be read as more parameters (ROLE=CHAIR…). RFC 6868 encodes `"` as `^'`,
 * `^` as `^^` and a line break as `^n`; ical.js and current calendars decode it. Other
 * control characters are dropped.
 */
export function parameterValue(text: string): string {
  return textValue(text).replace(/\^/g, '^^').replace(/"/g, "^'").replace(/\n/g, '^n');
}

/** An address after `mailto:` (already checked by the form): nothing that ends a line or a value. */
function addressValue(email: string): string {
  // eslint-disable-next-line no-control-regex
  return email.replace(/[\s"\\;,<>\u0000-\u001f\u007f]/g, '');
}

export function calendarInvitation(filename: string, input: CalendarEventInput): MailAttachment {
  const contact = (person: { name: string; email: string }) => ({
    name: parameterValue(person.name),
    email: addressValue(person.email),
  });
  const { error, value } = createEvent({
    productId: 'vaultmark/journeys',
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: textValue(input.title),
    description: textValue(input.description),
    ...(input.url ? { url: input.url } : {}),
    ...(input.location ? { location: input.location } : {}),
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: contact(input.organizer),
    attendees: [
      {
        ...contact(input.attendee),
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw new CalendarError(`Could not build the calendar invitation: ${error?.message ?? 'empty'}`);
  return { filename, contentType: `${ICS_CONTENT_TYPE}; method=${input.method}`, content: value };
}

/** The event a stored invitation is about: its UID and SEQUENCE (unfolded, RFC 5545 3.1). */
export function calendarEventOf(
  attachments: readonly { contentType: string; content: string }[],
): { uid: string; sequence: number } | null {
  const invitation = attachments.find((attachment) => attachment.contentType.startsWith(ICS_CONTENT_TYPE));
  if (!invitation) return null;
  const unfolded = invitation.content.replace(/\r?\n[ \t]/g, '');
  const uid = /^UID:(.+?)\r?$/m.exec(unfolded)?.[1];
  if (!uid) return null;
  const sequence = Number(/^SEQUENCE:(\d+)\r?$/m.exec(unfolded)?.[1] ?? 0);
  return { uid, sequence };
}
