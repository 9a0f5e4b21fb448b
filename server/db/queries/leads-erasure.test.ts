// eraseLeadsOf on both engines: what account deletion will call. The person's rows are
// anonymised or deleted, upcoming bookings free their slots, old manage links stop working,
// and nobody else's rows change.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from './webinars.ts';
import { seedJourneyDefaults } from '../seed/journeys.ts';
import { assessments, consultations, enquiries, outbox, webinarRegistrations } from '../schema.ts';
import { signUp, uniqueEmail, type TestAccount } from '../../testing/auth-helpers.ts';
import {
  answersAll,
  bookingBody,
  enquiryBody,
  journeyApp,
  movableClock,
  registrationBody,
  send,
} from '../../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';
import { eraseLeadsOf } from './leads-erasure.ts';

describe.each(testEngines())('erasing a person’s leads on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock('2026-10-20T08:00:00Z');
  let harness: ReturnType<typeof journeyApp>;
  let person: TestAccount;
  const otherEmail = uniqueEmail('other');
  let managePath = '';

  beforeAll(async () => {
    const { db } = database();
    await seedJourneyDefaults(db);
    harness = journeyApp(database(), { clock });
    person = await signUp(harness.app, { email: uniqueEmail('leaving') });
    const signedIn = { cookie: person.cookie };
    const booking = await send(
      harness.app,
      'POST',
      '/api/consultations',
      bookingBody('2026-10-26T10:00:00Z', { email: person.email }),
    );
    managePath = ((await booking.json()) as { managePath: string }).managePath;
    await send(harness.app, 'POST', '/api/enquiries', enquiryBody({ email: person.email }));
    await send(harness.app, 'POST', '/api/assessments', {
      answers: answersAll('yes'),
      email: person.email,
      sendCopy: true,
    });
    const session = await insertSession(db, {
      title: 'Erasure',
      abstract: 'Test session.',
      startsAt: new Date('2026-10-29T16:00:00Z'),
      durationMinutes: 60,
      capacity: 5,
      joinUrl: null,
    });
    // Registered signed in, under another address: found by the account id.
    await send(harness.app, 'POST', `/api/webinars/${session.id}/registrations`, registrationBody(), signedIn);
    await send(harness.app, 'POST', '/api/consultations', bookingBody('2026-10-26T11:00:00Z', { email: otherEmail }));
    await send(harness.app, 'POST', '/api/enquiries', enquiryBody({ email: otherEmail }));
    await harness.mailer.idle();
  });

  it('anonymises bookings, enquiries and results, deletes registrations and mail, and frees the slot', async () => {
    const { db } = database();
    const now = clock.now;
    const erased = await db.transaction((tx) => eraseLeadsOf(tx, { userId: person.userId, email: person.email }, now));
    expect(erased).toEqual({
      consultations: 1,
      cancelledConsultations: 1,
      enquiries: 1,
      assessments: 1,
      webinarRegistrations: 1,
      alertSubscriptions: 0,
      // The booking's, the enquiry's and the result's mail, and the sign-up's verification link.
      mail: 4,
    });
    const [booking] = await db
      .select()
      .from(consultations)
      .where(eq(consultations.startsAt, new Date('2026-10-26T10:00:00Z')));
    expect(booking).toMatchObject({
      status: 'cancelled',
      name: null,
      email: null,
      company: null,
      role: null,
      topic: null,
      userId: null,
    });
    expect(booking!.erasedAt).toEqual(now);
    expect((await harness.app.request(`/api/consultations/manage/${managePath.split('/').at(-1)}`)).status).toBe(404);
    const slots = (await (
      await harness.app.request('/api/consultations/slots?from=2026-10-26&to=2026-10-26')
    ).json()) as {
      slots: { startsAt: string }[];
    };
    expect(slots.slots.map((slot) => slot.startsAt)).toContain('2026-10-26T10:00:00.000Z');

    expect(await db.$count(enquiries, eq(enquiries.email, person.email))).toBe(0);
    expect(await db.$count(assessments, eq(assessments.email, person.email))).toBe(0);
    expect(await db.$count(webinarRegistrations, eq(webinarRegistrations.userId, person.userId))).toBe(0);
    expect(await db.$count(outbox, eq(outbox.toAddress, person.email))).toBe(0);
    const [result] = await db.select().from(assessments);
    expect(result).toMatchObject({ email: null, userId: null, overall: 100 });

    // Someone else's leads are untouched.
    expect(await db.$count(consultations, eq(consultations.email, otherEmail))).toBe(1);
    expect(await db.$count(enquiries, eq(enquiries.email, otherEmail))).toBe(1);
    expect(await db.$count(outbox, eq(outbox.toAddress, otherEmail))).toBe(2);
  });
});
