// /api/me/activity and the account's own cancellations, on both engines: rows are found by
// the account's user id only — never by email (accounts do not verify their address, so a
// booking made under the same email before the account existed stays private), never
// someone else's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountActivity } from '../../domain/schemas/account-activity.ts';
import { insertSession } from '../db/queries/webinars.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { signUp, uniqueEmail, type TestAccount } from '../testing/auth-helpers.ts';
import {
  answersAll,
  bookingBody,
  enquiryBody,
  journeyApp,
  mailsTo,
  movableClock,
  registrationBody,
  send,
} from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

describe.each(testEngines())('account activity on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock('2026-10-20T08:00:00Z');
  let harness: ReturnType<typeof journeyApp>;
  let owner: TestAccount;
  let stranger: TestAccount;
  let sessionId = '';

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
    harness = journeyApp(database(), { clock });
    const email = uniqueEmail('owner');
    // Before the account exists: a booking and an enquiry under the same email (not the account's).
    expect(
      (await send(harness.app, 'POST', '/api/consultations', bookingBody('2026-10-26T10:00:00Z', { email }))).status,
    ).toBe(201);
    expect((await send(harness.app, 'POST', '/api/enquiries', enquiryBody({ email, tier: 'executive' }))).status).toBe(
      201,
    );
    owner = await signUp(harness.app, { email });
    stranger = await signUp(harness.app);
    sessionId = (
      await insertSession(database().db, {
        title: 'Account session',
        abstract: 'For the account test.',
        startsAt: new Date('2026-10-29T16:00:00Z'),
        durationMinutes: 60,
        capacity: 10,
        joinUrl: null,
      })
    ).id;
    // Signed in, with a different email typed into the form: found by user id.
    const cookie = { cookie: owner.cookie };
    expect(
      (await send(harness.app, 'POST', '/api/consultations', bookingBody('2026-10-26T12:00:00Z', { email }), cookie))
        .status,
    ).toBe(201);
    expect((await send(harness.app, 'POST', '/api/enquiries', enquiryBody({ tier: 'executive' }), cookie)).status).toBe(
      201,
    );
    expect(
      (await send(harness.app, 'POST', `/api/webinars/${sessionId}/registrations`, registrationBody(), cookie)).status,
    ).toBe(201);
    expect((await send(harness.app, 'POST', '/api/assessments', { answers: answersAll('yes') }, cookie)).status).toBe(
      201,
    );
    // Someone else's booking.
    expect(
      (
        await send(harness.app, 'POST', '/api/consultations', bookingBody('2026-10-26T11:00:00Z'), {
          cookie: stranger.cookie,
        })
      ).status,
    ).toBe(201);
  });

  const activityOf = async (account: TestAccount) => {
    const response = await harness.app.request('/api/me/activity', { headers: { cookie: account.cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as AccountActivity;
  };

  it('lists the bookings, registrations, enquiries and results made signed in to the account, never by email', async () => {
    const activity = await activityOf(owner);
    expect(activity.bookings).toEqual([
      expect.objectContaining({ startsAt: '2026-10-26T12:00:00.000Z', status: 'booked', canCancel: true }),
    ]);
    expect(activity.bookings[0]!.managePath).toMatch(/^\/schedule-consultation\/manage\/[A-Za-z0-9_-]{22}$/);
    expect(activity.registrations).toEqual([
      expect.objectContaining({
        status: 'registered',
        canCancel: true,
        session: expect.objectContaining({ title: 'Account session' }),
      }),
    ]);
    expect(activity.enquiries).toEqual([expect.objectContaining({ tier: 'executive', status: 'new' })]);
    expect(activity.enquiries).toHaveLength(1);
    expect(activity.assessments).toEqual([expect.objectContaining({ overall: 100, level: 'ready' })]);
    expect(activity.assessments[0]!.resultPath).toBe(`/assessment/result/${activity.assessments[0]!.token}`);
    const theirs = await activityOf(stranger);
    expect(theirs.bookings).toHaveLength(1);
    expect(theirs.enquiries).toEqual([]);
  });

  it('cancels the account’s own booking and registration, with their mail', async () => {
    const activity = await activityOf(owner);
    const booking = activity.bookings[0]!;
    const cancelled = await send(harness.app, 'POST', `/api/me/consultations/${booking.id}/cancel`, undefined, {
      cookie: owner.cookie,
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ id: booking.id, status: 'cancelled', canCancel: false });
    expect(
      (
        await send(harness.app, 'POST', `/api/me/consultations/${booking.id}/cancel`, undefined, {
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(409);

    const registration = activity.registrations[0]!;
    const dropped = await send(
      harness.app,
      'POST',
      `/api/me/webinar-registrations/${registration.id}/cancel`,
      undefined,
      {
        cookie: owner.cookie,
      },
    );
    expect(dropped.status).toBe(200);
    expect(await dropped.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    await harness.mailer.idle();
    expect((await mailsTo(database().db, owner.email)).map((mail) => mail.kind)).toEqual([
      'consultation_confirmation',
      'enquiry_confirmation',
      'consultation_confirmation',
      'consultation_cancellation',
    ]);
  });

  it('answers 404 for someone else’s booking and 401 when signed out', async () => {
    const [theirs] = (await activityOf(stranger)).bookings;
    const response = await send(harness.app, 'POST', `/api/me/consultations/${theirs!.id}/cancel`, undefined, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(404);
    expect((await activityOf(stranger)).bookings[0]!.status).toBe('booked');
    expect((await harness.app.request('/api/me/activity')).status).toBe(401);
  });
});
