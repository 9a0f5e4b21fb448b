// Invitations carry what visitors and admins typed (names, abstracts): read back with an
// independent parser (ical.js), a hostile value stays one value — no extra attendee, no
// parameter such as ROLE=CHAIR, no property smuggled in by a bare carriage return.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarInvitation, type CalendarEventInput } from './calendar.ts';

const base: CalendarEventInput = {
  uid: 'webinar-1@vaultmark.example',
  sequence: 0,
  method: 'REQUEST',
  startsAt: new Date('2026-10-23T08:00:00Z'),
  durationMinutes: 45,
  title: 'Treasury policy in practice',
  description: 'An hour on treasury policy',
  organizer: { name: 'Vaultmark', email: 'no-reply@vaultmark.example' },
  attendee: { name: 'Ada', email: 'ada@example.com' },
};

function read(input: CalendarEventInput) {
  const content = String(calendarInvitation('webinar.ics', input).content);
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
  const attendees = event.getAllProperties('attendee');
  return {
    content,
    event,
    attendees: attendees.map((attendee) => ({
      value: String(attendee.getFirstValue()),
      cn: attendee.getParameter('cn'),
      role: attendee.getParameter('role'),
      rsvp: attendee.getParameter('rsvp'),
    })),
  };
}

describe('calendar invitation values', () => {
  it('keeps a name with a double quote inside its CN: one attendee, its own role, its own address', () => {
    const name = 'Eve";ROLE=CHAIR;RSVP=TRUE:mailto:boss@example.com\nATTENDEE;CN="x';
    const { attendees } = read({ ...base, attendee: { name, email: 'eve@example.com' } });
    expect(attendees).toEqual([{ value: 'mailto:eve@example.com', cn: name, role: 'REQ-PARTICIPANT', rsvp: 'FALSE' }]);
  });

  it('writes a bare carriage return in a description as an escaped line break, never raw', () => {
    const description = 'Line one\rATTENDEE;ROLE=CHAIR:mailto:boss@example.com\r\nLine three\u0000';
    const { content, event, attendees } = read({ ...base, description, title: 'A\rB' });
    // Every CR in the file ends a line (CRLF); none sits inside a value.
    expect(content.replace(/\r\n/g, '')).not.toContain('\r');
    expect(event.getFirstPropertyValue('description')).toBe(
      'Line one\nATTENDEE;ROLE=CHAIR:mailto:boss@example.com\nLine three',
    );
    expect(event.getFirstPropertyValue('summary')).toBe('A\nB');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.value).toBe('mailto:ada@example.com');
  });

  it('round-trips carets, commas and semicolons in a name', () => {
    const name = 'O’Brien, Zoë; ^CFO^';
    expect(read({ ...base, attendee: { name, email: 'zoe@example.com' } }).attendees[0]!.cn).toBe(name);
  });
});
