// The firm hears about its leads (issue 42): NOTIFY_EMAIL — or every administrator when it
// is unset — is mailed on each booking, reschedule, cancellation and enquiry; a daily digest
// lists the webinar registrations of the days before, each once; and the admin overview
// counts what is new since the administrator last looked. Real HTTP on PGlite and PostgreSQL.
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../db/queries/webinars.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { FIRM_DIGEST_KIND, FIRM_NOTIFICATION_KIND, queueRegistrationDigest } from '../journeys/notify-firm.ts';
import { signUpAdmin, uniqueEmail } from '../testing/auth-helpers.ts';
import {
  bookingBody,
  enquiryBody,
  journeyApp,
  mailsTo,
  movableClock,
  registrationBody,
  send,
} from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-10-20T08:00:00Z';
const HOUR = 3_600_000;

describe.each(testEngines())('firm notifications on %s', (engine) => {
  const database = useTestDatabase(engine);

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
  });

  const notices = async (to: string) =>
    (await mailsTo(database().db, to)).filter((mail) => mail.kind === FIRM_NOTIFICATION_KIND);

  it('mails NOTIFY_EMAIL on a booking, its move, its cancellation and an enquiry', async () => {
    const firm = uniqueEmail('firm');
    const harness = journeyApp(database(), { clock: movableClock(NOW), settings: { notifyEmail: firm } });
    const body = bookingBody('2026-10-26T10:00:00Z', { name: 'Ada Notify' });
    const booked = await send(harness.app, 'POST', '/api/consultations', body);
    expect(booked.status).toBe(201);
    const manage = `/api/consultations/manage/${((await booked.json()) as { managePath: string }).managePath.split('/').pop()!}`;
    expect((await send(harness.app, 'POST', `${manage}/reschedule`, { startsAt: '2026-10-26T11:00:00Z' })).status).toBe(
      200,
    );
    expect((await send(harness.app, 'POST', `${manage}/cancel`, {})).status).toBe(200);
    const enquiry = enquiryBody({ name: 'Grace Notify', message: 'Invoice to finance, please.' });
    expect((await send(harness.app, 'POST', '/api/enquiries', enquiry)).status).toBe(201);
    await harness.mailer.idle();

    const mails = await notices(firm);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^\[Vaultmark\] New booking: Ada Notify/),
      expect.stringMatching(/^\[Vaultmark\] Booking moved: Ada Notify/),
      expect.stringMatching(/^\[Vaultmark\] Booking cancelled: Ada Notify/),
      expect.stringMatching(/^\[Vaultmark\] New enquiry: .*Grace Notify/),
    ]);
    expect(mails[0]!.textBody).toContain(body.email);
    expect(mails[2]!.textBody).toContain('by the visitor');
    expect(mails[3]!.textBody).toContain('Invoice to finance, please.');
    expect(mails.every((mail) => mail.status === 'sent')).toBe(true);
  });

  it('mails every administrator when NOTIFY_EMAIL is unset', async () => {
    const harness = journeyApp(database(), { clock: movableClock(NOW) });
    const first = await signUpAdmin(harness.app, database().db);
    const second = await signUpAdmin(harness.app, database().db);
    expect((await send(harness.app, 'POST', '/api/enquiries', enquiryBody())).status).toBe(201);
    await harness.mailer.idle();
    expect(await notices(first.email)).toHaveLength(1);
    expect(await notices(second.email)).toHaveLength(1);
  });

  it('sends one daily digest of the webinar registrations made before today, each listed once', async () => {
    const firm = uniqueEmail('digest');
    const clock = movableClock(new Date());
    const harness = journeyApp(database(), { clock, settings: { notifyEmail: firm } });
    const session = await insertSession(database().db, {
      title: 'Digest session',
      abstract: 'Registrations for the digest.',
      startsAt: new Date(Date.now() + 10 * 24 * HOUR),
      durationMinutes: 60,
      capacity: 50,
      joinUrl: null,
    });
    const people = [registrationBody({ name: 'Mary Digest' }), registrationBody({ name: 'Dorothy Digest' })];
    for (const person of people) {
      expect((await send(harness.app, 'POST', `/api/webinars/${session.id}/registrations`, person)).status).toBe(201);
    }
    await harness.mailer.idle();
    const context = {
      db: database().db,
      mailer: harness.mailer,
      settings: harness.journeys,
      origin: 'http://localhost',
      logger: pino({ level: 'silent' }),
    };
    // Registrations per se send nothing to the firm; today's wait for tomorrow's digest.
    expect(await mailsTo(database().db, firm)).toEqual([]);
    expect(await queueRegistrationDigest(context, new Date())).toEqual([]);

    const tomorrow = new Date(Date.now() + 24 * HOUR);
    const ids = await queueRegistrationDigest(context, tomorrow);
    expect(ids).toHaveLength(1);
    const [digest] = (await mailsTo(database().db, firm)).filter((mail) => mail.kind === FIRM_DIGEST_KIND);
    expect(digest?.textBody).toContain('Mary Digest');
    expect(digest?.textBody).toContain('Dorothy Digest');
    expect(digest?.textBody).toContain('"Digest session"');
    // Listed once: the next round has nothing new.
    expect(await queueRegistrationDigest(context, new Date(tomorrow.getTime() + HOUR))).toEqual([]);
  });

  it('counts on the overview what is new since the administrator last looked', async () => {
    const clock = movableClock(new Date());
    const harness = journeyApp(database(), { clock });
    const admin = await signUpAdmin(harness.app, database().db);
    const look = async () =>
      (
        (await (await send(harness.app, 'GET', '/api/admin/overview', undefined, { cookie: admin.cookie })).json()) as {
          newSinceLastLook: { since: string | null; enquiries: number; bookings: number };
        }
      ).newSinceLastLook;
    expect((await look()).since).toBeNull();
    const firstLook = clock.now.toISOString();

    expect((await send(harness.app, 'POST', '/api/enquiries', enquiryBody())).status).toBe(201);
    await harness.mailer.idle();
    clock.advance(HOUR);
    expect(await look()).toMatchObject({ since: new Date(firstLook).toISOString(), enquiries: 1 });
    // A refresh within the same visit keeps the list.
    clock.advance(60_000);
    expect(await look()).toMatchObject({ since: new Date(firstLook).toISOString(), enquiries: 1 });
    // The next visit starts from this one.
    clock.advance(HOUR);
    expect(await look()).toMatchObject({ enquiries: 0 });
  });
});
