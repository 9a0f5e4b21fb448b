// Calendar invitations (.ics, RFC 5545) built with the `ics` library: a REQUEST when an
// event is booked or moved (a higher SEQUENCE makes calendars update the same event), a
// CANCEL when it is called off. Times are written in UTC (DTSTART…Z); calendars show them
// in their owner's zone.
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

export function calendarInvitation(filename: string, input: CalendarEventInput): MailAttachment {
  const { error, value } = createEvent({
    productId: 'vaultmark/journeys',
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: input.durationMinutes },
    title: input.title,
    description: input.description,
    ...(input.url ? { url: input.url } : {}),
    ...(input.location ? { location: input.location } : {}),
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: input.organizer,
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
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
