// The journeys' mail as people read it, and their invitations as calendars read them
// (parsed back with ical.js): times in the visitor's zone and the firm's across the weeks
// when US and UK clocks disagree, DTSTART in UTC, and names with commas or accents intact.
import { describe, expect, it } from 'vitest';
import { scoreAssessment } from '../../domain/assessment/scoring.ts';
import { QUESTION_IDS } from '../../domain/assessment/questions.ts';
import { parseInvitation } from '../testing/ics.ts';
import {
  assessmentResultMail,
  consultationCancellationMail,
  consultationConfirmationMail,
  enquiryConfirmationMail,
  webinarConfirmationMail,
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

describe('webinar, enquiry and assessment mail', () => {
  const webinar = {
    registrationId: 'r-1',
    sessionId: 's-1',
    name: 'Ada',
    email: 'ada@example.com',
    title: 'Writing and adopting a treasury policy',
    abstract: 'What a policy sets out.',
    startsAt: new Date('2027-03-16T16:00:00Z'),
    durationMinutes: 60,
    joinUrl: null,
  };

  it('says the joining link follows when a session has none yet', () => {
    const mail = webinarConfirmationMail(context, webinar);
    expect(mail.text).toContain('The joining link follows by email before the session.');
    expect(mail.text).toContain('Tue, Mar 16, 2027, 4:00 PM GMT (Europe/London)');
    expect(mail.text).toContain('Tue, Mar 16, 2027, 4:00 PM UTC');
    expect(parseInvitation(mail.attachments?.[0]).dtstartRaw).toBe('20270316T160000Z');
  });

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
