// The journeys' mail as people read it, and their invitations as calendars read them
// (parsed back with ical.js): times in the visitor's zone and the firm's across the weeks
// when US and UK clocks disagree, DTSTART in UTC, and names with commas or accents intact.
import { describe, expect, it } from 'vitest';
import { scoreAssessment } from '../../domain/assessment/scoring.ts';
import { QUESTION_IDS } from '../../domain/assessment/questions.ts';
import { joiningLinkTexts } from '../../domain/schemas/webinars.ts';
import { SUPPORT_EMAIL } from '../../domain/site.ts';
import { parseInvitation } from '../testing/ics.ts';
import {
  assessmentResultMail,
  consultationCancellationMail,
  consultationConfirmationMail,
  enquiryConfirmationMail,
  webinarCancellationMail,
  webinarConfirmationMail,
  webinarReminderMail,
  webinarUpdateMail,
  type MailContext,
} from './journey-mails.ts';

const context: MailContext = {
  siteName: 'Vaultmark',
  origin: 'https://vaultmark.example',
  organizer: { name: 'Vaultmark', email: 'no-reply@vaultmark.example' },
  firmTimeZone: 'Europe/London',
};

const booking = {
  id: '5b1e7a52-9f55-4c1b-8c44-6f2a0c3c1d10',
  name: 'Zoë O’Brien, CFO; Treasury',
  email: 'zoe@example.com',
  company: 'Acme, Inc.',
  topic: null,
  // 2027-03-16 09:00 GMT: New York has been on EDT since 03-14, London changes on 03-28.
  startsAt: new Date('2027-03-16T09:00:00Z'),
  visitorTimeZone: 'America/New_York',
  manageToken: 'abcdefghijklmnopqrstuv',
  sequence: 0,
  joinUrl: null,
};

describe('consultation mail', () => {
  it('gives the time in the visitor’s zone and the firm’s while their clocks disagree', () => {
    const mail = consultationConfirmationMail(context, booking);
    expect(mail.subject).toBe('Your Vaultmark consultation: Tue, Mar 16, 2027, 5:00 AM EDT');
    expect(mail.text).toContain('Tue, Mar 16, 2027, 5:00 AM EDT — your time (America/New_York)');
    expect(mail.text).toContain('Tue, Mar 16, 2027, 9:00 AM GMT — our time (Europe/London)');
    expect(mail.text).toContain('https://vaultmark.example/schedule-consultation/manage/abcdefghijklmnopqrstuv');
  });

  it('names the time once when the visitor is in the firm’s zone', () => {
    const mail = consultationConfirmationMail(context, { ...booking, visitorTimeZone: 'Europe/London' });
    expect(mail.text).toContain('9:00 AM GMT — your time (Europe/London)');
    expect(mail.text).not.toContain('— our time');
  });

  it('attaches an invitation calendars read back: UTC start, 30 minutes, the attendee and organiser', () => {
    const invitation = parseInvitation(consultationConfirmationMail(context, booking).attachments?.[0]);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      sequence: 0,
      uid: `consultation-${booking.id}@vaultmark.example`,
      summary: 'Vaultmark consultation (30 minutes)',
      dtstartRaw: '20270316T090000Z',
      attendee: 'mailto:zoe@example.com',
      attendeeName: 'Zoë O’Brien, CFO; Treasury',
      organizer: 'mailto:no-reply@vaultmark.example',
    });
    expect(invitation.end.getTime() - invitation.start.getTime()).toBe(30 * 60_000);
    const cancel = parseInvitation(
      consultationCancellationMail(context, { ...booking, sequence: 1 }, 'visitor').attachments?.[0],
    );
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1, uid: invitation.uid });
  });
});

describe('webinar mail', () => {
  const webinar = {
    registrationId: 'r-1',
    sessionId: 's-1',
    name: 'Ada',
    email: 'ada@example.com',
    title: 'Writing and adopting a treasury policy',
    abstract: 'What a policy sets out.',
    // 2027-03-16 16:00 GMT: 12:00 in New York (EDT since 03-14), London still on GMT.
    startsAt: new Date('2027-03-16T16:00:00Z'),
    durationMinutes: 60,
    joinUrl: null,
    visitorTimeZone: 'America/New_York',
    manageToken: 'webinarManageToken0001',
    sequence: 0,
  };
  const manageUrl = 'https://vaultmark.example/live-webinars/manage/webinarManageToken0001';
  const withLink = { ...webinar, joinUrl: 'https://meet.example.com/room-7' };

  it('gives the time in the registrant’s zone and the firm’s in every mail', () => {
    for (const mail of [
      webinarConfirmationMail(context, webinar),
      webinarUpdateMail(context, webinar),
      webinarReminderMail(context, webinar),
      webinarCancellationMail(context, webinar, 'attendee'),
      webinarCancellationMail(context, webinar, 'admin'),
    ]) {
      expect(mail.text, mail.kind).toContain('Tue, Mar 16, 2027, 12:00 PM EDT — your time (America/New_York)');
      expect(mail.text, mail.kind).toContain('Tue, Mar 16, 2027, 4:00 PM GMT — our time (Europe/London)');
    }
    expect(webinarConfirmationMail(context, webinar).subject).toBe(
      'Registered: Writing and adopting a treasury policy (Tue, Mar 16, 2027, 12:00 PM EDT)',
    );
    const local = webinarConfirmationMail(context, { ...webinar, visitorTimeZone: 'Europe/London' });
    expect(local.text).toContain('4:00 PM GMT — your time (Europe/London)');
    expect(local.text).not.toContain('— our time');
  });

  it('carries the cancel link in the confirmation and in its calendar invitation', () => {
    const mail = webinarConfirmationMail(context, webinar);
    expect(mail.text).toContain(manageUrl);
    expect(parseInvitation(mail.attachments?.[0]).description).toContain(`Cancel your registration: ${manageUrl}`);
    expect(webinarReminderMail(context, webinar).text).toContain(manageUrl);
  });

  it('writes the registration’s own SEQUENCE into every invitation, the cancellation’s too', () => {
    const request = parseInvitation(webinarConfirmationMail(context, { ...webinar, sequence: 2 }).attachments?.[0]);
    expect(request).toMatchObject({ method: 'REQUEST', sequence: 2, uid: 'webinar-r-1@vaultmark.example' });
    expect(request.dtstartRaw).toBe('20270316T160000Z');
    const update = parseInvitation(webinarUpdateMail(context, { ...webinar, sequence: 3 }).attachments?.[0]);
    expect(update).toMatchObject({ method: 'REQUEST', sequence: 3 });
    const cancel = parseInvitation(
      webinarCancellationMail(context, { ...webinar, sequence: 1 }, 'attendee').attachments?.[0],
    );
    expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1, uid: request.uid });
  });

  it('promises no joining link it will not send, and never asks for a reply to the no-reply sender', () => {
    for (const mail of [
      webinarConfirmationMail(context, webinar),
      webinarUpdateMail(context, webinar),
      webinarReminderMail(context, webinar),
    ]) {
      expect(mail.text, mail.kind).not.toContain('follows by email before the session');
      expect(mail.text, mail.kind).not.toMatch(/reply/i);
      expect(mail.text, mail.kind).toContain(SUPPORT_EMAIL);
    }
    expect(webinarConfirmationMail(context, webinar).text).toContain(joiningLinkTexts.toFollow);
    expect(parseInvitation(webinarConfirmationMail(context, webinar).attachments?.[0]).description).toContain(
      joiningLinkTexts.toFollow,
    );
    expect(webinarReminderMail(context, webinar).text).toContain(joiningLinkTexts.missingAtReminder);
  });

  it('gives the joining link in the confirmation, its invitation and the reminder when the session has one', () => {
    const confirmation = webinarConfirmationMail(context, withLink);
    expect(confirmation.text).toContain('Join here at the start time: https://meet.example.com/room-7');
    expect(parseInvitation(confirmation.attachments?.[0]).description).toContain(
      'Join: https://meet.example.com/room-7',
    );
    const reminder = webinarReminderMail(context, withLink);
    expect(reminder.text).toContain('Join here: https://meet.example.com/room-7');
    expect(reminder.text).not.toContain(SUPPORT_EMAIL);
  });
});

describe('enquiry and assessment mail', () => {
  it('confirms an enquiry with the tier, its price and the invoice', () => {
    const mail = enquiryConfirmationMail(context, {
      name: 'Grace',
      email: 'g@example.com',
      company: 'Navy',
      tier: 'executive',
      message: null,
    });
    expect(mail.subject).toBe('Your enquiry about the Vaultmark Executive program');
    expect(mail.text).toContain('Executive: 2,997 USD');
    expect(mail.text).toContain('There is no card payment on this site');
    expect(mail.attachments).toBeUndefined();
  });

  it('copies an assessment result with open items, what to find out and where to start', () => {
    const answers = Object.fromEntries(QUESTION_IDS.map((id, index) => [id, index < 3 ? 'not_sure' : 'yes'] as const));
    const mail = assessmentResultMail(context, {
      email: 'a@example.com',
      token: 'tok',
      score: scoreAssessment(answers),
    });
    expect(mail.text).toContain('Overall: 80/100 — Developing');
    expect(mail.text).toContain(
      'To find out:\n  - Has the board, or a committee it delegates to, discussed holding Bitcoin?',
    );
    expect(mail.text).toContain('Governance (0/100): Settle who decides');
    expect(mail.text).toContain('https://vaultmark.example/glossary#term-treasury-policy');
    expect(mail.text).toContain('https://vaultmark.example/assessment/result/tok');
  });
});
