// Live webinars through real handlers on both engines: the schedule planned from its rule,
// the public list (no joining links), registration once per email, full and past sessions,
// and capacity under concurrent registrations.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { webinarMessages, type WebinarList, type WebinarRegistrationResult } from '../../domain/schemas/webinars.ts';
import { WEBINAR_TOPICS } from '../../domain/webinars/schedule.ts';
import { insertSession } from '../db/queries/webinars.ts';
import { webinarRegistrations, webinarSessions } from '../db/schema.ts';
import { topUpWebinarSchedule } from '../journeys/webinars.ts';
import { parseInvitation } from '../testing/ics.ts';
import { journeyApp, mailsTo, movableClock, registrationBody, send } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-10-20T08:00:00Z'; // a Tuesday morning in London
const JOIN_URL = 'https://meet.example.com/vaultmark-webinar-secret';

describe.each(testEngines())('live webinars on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;

  beforeAll(() => {
    harness = journeyApp(database(), { clock, settings: { webinarJoinUrl: JOIN_URL } });
  });

  const list = async () => (await (await harness.app.request('/api/webinars')).json()) as WebinarList;
  const register = (sessionId: string, body = registrationBody()) =>
    send(harness.app, 'POST', `/api/webinars/${sessionId}/registrations`, body);

  it('plans the twice-weekly sessions from the rule, once however often it runs', async () => {
    const { db } = database();
    expect(await topUpWebinarSchedule(db, harness.journeys, clock.now)).toBe(16);
    expect(await topUpWebinarSchedule(db, harness.journeys, clock.now)).toBe(0);
    // A week later the rule reaches a week further: two more sessions, nothing repeated.
    expect(await topUpWebinarSchedule(db, harness.journeys, new Date('2026-10-27T08:00:00Z'))).toBe(2);
    const rows = await db.select().from(webinarSessions);
    expect(rows).toHaveLength(18);
    expect(rows.every((row) => row.seriesKey === 'twice-weekly' && row.joinUrl === JOIN_URL)).toBe(true);
    expect(rows.every((row) => row.startsAt.getTime() > clock.now.getTime())).toBe(true);
  });

  it('lists upcoming sessions with seats left, never their joining link', async () => {
    const response = await harness.app.request('/api/webinars');
    const text = await response.text();
    expect(text).not.toContain('meet.example.com');
    expect(text).not.toMatch(/join/i);
    const body = JSON.parse(text) as WebinarList;
    expect(body.past).toEqual([]);
    expect(body.upcoming).toHaveLength(18);
    expect(body.upcoming[0]).toEqual({
      id: expect.any(String),
      title: WEBINAR_TOPICS.find((topic) => topic.title === body.upcoming[0]!.title)!.title,
      abstract: expect.any(String),
      startsAt: '2026-10-20T15:00:00.000Z', // 16:00 BST
      durationMinutes: 60,
      capacity: 100,
      seatsLeft: 100,
    });
    expect(body.upcoming[2]?.startsAt).toBe('2026-10-27T16:00:00.000Z'); // 16:00 GMT after the change
  });

  it('registers once per email: 201, then 200 with the same registration and no second mail', async () => {
    const [session] = (await list()).upcoming;
    const body = registrationBody();
    const first = await register(session!.id, body);
    expect(first.status).toBe(201);
    const created = (await first.json()) as WebinarRegistrationResult;
    expect(created).toMatchObject({ created: true, message: webinarMessages.registered });
    expect(created.session.seatsLeft).toBe(99);
    expect((await list()).upcoming.find((listed) => listed.id === session!.id)?.seatsLeft).toBe(99);
    expect(JSON.stringify(created)).not.toContain('meet.example.com');

    const again = await register(session!.id, {
      ...body,
      email: `  ${body.email.toUpperCase()} `,
      name: 'Someone Else',
    });
    expect(again.status).toBe(200);
    const repeated = (await again.json()) as WebinarRegistrationResult;
    expect(repeated).toMatchObject({ created: false, message: webinarMessages.alreadyRegistered });
    expect(repeated.registration.id).toBe(created.registration.id);
    expect(repeated.registration.name).toBe('Katherine Johnson');

    const rows = await database()
      .db.select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.email, body.email));
    expect(rows).toHaveLength(1);
    await harness.mailer.idle();
    const mails = await mailsTo(database().db, body.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['webinar_confirmation']);
    expect(mails[0]!.textBody).toContain(`Join here at the start time: ${JOIN_URL}`);
    expect(mails[0]!.textBody).toContain('Tue, Oct 20, 2026, 4:00 PM GMT+1 (Europe/London)');
    const invitation = parseInvitation(mails[0]!.attachments[0]);
    expect(invitation.dtstartRaw).toBe('20261020T150000Z');
    expect(invitation.end.toISOString()).toBe('2026-10-20T16:00:00.000Z');
    expect(invitation.description).toContain(JOIN_URL);
  });

  it('answers 409 "This session is full" with the next session that has seats', async () => {
    const { db } = database();
    const full = await insertSession(db, {
      title: 'Small room',
      abstract: 'Two seats only.',
      startsAt: new Date('2026-10-21T12:00:00Z'),
      durationMinutes: 45,
      capacity: 2,
      joinUrl: null,
    });
    expect((await register(full.id)).status).toBe(201);
    expect((await register(full.id)).status).toBe(201);
    const before = await db.$count(webinarRegistrations);
    const refused = await register(full.id);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as {
      message: string;
      details: { nextSession: { id: string; startsAt: string } };
    };
    expect(body.message).toBe('This session is full');
    expect(body.details.nextSession.startsAt).toBe('2026-10-22T15:00:00.000Z');
    expect(body.details.nextSession.id).not.toBe(full.id);
    expect(await db.$count(webinarRegistrations)).toBe(before);
  });

  it('refuses sessions that have started or were cancelled, and unknown ones', async () => {
    const { db } = database();
    const started = await insertSession(db, {
      title: 'Already running',
      abstract: 'Started an hour ago.',
      startsAt: new Date('2026-10-20T07:00:00Z'),
      durationMinutes: 120,
      capacity: 10,
      joinUrl: null,
    });
    const response = await register(started.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: webinarMessages.started });
    const [upcoming] = (await list()).upcoming;
    await db.update(webinarSessions).set({ status: 'cancelled' }).where(eq(webinarSessions.id, upcoming!.id));
    expect((await register(upcoming!.id)).status).toBe(409);
    await db.update(webinarSessions).set({ status: 'scheduled' }).where(eq(webinarSessions.id, upcoming!.id));
    expect((await register('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await register('not-a-uuid')).status).toBe(404);
    // Past sessions are listed as past, latest first.
    expect((await list()).past.map((session) => session.title)).toEqual(['Already running']);
  });

  it('never seats more than the capacity under concurrent registrations for the last seats', async () => {
    const { db } = database();
    const session = await insertSession(db, {
      title: 'Last seats',
      abstract: 'Five seats, three taken.',
      startsAt: new Date('2026-11-03T16:00:00Z'),
      durationMinutes: 60,
      capacity: 5,
      joinUrl: null,
    });
    for (let i = 0; i < 3; i += 1) expect((await register(session.id)).status).toBe(201);
    const responses = await Promise.all(Array.from({ length: 12 }, () => register(session.id)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, ...Array<number>(10).fill(409)]);
    const [taken] = await db
      .select({ n: count() })
      .from(webinarRegistrations)
      .where(and(eq(webinarRegistrations.sessionId, session.id), eq(webinarRegistrations.status, 'registered')));
    expect(taken?.n).toBe(5);
  });

  it('validates the registration, naming the field, and stores nothing', async () => {
    const [session] = (await list()).upcoming;
    const before = await database().db.$count(webinarRegistrations);
    for (const [override, field] of [
      [{ name: '' }, 'name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ company: 'Evil\u0000Corp' }, 'company'],
      [{ name: 'x'.repeat(201) }, 'name'],
    ] as const) {
      const response = await register(session!.id, registrationBody(override));
      expect(response.status).toBe(422);
      const error = (await response.json()) as { details: { issues: { path: string }[] } };
      expect(error.details.issues.map((issue) => issue.path)).toContain(field);
    }
    expect(await database().db.$count(webinarRegistrations)).toBe(before);
  });
});
