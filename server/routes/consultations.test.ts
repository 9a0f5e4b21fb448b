// Consultation booking through real HTTP handlers on a real database (PGlite, and
// PostgreSQL when DATABASE_URL_TEST is set), with the clock set to a week before the UK
// clocks go back (2026-10-25) so slots straddle the change. Through Hono's typed testClient;
// the refused queries and bodies, which its types do not let through, are raw requests.
import { and, count, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  consultationMessages,
  type BookConsultationInput,
  slotListSchema,
  type SlotsQuery,
} from '../../domain/schemas/consultations.ts';
import { consultations, outbox } from '../db/schema.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { parseInvitation } from '../testing/ics.ts';
import { bookingBody, journeyApp, journeyClient, mailsTo, movableClock, send } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-10-20T08:00:00Z'; // Tuesday 09:00 BST

interface Refusal {
  message: string;
  details: { issues: { path: string }[] };
}

/** A refusal's body (the handlers' types name only their success). */
const refusal = async (response: Response): Promise<Refusal> => JSON.parse(await response.text());

describe.each(testEngines())('consultation booking on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
    harness = journeyApp(database(), { clock });
  });

  const api = () => journeyClient(harness.app).consultations;
  /** The free slots for a query (their route sends prepared JSON, untyped: parsed with its contract). */
  const slots = async (query: SlotsQuery) => {
    const response = await api().slots.$get({ query });
    return { status: response.status, body: slotListSchema.parse(await response.json()) };
  };
  const book = (json: BookConsultationInput) => api().$post({ json });
  const manage = () => api().manage[':token'];

  it('lists 30-minute slots in UTC, following the firm’s clocks across the change to GMT', async () => {
    const { status, body } = await slots({ from: '2026-10-23', to: '2026-10-26' });
    expect(status).toBe(200);
    expect(body.timeZone).toBe('Europe/London');
    const starts = body.slots.map((slot) => slot.startsAt);
    expect(starts).toHaveLength(32); // Friday and Monday, 09:00–17:00 each
    expect(starts[0]).toBe('2026-10-23T08:00:00.000Z'); // 09:00 BST
    expect(starts[15]).toBe('2026-10-23T15:30:00.000Z');
    expect(starts[16]).toBe('2026-10-26T09:00:00.000Z'); // 09:00 GMT
    expect(body.slots[0]?.endsAt).toBe('2026-10-23T08:30:00.000Z');
  });

  it('reads the dates in the visitor’s zone when one is given', async () => {
    // Tokyo's 2026-10-26 ends at 15:00 UTC: Monday's London slots from 15:00 UTC fall on the 27th there.
    const { body } = await slots({ from: '2026-10-26', to: '2026-10-26', timeZone: 'Asia/Tokyo' });
    expect(body.slots.map((slot) => slot.startsAt)).toEqual(
      Array.from({ length: 12 }, (_, i) => new Date(Date.parse('2026-10-26T09:00:00Z') + i * 1_800_000).toISOString()),
    );
  });

  it('defaults to the bookable window: from 24 hours ahead to 30 days ahead', async () => {
    const { body } = await slots({});
    expect(body.slots[0]?.startsAt).toBe('2026-10-21T08:00:00.000Z');
    // 30 days after now is Thursday 2026-11-19 08:00 UTC, before that day opens (09:00 GMT).
    expect(body.slots.at(-1)?.startsAt).toBe('2026-11-18T16:30:00.000Z');
  });

  it.each([
    ['an impossible date', { from: '2026-02-30', to: '2026-03-01' }, 'from'],
    ['a range over 31 days', { from: '2026-10-21', to: '2026-11-30' }, 'to'],
    ['an end before the start', { from: '2026-10-26', to: '2026-10-23' }, 'to'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
  ])('answers 422 for %s, naming the field', async (_label, query, field) => {
    const response = await api().slots.$get({ query });
    expect(response.status).toBe(422);
    expect((await refusal(response)).details.issues.map((issue) => issue.path)).toContain(field);
  });

  it('books a slot: 201 with the manage link, the slot gone, and the confirmation with its invitation', async () => {
    const body = bookingBody('2026-10-23T08:00:00Z');
    const response = await book(body);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.startsAt).toBe('2026-10-23T08:00:00.000Z');
    expect(created.endsAt).toBe('2026-10-23T08:30:00.000Z');
    expect(created.manageUrl).toMatch(/^http:\/\/localhost\/schedule-consultation\/manage\/[A-Za-z0-9_-]{22}$/);
    expect(new URL(created.manageUrl).pathname).toBe(created.managePath);

    const { body: after } = await slots({ from: '2026-10-23', to: '2026-10-23' });
    expect(after.slots.map((slot) => slot.startsAt)).not.toContain('2026-10-23T08:00:00.000Z');
    expect(after.slots).toHaveLength(15);

    await harness.mailer.idle();
    const [mail] = await mailsTo(database().db, body.email);
    expect(mail).toMatchObject({ kind: 'consultation_confirmation', status: 'sent', attempts: 1 });
    expect(mail!.textBody).toContain('Hello Ada Lovelace,');
    expect(mail!.textBody).toContain('Fri, Oct 23, 2026, 4:00 AM EDT — your time (America/New_York)');
    expect(mail!.textBody).toContain('Fri, Oct 23, 2026, 9:00 AM GMT+1 — our time (Europe/London)');
    expect(mail!.textBody).toContain(created.manageUrl);
    const invitation = parseInvitation(mail!.attachments[0]);
    expect(mail!.attachments[0]).toMatchObject({ filename: 'consultation.ics' });
    expect(invitation.dtstartRaw).toBe('20261023T080000Z');
    expect(invitation.start.toISOString()).toBe('2026-10-23T08:00:00.000Z');
    expect(invitation.end.toISOString()).toBe('2026-10-23T08:30:00.000Z');
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' });
    expect(invitation.uid).toBe(`consultation-${created.id}@localhost`);
    expect(invitation.attendee).toBe(`mailto:${body.email}`);
    expect(invitation.description).toContain(created.manageUrl);
  });

  it('answers 409 for a taken slot and stores nothing more', async () => {
    const body = bookingBody('2026-10-23T08:00:00Z');
    const before = await database().db.$count(consultations);
    const response = await book(body);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'CONFLICT', message: consultationMessages.slotTaken });
    expect(await database().db.$count(consultations)).toBe(before);
    expect(await mailsTo(database().db, body.email)).toEqual([]);
  });

  it.each([
    ['a time between slots', '2026-10-23T08:15:00Z'],
    ['a Saturday', '2026-10-24T09:00:00Z'],
    ['a time under 24 hours ahead', '2026-10-20T13:00:00Z'],
    ['a time beyond 30 days', '2026-11-23T10:00:00Z'],
    ['after closing time', '2026-10-23T16:00:00Z'],
  ])('answers 422 for %s, naming startsAt', async (_label, startsAt) => {
    const response = await book(bookingBody(startsAt));
    expect(response.status).toBe(422);
    const error = await refusal(response);
    expect(error.message).toBe(consultationMessages.notASlot);
    expect(error.details.issues[0]?.path).toBe('startsAt');
  });

  it.each([
    ['no consent', { consent: false }, 'consent'],
    ['a NUL in the name', { name: 'Ada\u0000' }, 'name'],
    ['a bad email', { email: 'ada@' }, 'email'],
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, 'timeZone'],
    ['a missing company', { company: '   ' }, 'company'],
    ['an impossible date', { startsAt: '2026-02-30T09:00:00Z' }, 'startsAt'],
    ['an unknown assessment', { assessmentToken: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'assessmentToken'],
    ['a malformed assessment token', { assessmentToken: 'short' }, 'assessmentToken'],
    ['an over-long topic', { topic: 'x'.repeat(2001) }, 'topic'],
  ])('answers 422 for %s, naming the field, and stores nothing', async (_label, override, field) => {
    const before = await database().db.$count(consultations);
    const response = await send(
      harness.app,
      'POST',
      '/api/consultations',
      bookingBody('2026-10-27T10:00:00Z', override),
    );
    expect(response.status).toBe(422);
    const error = (await response.json()) as { details: { issues: { path: string }[] } };
    expect(error.details.issues.map((issue) => issue.path)).toContain(field);
    expect(await database().db.$count(consultations)).toBe(before);
  });

  it('trims text and normalises the email', async () => {
    const email = `  Mixed.Case-${Date.now()}@Example.COM `;
    const response = await book(
      bookingBody('2026-10-27T09:30:00Z', { email, name: '  Ada  ', role: '   ', topic: null }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await database().db.select().from(consultations).where(eq(consultations.id, id));
    expect(row).toMatchObject({ email: email.trim().toLowerCase(), name: 'Ada', role: null, topic: null });
  });

  it('reads, reschedules and cancels a booking through its manage link', async () => {
    const body = bookingBody('2026-10-28T09:00:00Z', { timeZone: 'Europe/London' });
    const created = await (await book(body)).json();
    const param = { token: created.managePath.split('/').at(-1)! };
    const booking = manage();

    const read = await booking.$get({ param });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toBe('noindex');
    expect(await read.json()).toEqual({
      id: created.id,
      status: 'booked',
      startsAt: '2026-10-28T09:00:00.000Z',
      endsAt: '2026-10-28T09:30:00.000Z',
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      firmTimeZone: 'Europe/London',
      visitorTimeZone: 'Europe/London',
      canChange: true,
      joinUrl: null,
    });

    // Onto a taken slot: 409, and nothing changes.
    const reschedule = (startsAt: string) => booking.reschedule.$post({ param, json: { startsAt } });
    const taken = await reschedule('2026-10-23T08:00:00Z');
    expect(taken.status).toBe(409);
    expect((await (await booking.$get({ param })).json()).startsAt).toBe('2026-10-28T09:00:00.000Z');
    // Onto a time that is no slot: 422.
    expect((await reschedule('2026-10-28T09:10:00Z')).status).toBe(422);

    const moved = await reschedule('2026-10-29T14:00:00Z');
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ startsAt: '2026-10-29T14:00:00.000Z', status: 'booked' });
    const { body: free } = await slots({ from: '2026-10-28', to: '2026-10-28' });
    expect(free.slots.map((slot) => slot.startsAt)).toContain('2026-10-28T09:00:00.000Z');

    const cancelled = await booking.cancel.$post({ param });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', canChange: false });
    expect((await booking.cancel.$post({ param })).status).toBe(409);
    const { body: again } = await slots({ from: '2026-10-29', to: '2026-10-29' });
    expect(again.slots.map((slot) => slot.startsAt)).toContain('2026-10-29T14:00:00.000Z');

    await harness.mailer.idle();
    const mails = await mailsTo(database().db, body.email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'consultation_confirmation',
      'consultation_rescheduled',
      'consultation_cancellation',
    ]);
    const [booked, rescheduled, cancellation] = mails.map((mail) => parseInvitation(mail.attachments[0]));
    expect(rescheduled!.uid).toBe(booked!.uid);
    expect(rescheduled!.sequence).toBeGreaterThan(booked!.sequence);
    expect(rescheduled!.dtstartRaw).toBe('20261029T140000Z');
    expect(cancellation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: booked!.uid });
    expect(cancellation!.sequence).toBeGreaterThan(rescheduled!.sequence);
    expect(mails[2]!.textBody).toContain('has been cancelled, as you asked');
  });

  it('answers 404 for an unknown or malformed manage link', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
      expect((await manage().$get({ param: { token } })).status).toBe(404);
    }
    // An escaped NUL in the path, which the client would escape again: a raw request.
    expect((await send(harness.app, 'POST', '/api/consultations/manage/%00/cancel')).status).toBe(404);
  });

  it('books one of 20 concurrent requests for one slot: exactly one 201, the others 409', async () => {
    const startsAt = '2026-10-30T10:00:00Z';
    const bodies = Array.from({ length: 20 }, () => bookingBody(startsAt));
    const responses = await Promise.all(bodies.map((body) => book(body)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const rows = await database()
      .db.select({ n: count() })
      .from(consultations)
      .where(and(eq(consultations.startsAt, new Date(startsAt)), ne(consultations.status, 'cancelled')));
    expect(rows[0]?.n).toBe(1);
    await harness.mailer.idle();
    const confirmations = await database()
      .db.select({ n: count() })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'consultation_confirmation'),
          eq(outbox.subject, 'Your Vaultmark consultation: Fri, Oct 30, 2026, 6:00 AM EDT'),
        ),
      );
    expect(confirmations[0]?.n).toBe(1);
  });

  it('carries an assessment result into the booking', async () => {
    const assessments = journeyClient(harness.app).assessments;
    const questions = await (await assessments.questions.$get()).json();
    const answers = Object.fromEntries(
      questions.areas.flatMap((area) => area.questions).map((question) => [question.id, 'partly' as const]),
    );
    const result = await (await assessments.$post({ json: { answers } })).json();
    const body = bookingBody('2026-11-02T11:00:00Z', { assessmentToken: result.token });
    expect((await book(body)).status).toBe(201);
    await harness.mailer.idle();
    const [mail] = await mailsTo(database().db, body.email);
    expect(mail!.textBody).toContain(`Assessment result: http://localhost/assessment/result/${result.token}`);
  });
});
