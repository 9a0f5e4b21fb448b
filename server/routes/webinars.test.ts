// Live webinars through real handlers on both engines: the schedule planned from its rule,
// the public list (no joining links), registration once per email, full and past sessions,
// capacity under concurrent registrations, and the manage link: the registration in the
// registrant's zone, cancelled once, and calendar invitations that always count upwards.
// Through Hono's typed testClient; the pages (HTML) and an escaped NUL in a path are raw requests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  joiningLinkTexts,
  webinarMessages,
  type ManagedRegistration,
  type RegisterForWebinarInput,
  type WebinarList,
} from '../../domain/schemas/webinars.ts';
import { createApp } from '../app.ts';
import { WEBINAR_TOPICS } from '../../domain/webinars/schedule.ts';
import { insertSession } from '../db/queries/webinars.ts';
import { webinarRegistrations, webinarSessions } from '../db/schema.ts';
import { topUpWebinarSchedule } from '../journeys/webinars.ts';
import { signUpAdmin } from '../testing/auth-helpers.ts';
import { parseInvitation } from '../testing/ics.ts';
import { journeyApp, journeyClient, mailsTo, movableClock, registrationBody, send } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-10-20T08:00:00Z'; // a Tuesday morning in London
const JOIN_URL = 'https://meet.example.com/vaultmark-webinar-secret';

interface Refusal {
  message: string;
  details: { issues: { path: string }[]; nextSession: { id: string; startsAt: string } };
}

/** A refusal's body (the handlers' types name only their success). */
const refusal = async (response: Response): Promise<Refusal> => JSON.parse(await response.text());

/** Registers for a session through the typed client. */
const registerWith = (app: ReturnType<typeof journeyApp>['app'], id: string, json: RegisterForWebinarInput) =>
  journeyClient(app).webinars[':id'].registrations.$post({ param: { id }, json });

describe.each(testEngines())('live webinars on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;

  beforeAll(() => {
    harness = journeyApp(database(), { clock, settings: { webinarJoinUrl: JOIN_URL } });
  });

  const list = async () => (await journeyClient(harness.app).webinars.$get()).json();
  const register = (sessionId: string, body: RegisterForWebinarInput = registrationBody()) =>
    registerWith(harness.app, sessionId, body);

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
    const response = await journeyClient(harness.app).webinars.$get();
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

  it('registers once per email; a repeat answers as a new one, echoes nothing stored and mails the owner', async () => {
    const [session] = (await list()).upcoming;
    const body = registrationBody();
    const first = await register(session!.id, body);
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toMatchObject({ created: true, message: webinarMessages.registered });
    expect(created.session.seatsLeft).toBe(99);
    expect((await list()).upcoming.find((listed) => listed.id === session!.id)?.seatsLeft).toBe(99);
    expect(JSON.stringify(created)).not.toContain('meet.example.com');

    const again = await register(session!.id, {
      ...body,
      email: `  ${body.email.toUpperCase()} `,
      name: 'Someone Else',
      company: 'Elsewhere Ltd',
    });
    // The same status and shape as a new registration: only what was just typed comes back.
    expect(again.status).toBe(first.status);
    const repeated = await again.json();
    expect(repeated).toMatchObject({ created: true, message: webinarMessages.registered });
    expect(Object.keys(repeated).sort()).toEqual(Object.keys(created).sort());
    expect(Object.keys(repeated.registration).sort()).toEqual(Object.keys(created.registration).sort());
    expect(repeated.registration.name).toBe('Someone Else');
    expect(repeated.registration.email).toBe(body.email);
    expect(repeated.registration.id).not.toBe(created.registration.id);
    expect(JSON.stringify(repeated)).not.toContain('Katherine Johnson');

    const rows = await database()
      .db.select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Katherine Johnson');
    await harness.mailer.idle();
    const mails = await mailsTo(database().db, body.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['webinar_confirmation', 'webinar_already_registered']);
    expect(mails[0]!.textBody).toContain(`Join here at the start time: ${JOIN_URL}`);
    expect(mails[0]!.textBody).toContain('Tue, Oct 20, 2026, 4:00 PM GMT+1 — your time (Europe/London)');
    const invitation = parseInvitation(mails[0]!.attachments[0]);
    expect(invitation.dtstartRaw).toBe('20261020T150000Z');
    expect(invitation.end.toISOString()).toBe('2026-10-20T16:00:00.000Z');
    expect(invitation.description).toContain(JOIN_URL);
    // The owner hears of the attempt, addressed by their own stored name, with their links.
    expect(mails[1]!.textBody).toContain('Hello Katherine Johnson,');
    expect(mails[1]!.textBody).toContain('You are already registered, so nothing has changed');
    expect(mails[1]!.textBody).toContain('/live-webinars/manage/');
    expect(mails[1]!.textBody).not.toContain('Someone Else');
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
    const body = await refusal(refused);
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
      expect((await refusal(response)).details.issues.map((issue) => issue.path)).toContain(field);
    }
    expect(await database().db.$count(webinarRegistrations)).toBe(before);
  });
});

/** The token of the manage link in a mail's text. */
function manageTokenIn(text: string): string {
  const match = /http:\/\/localhost\/live-webinars\/manage\/([A-Za-z0-9_-]{22})\b/.exec(text);
  if (!match) throw new Error(`no manage link in: ${text}`);
  return match[1]!;
}

describe.each(testEngines())('webinar registrations by their manage link on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;
  let sessionId = '';

  beforeAll(async () => {
    harness = journeyApp(database(), { clock });
    sessionId = (
      await insertSession(database().db, {
        title: 'Custody models',
        abstract: 'How to run due diligence on a custodian.',
        startsAt: new Date('2026-10-27T16:00:00Z'), // 12:00 in New York, 16:00 in London (GMT)
        durationMinutes: 60,
        capacity: 10,
        joinUrl: null,
      })
    ).id;
  });

  const register = (body: RegisterForWebinarInput) => registerWith(harness.app, sessionId, body);
  const read = (token: string) => manage().$get({ param: { token } });
  const cancel = (token: string) => manage().cancel.$post({ param: { token } });
  const manage = () => journeyClient(harness.app).webinars.registrations.manage[':token'];
  const seatsLeft = async () =>
    (await (await journeyClient(harness.app).webinars.$get()).json()).upcoming.find(
      (session) => session.id === sessionId,
    )!.seatsLeft;
  /** The calendar invitations sent to an address, oldest first. */
  const invitationsTo = async (email: string) => {
    await harness.mailer.idle();
    return (await mailsTo(database().db, email)).flatMap((mail) =>
      mail.attachments.map((attachment) => ({ kind: mail.kind, ...parseInvitation(attachment) })),
    );
  };

  it('mails the time in the registrant’s zone and the firm’s, with a cancel link that works once', async () => {
    const body = registrationBody({ timeZone: 'America/New_York' });
    const created = await register(body);
    expect(created.status).toBe(201);
    const result = await created.json();
    // No joining link yet: the answer says when it comes, and never carries the manage link.
    expect(result.message).toBe(webinarMessages.registeredLinkToFollow);
    expect(JSON.stringify(result)).not.toMatch(/manage/i);
    expect(await seatsLeft()).toBe(9);

    await harness.mailer.idle();
    const [confirmation] = await mailsTo(database().db, body.email);
    expect(confirmation!.kind).toBe('webinar_confirmation');
    expect(confirmation!.textBody).toContain('Tue, Oct 27, 2026, 12:00 PM EDT — your time (America/New_York)');
    expect(confirmation!.textBody).toContain('Tue, Oct 27, 2026, 4:00 PM GMT — our time (Europe/London)');
    expect(confirmation!.textBody).toContain(joiningLinkTexts.toFollow);
    const token = manageTokenIn(confirmation!.textBody);
    expect(parseInvitation(confirmation!.attachments[0]).description).toContain(
      `Cancel your registration: http://localhost/live-webinars/manage/${token}`,
    );

    const managed = await read(token);
    expect(managed.status).toBe(200);
    expect(managed.headers.get('x-robots-tag')).toBe('noindex');
    const text = await managed.text();
    expect(text).not.toContain(body.email);
    expect(JSON.parse(text)).toEqual({
      id: result.registration.id,
      status: 'registered',
      name: 'Katherine Johnson',
      session: {
        id: sessionId,
        title: 'Custody models',
        abstract: 'How to run due diligence on a custodian.',
        startsAt: '2026-10-27T16:00:00.000Z',
        durationMinutes: 60,
        status: 'scheduled',
      },
      firmTimeZone: 'Europe/London',
      visitorTimeZone: 'America/New_York',
      canCancel: true,
    } satisfies ManagedRegistration);

    const cancelled = await cancel(token);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await seatsLeft()).toBe(10);
    const again = await cancel(token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: webinarMessages.notCancellable });

    await harness.mailer.idle();
    const mails = await mailsTo(database().db, body.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['webinar_confirmation', 'webinar_cancellation']);
    expect(mails[1]!.textBody).toContain('12:00 PM EDT — your time (America/New_York)');
  });

  it('answers 404 for an unknown or malformed manage token, and writes nothing', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
      expect((await read(token)).status, token).toBe(404);
      expect((await cancel(token)).status, token).toBe(404);
    }
    // An escaped NUL, which the client would escape again: raw requests.
    const nul = '/api/webinars/registrations/manage/%00';
    expect((await harness.app.request(nul)).status).toBe(404);
    expect((await send(harness.app, 'POST', `${nul}/cancel`)).status).toBe(404);
  });

  it('refuses a time zone it does not know, naming the field', async () => {
    const response = await register(registrationBody({ timeZone: 'Europe/Atlantis' }));
    expect(response.status).toBe(422);
    expect((await refusal(response)).details.issues.map((issue) => issue.path)).toEqual(['timeZone']);
  });

  it('gives every invitation of one registration a higher SEQUENCE than the last: cancel, register again, move, cancel', async () => {
    const admin = await signUpAdmin(harness.app, database().db);
    const body = registrationBody({ timeZone: 'Asia/Tokyo' });
    expect((await register(body)).status).toBe(201);
    await harness.mailer.idle();
    const token = manageTokenIn((await mailsTo(database().db, body.email))[0]!.textBody);
    expect((await cancel(token)).status).toBe(200);
    // Registering again re-activates the same registration: same event, same manage link.
    expect((await register(body)).status).toBe(201);
    expect(await (await read(token)).json()).toMatchObject({
      status: 'registered',
      canCancel: true,
    });
    const adminWebinar = journeyClient(harness.app, admin.cookie).admin.webinars[':id'];
    const moved = await adminWebinar.$patch({ param: { id: sessionId }, json: { startsAt: '2026-10-27T17:00:00Z' } });
    expect(moved.status).toBe(200);
    expect((await cancel(token)).status).toBe(200);

    const invitations = await invitationsTo(body.email);
    expect(invitations.map((invitation) => [invitation.kind, invitation.method])).toEqual([
      ['webinar_confirmation', 'REQUEST'],
      ['webinar_cancellation', 'CANCEL'],
      ['webinar_confirmation', 'REQUEST'],
      ['webinar_update', 'REQUEST'],
      ['webinar_cancellation', 'CANCEL'],
    ]);
    expect(new Set(invitations.map((invitation) => invitation.uid)).size).toBe(1);
    const sequences = invitations.map((invitation) => invitation.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(sequences.length);

    // A session the firm cancels: its CANCEL outranks the invitation each person holds.
    const other = registrationBody();
    expect((await register(other)).status).toBe(201);
    expect((await adminWebinar.cancel.$post({ param: { id: sessionId } })).status).toBe(200);
    const [invited, withdrawn] = await invitationsTo(other.email);
    expect(withdrawn).toMatchObject({ method: 'CANCEL', uid: invited!.uid });
    expect(withdrawn!.sequence).toBeGreaterThan(invited!.sequence);
  });
});

describe('the manage page of a webinar registration', () => {
  const database = useTestDatabase('pglite');
  const buildDir = mkdtempSync(join(tmpdir(), 'vaultmark-webinar-manage-'));
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it('is served for a known token only, marked noindex, and never listed in the sitemap', async () => {
    writeFileSync(join(buildDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const harness = journeyApp(database(), { clock: movableClock(NOW) });
    const site = createApp({ db: database().handle, staticDir: buildDir, auth: harness.auth });
    const session = await insertSession(database().db, {
      title: 'Board reporting',
      abstract: 'Reporting to the board.',
      startsAt: new Date('2026-10-29T16:00:00Z'),
      durationMinutes: 60,
      capacity: 10,
      joinUrl: null,
    });
    const body = registrationBody();
    expect((await registerWith(harness.app, session.id, body)).status).toBe(201);
    await harness.mailer.idle();
    const path = `/live-webinars/manage/${manageTokenIn((await mailsTo(database().db, body.email))[0]!.textBody)}`;

    const page = await site.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="robots" content="noindex" />');
    expect((await site.request('/live-webinars/manage/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await site.request('/live-webinars/manage/short')).status).toBe(404);
    const sitemap = await (await site.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/live-webinars</loc>');
    expect(sitemap).not.toContain('/live-webinars/manage');
  });
});
