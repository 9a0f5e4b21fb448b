// A booked consultation's joining link (issue 42): the firm's meeting room
// (CONSULTATION_JOIN_URL) by default, or the booking's own set by an admin; in the
// confirmation, the reminder, the manage page and the invitation (LOCATION and URL, read
// back with ical.js). Without one, the mail says how the link will come and the admin
// overview lists the bookings that lack it. Real HTTP on PGlite and PostgreSQL, through the
// journeys' typed client.
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultationJoiningTexts } from '../../domain/schemas/consultations.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import type { OutboxRow } from '../db/schema.ts';
import { queueDueReminders } from '../jobs/journey-jobs.ts';
import { signUpAdmin, type TestAccount } from '../testing/auth-helpers.ts';
import { bookingBody, journeyApp, journeyClient, mailsTo, movableClock } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import pino from 'pino';

const NOW = '2026-10-20T08:00:00Z';
const FIRM_ROOM = 'https://meet.example.com/vaultmark-room';
const OWN_LINK = 'https://meet.example.com/ada-call';

function calendarLink(mail: OutboxRow | undefined) {
  const content = mail?.attachments[0]?.content;
  if (!content) throw new Error('no invitation');
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
  return {
    location: (event.getFirstPropertyValue('location') as string | null) ?? null,
    url: (event.getFirstPropertyValue('url') as string | null) ?? null,
    sequence: Number(event.getFirstPropertyValue('sequence')),
  };
}

describe.each(testEngines())('consultation joining links on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
  });

  async function book(harness: ReturnType<typeof journeyApp>, startsAt: string) {
    const body = bookingBody(startsAt);
    const response = await journeyClient(harness.app).consultations.$post({ json: body });
    expect(response.status).toBe(201);
    await harness.mailer.idle();
    const created = await response.json();
    return { ...created, email: body.email, token: created.managePath.split('/').pop()! };
  }

  async function reminderTo(harness: ReturnType<typeof journeyApp>, email: string, at: string) {
    const context = {
      db: database().db,
      mailer: harness.mailer,
      settings: harness.journeys,
      origin: 'http://localhost',
      logger: pino({ level: 'silent' }),
    };
    await queueDueReminders(context, new Date(at));
    return (await mailsTo(database().db, email)).find((mail) => mail.kind === 'consultation_reminder');
  }

  /** The booking's manage answer, as its holder reads it. */
  const managed = async (harness: ReturnType<typeof journeyApp>, token: string) => {
    const response = await journeyClient(harness.app).consultations.manage[':token'].$get({ param: { token } });
    expect(response.status).toBe(200);
    return await response.json();
  };
  /** An admin's change of a booking's own joining link. */
  const setJoinUrl = (harness: ReturnType<typeof journeyApp>, admin: TestAccount, id: string, joinUrl: string) =>
    journeyClient(harness.app, admin.cookie).admin.consultations[':id'].$patch({ param: { id }, json: { joinUrl } });
  const adminOverview = async (harness: ReturnType<typeof journeyApp>, admin: TestAccount) => {
    const response = await journeyClient(harness.app, admin.cookie).admin.overview.$get();
    expect(response.status).toBe(200);
    return await response.json();
  };

  it('gives every booking the firm’s meeting room: mail, invitation, manage page and reminder', async () => {
    const harness = journeyApp(database(), { clock, settings: { consultationJoinUrl: FIRM_ROOM } });
    const booking = await book(harness, '2026-10-22T09:00:00Z');
    const [confirmation] = await mailsTo(database().db, booking.email);
    expect(confirmation?.textBody).toContain(`Join the call here at the start time: ${FIRM_ROOM}`);
    expect(confirmation?.textBody).not.toContain(consultationJoiningTexts.toFollow);
    expect(calendarLink(confirmation)).toMatchObject({ location: FIRM_ROOM, url: FIRM_ROOM });

    expect((await managed(harness, booking.token)).joinUrl).toBe(FIRM_ROOM);

    const reminder = await reminderTo(harness, booking.email, '2026-10-21T10:00:00Z');
    expect(reminder?.textBody).toContain(`Join the call here: ${FIRM_ROOM}`);
  });

  it('without a meeting room: the mail says how the link comes, the overview lists the booking, an admin sets it', async () => {
    const harness = journeyApp(database(), { clock });
    const admin = await signUpAdmin(harness.app, database().db);
    const booking = await book(harness, '2026-10-22T10:00:00Z');
    const [confirmation] = await mailsTo(database().db, booking.email);
    expect(confirmation?.textBody).toContain(consultationJoiningTexts.toFollow);
    expect(calendarLink(confirmation).location).toBeNull();

    const overview = () => adminOverview(harness, admin);
    expect((await overview()).bookingsWithoutJoiningLink?.map((row) => row.id)).toContain(booking.id);

    const bad = await setJoinUrl(harness, admin, booking.id, 'ftp://x');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('joinUrl');

    const set = await setJoinUrl(harness, admin, booking.id, OWN_LINK);
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ joinUrl: OWN_LINK, effectiveJoinUrl: OWN_LINK });
    await harness.mailer.idle();

    const linkMail = (await mailsTo(database().db, booking.email)).find(
      (mail) => mail.kind === 'consultation_joining_link',
    );
    expect(linkMail?.textBody).toContain(OWN_LINK);
    const invitation = calendarLink(linkMail);
    expect(invitation).toMatchObject({ location: OWN_LINK, url: OWN_LINK });
    expect(invitation.sequence).toBeGreaterThan(calendarLink(confirmation).sequence);

    expect((await managed(harness, booking.token)).joinUrl).toBe(OWN_LINK);
    expect((await overview()).bookingsWithoutJoiningLink?.map((row) => row.id)).not.toContain(booking.id);

    const reminder = await reminderTo(harness, booking.email, '2026-10-21T11:00:00Z');
    expect(reminder?.textBody).toContain(`Join the call here: ${OWN_LINK}`);
  });

  it('a booking’s own link wins over the meeting room, and the overview lists nothing when a room is set', async () => {
    const harness = journeyApp(database(), { clock, settings: { consultationJoinUrl: FIRM_ROOM } });
    const admin = await signUpAdmin(harness.app, database().db);
    const booking = await book(harness, '2026-10-22T11:00:00Z');
    const set = await setJoinUrl(harness, admin, booking.id, OWN_LINK);
    expect(await set.json()).toMatchObject({ joinUrl: OWN_LINK, effectiveJoinUrl: OWN_LINK });
    expect((await adminOverview(harness, admin)).bookingsWithoutJoiningLink).toBeNull();
    // Clearing it falls back to the room.
    const cleared = await setJoinUrl(harness, admin, booking.id, '');
    expect(await cleared.json()).toMatchObject({ joinUrl: null, effectiveJoinUrl: FIRM_ROOM });
    await harness.mailer.idle();
  });
});
