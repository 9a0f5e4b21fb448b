// Reads a calendar invitation back with an independent parser (ical.js), so tests check
// what calendars will see, not what our code meant to write.
import ICAL from 'ical.js';
import type { StoredAttachment } from '../db/schema.ts';

export interface ParsedInvitation {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  description: string;
  /** DTSTART as written (e.g. 20261023T080000Z) and as an instant. */
  dtstartRaw: string;
  start: Date;
  end: Date;
  /** mailto: URIs (the scheme lower-cased: it is case-insensitive). */
  attendee: string;
  attendeeName: string;
  organizer: string;
}

const mailto = (value: unknown) => String(value ?? '').replace(/^mailto:/i, 'mailto:');

export function parseInvitation(attachment: StoredAttachment | undefined): ParsedInvitation {
  if (!attachment) throw new Error('no calendar attachment');
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error(`no VEVENT in ${attachment.content}`);
  const vevent = new ICAL.Event(event);
  const rawLine = /^DTSTART[^:\r\n]*:([^\r\n]+)$/m.exec(attachment.content);
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    uid: vevent.uid,
    sequence: vevent.sequence,
    status: (event.getFirstPropertyValue('status') as string | null) ?? null,
    summary: vevent.summary,
    description: vevent.description,
    dtstartRaw: rawLine?.[1] ?? '',
    start: vevent.startDate.toJSDate(),
    end: vevent.endDate.toJSDate(),
    attendee: mailto(event.getFirstPropertyValue('attendee')),
    attendeeName: String(event.getFirstProperty('attendee')?.getParameter('cn') ?? ''),
    organizer: mailto(event.getFirstPropertyValue('organizer')),
  };
}
