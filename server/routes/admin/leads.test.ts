// The admin Leads and Mail API (PGlite; both engines with TEST_ENGINES=all): filtered, paged lists; CSV exports with
// formula cells neutralised; booking cancel and done (only once started); webinar sessions
// created, edited and cancelled (registrants told, calendars updated); availability edits
// that change the slots (no past blackout date; the bookings left on a new one counted);
// enquiry status; the outbox with statuses, the delivery channel, masked reset links,
// resend, and the recipient filter (part of an address, % _ and \ taken literally).
// Through the journeys' typed client; raw requests stay for the values its types refuse (an
// unknown status, an enquiry status it does not know) and the fuzzed recipient filter, sent
// as typed text exactly.
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BLACKOUT_IN_PAST } from '../../../domain/schemas/admin-leads.ts';
import { fieldMessages } from '../../../domain/schemas/fields.ts';
import { slotListSchema } from '../../../domain/schemas/consultations.ts';
import { outboxPageSchema, outboxSummaryListSchema } from '../../../domain/schemas/mail.ts';
import { outbox } from '../../db/schema.ts';
import { seedJourneyDefaults } from '../../db/seed/journeys.ts';
import { signUpAdmin, type TestAccount } from '../../testing/auth-helpers.ts';
import { parseInvitation } from '../../testing/ics.ts';
import {
  answersAll,
  bookingBody,
  enquiryBody,
  journeyApp,
  journeyClient,
  mailsTo,
  movableClock,
  registrationBody,
  send,
} from '../../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';
import { DONE_NOT_STARTED, DONE_ONLY_BOOKED } from './consultations.ts';

/** Rows of a CSV without quoted line breaks (enough for these exports). */
function csvRows(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe.each(testEngines('http'))('admin leads and mail API on %s', (engine) => {
  const database = useTestDatabase(engine);
  const NOW = '2026-10-20T08:00:00Z';
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;
  let admin: TestAccount;
  const formulaName = '=HYPERLINK("http://evil.example","click")';

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
    harness = journeyApp(database(), { clock });
    admin = await signUpAdmin(harness.app, database().db);
    for (const [startsAt, name] of [
      ['2026-10-26T10:00:00Z', formulaName],
      ['2026-10-27T10:00:00Z', 'Plain Name'],
      ['2026-11-10T10:00:00Z', 'Later Person'],
    ] as const) {
      expect((await visitor().consultations.$post({ json: bookingBody(startsAt, { name }) })).status).toBe(201);
    }
    await visitor().assessments.$post({ json: { answers: answersAll('yes') } });
    await visitor().assessments.$post({ json: { answers: answersAll('no') } });
    await visitor().enquiries.$post({
      json: { ...enquiryBody(), tier: 'foundations', message: '+1 seat, @finance' },
    });
    await visitor().enquiries.$post({ json: { ...enquiryBody(), tier: 'executive' } });
  });

  /** The public API, signed out. */
  const visitor = () => journeyClient(harness.app);
  /** The admin API as the signed-in admin. */
  const api = () => journeyClient(harness.app, admin.cookie).admin;
  /** A typed answer's body, after its 200. */
  const ok = async <T>(pending: Promise<{ status: number; json(): Promise<T> }>) => {
    const response = await pending;
    expect(response.status).toBe(200);
    return await response.json();
  };
  /** A refused typed request's body. */
  const refusal = async (response: { text(): Promise<string> }): Promise<unknown> => JSON.parse(await response.text());
  /** A request the client's types refuse (a bad value on purpose). */
  const refused = (method: string, path: string, body?: unknown) =>
    send(harness.app, method, path, body, { cookie: admin.cookie });
  const consultation = () => api().consultations[':id'];
  const webinar = () => api().webinars[':id'];
  const blackouts = () => api().availability.blackouts;
  const resend = (id: string) => api().outbox[':id'].resend.$post({ param: { id } });

  it('lists bookings by start with filters by firm-local date and status, paged', async () => {
    const consultations = api().consultations;
    const all = await ok(consultations.$get({ query: {} }));
    expect(all.items.map((item) => item.startsAt)).toEqual([
      '2026-10-26T10:00:00.000Z',
      '2026-10-27T10:00:00.000Z',
      '2026-11-10T10:00:00.000Z',
    ]);
    const october = await ok(consultations.$get({ query: { from: '2026-10-26', until: '2026-10-31' } }));
    expect(october.total).toBe(2);
    const paged = await ok(consultations.$get({ query: { page: '2', pageSize: '2' } }));
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((item) => item.startsAt)).toEqual(['2026-11-10T10:00:00.000Z']);
    const invalid = await consultations.$get({ query: { from: '2026-02-30', pageSize: '999' } });
    expect(invalid.status).toBe(422);
    const issues = ((await refusal(invalid)) as { details: { issues: { path: string }[] } }).details.issues.map(
      (issue) => issue.path,
    );
    expect(issues).toEqual(expect.arrayContaining(['from', 'pageSize']));
  });

  it('exports bookings as CSV with formula cells neutralised', async () => {
    const response = await api().consultations.export.$get({ query: {} });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // A UTF-8 byte-order mark first, so spreadsheets read the names right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('id,status,starts_at_utc')).toBe(true);
    const rows = csvRows(text);
    expect(rows).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('cancels a booking (the visitor is told) and marks another done', async () => {
    const { items } = await ok(api().consultations.$get({ query: {} }));
    const later = items.find((item) => item.name === 'Later Person')!;
    const cancel = (id: string) => consultation().cancel.$post({ param: { id } });
    const done = (id: string) => consultation().done.$post({ param: { id } });
    const cancelled = await cancel(later.id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    const doneCancelled = await done(later.id);
    expect(doneCancelled.status).toBe(409);
    expect(await refusal(doneCancelled)).toMatchObject({ code: 'CONFLICT', message: DONE_ONLY_BOOKED });
    clock.set('2026-10-27T11:00:00Z'); // the consultation has taken place
    try {
      expect((await done(items[1]!.id)).status).toBe(200);
    } finally {
      clock.set(NOW);
    }
    expect((await cancel('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await harness.mailer.idle();
    const mails = await mailsTo(database().db, later.email!);
    expect(mails.at(-1)).toMatchObject({ kind: 'consultation_cancellation' });
    expect(mails.at(-1)!.textBody).toContain('we have had to cancel');
    const booked = await ok(api().consultations.$get({ query: { status: 'booked' } }));
    expect(booked.total).toBe(1);
  });

  it('refuses to mark done a consultation that has not started, and changes nothing', async () => {
    const bookedNow = () => ok(api().consultations.$get({ query: { status: 'booked' } }));
    const booked = await bookedNow();
    const upcoming = booked.items.find((item) => Date.parse(item.startsAt) > clock.now.getTime())!;
    const done = () => consultation().done.$post({ param: { id: upcoming.id } });
    const early = await done();
    expect(early.status).toBe(409);
    expect(await refusal(early)).toMatchObject({ code: 'CONFLICT', message: DONE_NOT_STARTED });
    const after = await bookedNow();
    expect(after.items.map((item) => item.id)).toEqual(booked.items.map((item) => item.id));
    // Once it has begun, it can be marked done.
    clock.set(new Date(Date.parse(upcoming.startsAt) + 60_000));
    try {
      const started = await done();
      expect(started.status).toBe(200);
      expect(await started.json()).toMatchObject({ id: upcoming.id, status: 'done' });
    } finally {
      clock.set(NOW);
    }
  });

  it('creates, edits and cancels webinar sessions, telling registrants and updating calendars', async () => {
    const created = await api().webinars.$post({
      json: {
        title: 'Custody deep dive',
        abstract: 'Questions to ask a custodian.',
        startsAt: '2026-11-05T16:00:00Z',
        durationMinutes: 90,
        capacity: 3,
      },
    });
    expect(created.status).toBe(201);
    const session = await created.json();
    expect(session).toMatchObject({ seatsLeft: 3, joinUrl: null, seriesKey: null });
    const past = await api().webinars.$post({
      json: {
        title: 'Invented past',
        abstract: 'Never allowed.',
        startsAt: '2026-10-01T16:00:00Z',
        durationMinutes: 60,
        capacity: 3,
      },
    });
    expect(past.status).toBe(422);

    const attendees = [registrationBody({ company: '=cmd|calc' }), registrationBody()];
    for (const body of attendees) {
      const registered = await visitor().webinars[':id'].registrations.$post({ param: { id: session.id }, json: body });
      expect(registered.status).toBe(201);
    }
    const edit = (json: { capacity?: number; startsAt?: string; joinUrl?: string }) =>
      webinar().$patch({ param: { id: session.id }, json });
    expect((await edit({ capacity: 1 })).status).toBe(409);
    const moved = await edit({ startsAt: '2026-11-05T17:00:00Z', joinUrl: 'https://meet.example.com/custody' });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      startsAt: '2026-11-05T17:00:00.000Z',
      joinUrl: 'https://meet.example.com/custody',
      registered: 2,
    });
    expect((await edit({ joinUrl: 'http://insecure.example' })).status).toBe(422);

    const registrations = await ok(webinar().registrations.$get({ param: { id: session.id }, query: {} }));
    expect(registrations.total).toBe(2);
    const csv = await (await webinar().registrations.export.$get({ param: { id: session.id }, query: {} })).text();
    expect(csvRows(csv)[0]).toBe(
      'name,email,company,status,registered_at,reminder_sent_at,session_title,session_starts_at_utc',
    );
    expect(csv).toContain(`'=cmd|calc`);

    expect((await webinar().cancel.$post({ param: { id: session.id } })).status).toBe(200);
    expect((await webinar().cancel.$post({ param: { id: session.id } })).status).toBe(409);
    await harness.mailer.idle();
    const mails = await mailsTo(database().db, attendees[0]!.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['webinar_confirmation', 'webinar_update', 'webinar_cancellation']);
    const [confirmed, updated, cancelled] = mails.map((mail) => parseInvitation(mail.attachments[0]));
    expect(updated!.dtstartRaw).toBe('20261105T170000Z');
    expect(updated!.uid).toBe(confirmed!.uid);
    expect(updated!.sequence).toBe(1);
    expect(mails[1]!.textBody).toContain('https://meet.example.com/custody');
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: confirmed!.uid });
    expect(cancelled!.sequence).toBeGreaterThan(1);
    const listed = await ok(api().webinars.$get({ query: { status: 'cancelled' } }));
    expect(listed.items.map((item) => item.id)).toContain(session.id);
  });

  it('lists and exports assessment results and enquiries, and sets an enquiry’s status', async () => {
    const ready = await ok(api().assessments.$get({ query: { level: 'ready' } }));
    expect(ready.total).toBe(1);
    expect(ready.items[0]!.areaScores).toEqual({
      governance: 100,
      risk: 100,
      custody: 100,
      accounting: 100,
      communication: 100,
    });
    const assessmentsCsv = await (await api().assessments.export.$get({ query: {} })).text();
    expect(csvRows(assessmentsCsv)[0]).toBe(
      'id,created_at,overall,level,governance,risk,custody,accounting,communication,email,has_account,token',
    );
    expect(csvRows(assessmentsCsv)).toHaveLength(3);

    const foundations = await ok(api().enquiries.$get({ query: { tier: 'foundations' } }));
    expect(foundations.total).toBe(1);
    const enquiriesCsv = await (await api().enquiries.export.$get({ query: {} })).text();
    expect(enquiriesCsv).toContain(`'+1 seat, @finance`);
    const id = foundations.items[0]!.id;
    const patched = await api().enquiries[':id'].$patch({ param: { id }, json: { status: 'invoiced' } });
    expect(await patched.json()).toMatchObject({ status: 'invoiced' });
    expect((await ok(api().enquiries.$get({ query: { status: 'invoiced' } }))).total).toBe(1);
    // A status the client's types refuse, sent on purpose.
    expect((await refused('PATCH', `/api/admin/enquiries/${id}`, { status: 'paid' })).status).toBe(422);
  });

  it('edits opening hours and blackout dates, and the slots follow', async () => {
    // The slots answer prepared JSON, untyped: parsed with its contract.
    const slotsOn = async (date: string) =>
      slotListSchema.parse(await (await visitor().consultations.slots.$get({ query: { from: date, to: date } })).json())
        .slots.length;
    expect(await ok(api().availability.$get())).toMatchObject({
      timeZone: 'Europe/London',
      bankHolidays: 'england-and-wales',
      weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
      blackouts: [],
    });
    expect(await slotsOn('2026-10-31')).toBe(0); // a Saturday
    const hours = api().availability.hours;
    const overlapping = await hours.$put({
      json: {
        weeklyHours: [
          { weekday: 6, start: '10:00', end: '12:00' },
          { weekday: 6, start: '11:00', end: '13:00' },
        ],
      },
    });
    expect(overlapping.status).toBe(422);
    const saved = await hours.$put({
      json: {
        weeklyHours: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 6, start: '10:00', end: '12:00' },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(await slotsOn('2026-10-31')).toBe(4);
    expect(await slotsOn('2026-11-03')).toBe(6);
    expect(await slotsOn('2026-11-02')).toBe(0);

    expect((await blackouts().$post({ json: { date: '2026-11-03', reason: 'Office closed' } })).status).toBe(201);
    expect(await slotsOn('2026-11-03')).toBe(0);
    expect((await blackouts().$post({ json: { date: '2026-02-30' } })).status).toBe(422);
    const reopen = (date: string) => blackouts()[':date'].$delete({ param: { date } });
    expect((await reopen('2026-11-03')).status).toBe(200);
    expect((await reopen('2026-11-03')).status).toBe(404);
    expect(await slotsOn('2026-11-03')).toBe(6);
  });

  it('filters the outbox by any typed recipient text: 200 with matching messages only, or 422 naming `to`', async () => {
    await harness.mailer.idle();
    const typed = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('%', '_', '\\', '%_%', '@', 'EXAMPLE', ' a ', '\u0000', 'x'.repeat(300), '🙂'.repeat(10)),
    );
    await fc.assert(
      fc.asyncProperty(typed, async (to) => {
        const response = await harness.app.request(`/api/admin/outbox?to=${encodeURIComponent(to)}`, {
          headers: { cookie: admin.cookie },
        });
        const text = await response.text();
        expect([200, 422], text).toContain(response.status);
        if (response.status === 422) {
          // eslint-disable-next-line vitest/no-conditional-expect -- fuzzed input: a refusal must name the field; acceptances are checked below
          expect(text).toMatch(/\bto\b/);
          return;
        }
        const needle = to.trim().toLowerCase();
        for (const message of outboxPageSchema.parse(JSON.parse(text)).messages) {
          expect(message.to.toLowerCase()).toContain(needle);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('lists the outbox with statuses and filters, masks reset links, and resends', async () => {
    await harness.mailer.idle();
    // (The route takes the address only: its schema drops any other field.)
    await visitor().auth['request-password-reset'].$post({ json: { email: admin.email } });
    // The mail goes out after the answer.
    const reset = await vi.waitFor(
      async () => {
        const [message] = (await ok(api().outbox.$get({ query: { kind: 'password_reset', to: admin.email } })))
          .messages;
        expect(message).toBeDefined();
        return message!;
      },
      { timeout: 5_000, interval: 20 },
    );
    expect(reset!.body).toContain('token=[hidden]');
    expect(reset!.resendable).toBe(false);
    expect((await resend(reset!.id)).status).toBe(409);

    const list = await ok(
      api().outbox.$get({ query: { kind: 'consultation_confirmation', status: 'sent', pageSize: '2' } }),
    );
    // The answer meets the full contract and the summary the first admin page reads.
    expect(outboxPageSchema.safeParse(list).success).toBe(true);
    expect(outboxSummaryListSchema.safeParse(list).success).toBe(true);
    expect(list).toMatchObject({ delivery: 'outbox', page: 1, pageSize: 2, total: 3 });
    expect(list.messages).toHaveLength(2);
    // The newest is the booking an earlier test cancelled: replaced, so not resent.
    expect(list.messages[0]).toMatchObject({ superseded: true, resendable: false });
    expect((await resend(list.messages[0]!.id)).status).toBe(409);
    const message = list.messages[1]!;
    // No SMTP_URL here: the mail was only written to the log, and the answer says so.
    expect(message).toMatchObject({
      status: 'sent',
      deliveredVia: 'log',
      attempts: 1,
      lastError: null,
      resendable: true,
      superseded: false,
    });
    expect(message.attachments[0]).toMatchObject({
      filename: 'consultation.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    const resent = await resend(message.id);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ id: message.id, status: 'sent', deliveredVia: 'log', attempts: 2 });
    expect((await resend('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // A status the client's types refuse, sent on purpose.
    expect((await refused('GET', '/api/admin/outbox?status=lost')).status).toBe(422);
  });

  it('filters the outbox by part of the recipient, case-insensitively, with % _ and \\ matched literally', async () => {
    const addresses = [
      'ada.lovelace@filter.example',
      'under_score@filter.example',
      'underxscore@filter.example',
      '100%real@filter.example',
      '100xreal@filter.example',
      'a\\b@filter.example',
      'ab@filter.example',
    ];
    // Sent before the channel was recorded: delivered_via stays null.
    await database()
      .db.insert(outbox)
      .values(
        addresses.map((toAddress) => ({
          kind: 'filter_probe',
          toAddress,
          subject: 'Probe',
          textBody: 'Probe',
          status: 'sent' as const,
          attempts: 1,
          sentAt: new Date(NOW),
        })),
      );
    const recipients = async (to: string) =>
      (await ok(api().outbox.$get({ query: { kind: 'filter_probe', to } }))).messages
        .map((message) => message.to)
        .sort();

    expect(await recipients('LOVELACE@Filter')).toEqual(['ada.lovelace@filter.example']);
    expect(await recipients('  filter.example ')).toEqual([...addresses].sort());
    expect(await recipients('under_')).toEqual(['under_score@filter.example']);
    expect(await recipients('100%')).toEqual(['100%real@filter.example']);
    expect(await recipients('a\\b')).toEqual(['a\\b@filter.example']);
    expect(await recipients('%')).toEqual(['100%real@filter.example']);
    expect(await recipients('nobody@')).toEqual([]);
    const old = (await ok(api().outbox.$get({ query: { kind: 'filter_probe', to: 'ada.' } }))).messages[0];
    expect(old).toMatchObject({ status: 'sent', deliveredVia: null });

    const tooLong = await api().outbox.$get({ query: { to: 'x'.repeat(255) } });
    expect(tooLong.status).toBe(422);
    expect(await refusal(tooLong)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: 'to', message: fieldMessages.tooLong(254) }] },
    });
    const control = await api().outbox.$get({ query: { to: 'ada\u0000' } });
    expect(control.status).toBe(422);
    expect(await refusal(control)).toMatchObject({ details: { issues: [{ path: 'to' }] } });
  });

  it('refuses a blackout date before the firm’s today, and changes nothing', async () => {
    const before = await ok(api().availability.$get());
    // 08:00 UTC on 20 October is 09:00 in London: the 19th is yesterday there, the 20th today.
    const past = await blackouts().$post({ json: { date: '2026-10-19', reason: 'Too late' } });
    expect(past.status).toBe(422);
    expect(await refusal(past)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: 'date', message: BLACKOUT_IN_PAST }] },
    });
    expect(await ok(api().availability.$get())).toEqual(before);
    const today = await blackouts().$post({ json: { date: '2026-10-20', reason: 'Today' } });
    expect(today.status).toBe(201);
    expect((await blackouts()[':date'].$delete({ param: { date: '2026-10-20' } })).status).toBe(200);
  });

  it('answers 201 for a new blackout date and 200 when its reason is replaced, with the bookings left that day', async () => {
    // Tuesdays are open 09:00–12:00 since the hours were edited above.
    const startsAt = '2026-11-03T10:00:00Z';
    const booking = await visitor().consultations.$post({ json: bookingBody(startsAt, { name: 'Tue Person' }) });
    expect(booking.status).toBe(201);
    const added = await blackouts().$post({ json: { date: '2026-11-03', reason: 'Travel' } });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      bookedOnDate: 1,
      blackouts: expect.arrayContaining([{ date: '2026-11-03', reason: 'Travel' }]),
    });
    const replaced = await blackouts().$post({ json: { date: '2026-11-03', reason: 'Away' } });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      bookedOnDate: 1,
      blackouts: expect.arrayContaining([{ date: '2026-11-03', reason: 'Away' }]),
    });
    const quiet = await blackouts().$post({ json: { date: '2026-11-04' } });
    expect(await quiet.json()).toMatchObject({ bookedOnDate: 0 });
    for (const date of ['2026-11-03', '2026-11-04']) {
      expect((await blackouts()[':date'].$delete({ param: { date } })).status).toBe(200);
    }
  });
});
