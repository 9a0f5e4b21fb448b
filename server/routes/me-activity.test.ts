// /api/me/activity and the account's own cancellations, on both engines: rows made signed in
// to the account, and rows made signed out with its email only once that email is verified
// (ADR 180) — never another email's, never another account's. Through the journeys' typed
// client; the link of the verification mail is followed as mailed, a raw request.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../db/queries/webinars.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { signUp, uniqueEmail, verificationPathFrom, waitForMail, type TestAccount } from '../testing/auth-helpers.ts';
import {
  answersAll,
  bookingBody,
  enquiryBody,
  journeyApp,
  journeyClient,
  mailsTo,
  movableClock,
  registrationBody,
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
    const signedOut = journeyClient(harness.app);
    expect((await signedOut.consultations.$post({ json: bookingBody('2026-10-26T10:00:00Z', { email }) })).status).toBe(
      201,
    );
    expect((await signedOut.enquiries.$post({ json: { ...enquiryBody({ email }), tier: 'executive' } })).status).toBe(
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
    const asOwner = journeyClient(harness.app, owner.cookie);
    expect((await asOwner.consultations.$post({ json: bookingBody('2026-10-26T12:00:00Z', { email }) })).status).toBe(
      201,
    );
    expect((await asOwner.enquiries.$post({ json: { ...enquiryBody(), tier: 'executive' } })).status).toBe(201);
    expect(
      (await asOwner.webinars[':id'].registrations.$post({ param: { id: sessionId }, json: registrationBody() }))
        .status,
    ).toBe(201);
    expect((await asOwner.assessments.$post({ json: { answers: answersAll('yes') } })).status).toBe(201);
    // Someone else's booking.
    expect(
      (
        await journeyClient(harness.app, stranger.cookie).consultations.$post({
          json: bookingBody('2026-10-26T11:00:00Z'),
        })
      ).status,
    ).toBe(201);
  });

  const me = (account?: TestAccount) => journeyClient(harness.app, account?.cookie).me;
  const activityOf = async (account: TestAccount) => {
    const response = await me(account).activity.$get();
    expect(response.status).toBe(200);
    return await response.json();
  };
  const cancelBooking = (account: TestAccount, id: string) =>
    me(account).consultations[':id'].cancel.$post({ param: { id } });

  it('lists what was made signed in to the account; nothing by email while it is unverified', async () => {
    const activity = await activityOf(owner);
    expect(activity.emailVerified).toBe(false);
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
    const cancelled = await cancelBooking(owner, booking.id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ id: booking.id, status: 'cancelled', canCancel: false });
    expect((await cancelBooking(owner, booking.id)).status).toBe(409);

    const registration = activity.registrations[0]!;
    const dropped = await me(owner)['webinar-registrations'][':id'].cancel.$post({ param: { id: registration.id } });
    expect(dropped.status).toBe(200);
    expect(await dropped.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    await harness.mailer.idle();
    expect((await mailsTo(database().db, owner.email)).map((mail) => mail.kind)).toEqual([
      'consultation_confirmation',
      'enquiry_confirmation',
      'email_verification',
      'consultation_confirmation',
      'consultation_cancellation',
    ]);
  });

  it('answers 404 for someone else’s booking and 401 when signed out', async () => {
    const [theirs] = (await activityOf(stranger)).bookings;
    const response = await cancelBooking(owner, theirs!.id);
    expect(response.status).toBe(404);
    expect((await activityOf(stranger)).bookings[0]!.status).toBe('booked');
    expect((await me().activity.$get()).status).toBe(401);
  });
});

describe.each(testEngines())('signed-out records and a verified email on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock('2026-10-20T08:00:00Z');
  let harness: ReturnType<typeof journeyApp>;
  let owner: TestAccount;
  let impostor: TestAccount;
  let sessionId = '';
  const email = uniqueEmail('verified');
  const otherEmail = uniqueEmail('other');

  const api = (account?: TestAccount) => journeyClient(harness.app, account?.cookie);
  const activityOf = async (account: TestAccount) => {
    const response = await api(account).me.activity.$get();
    expect(response.status).toBe(200);
    return await response.json();
  };
  const created = async (response: Promise<Response>) => expect((await response).status).toBe(201);

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
    harness = journeyApp(database(), { clock });
    sessionId = (
      await insertSession(database().db, {
        title: 'Verification session',
        abstract: 'For the verification test.',
        startsAt: new Date('2026-10-29T16:00:00Z'),
        durationMinutes: 60,
        capacity: 10,
        joinUrl: null,
      })
    ).id;
    // Signed out, with the address the account will have (in another case), and with another one.
    const signedOut = api();
    await created(
      signedOut.consultations.$post({ json: bookingBody('2026-10-26T10:00:00Z', { email: email.toUpperCase() }) }),
    );
    await created(signedOut.enquiries.$post({ json: { ...enquiryBody({ email }), tier: 'executive' } }));
    await created(
      signedOut.webinars[':id'].registrations.$post({ param: { id: sessionId }, json: registrationBody({ email }) }),
    );
    await created(signedOut.assessments.$post({ json: { answers: answersAll('yes'), email, sendCopy: true } }));
    await created(signedOut.consultations.$post({ json: bookingBody('2026-10-26T11:00:00Z', { email: otherEmail }) }));
    await created(signedOut.enquiries.$post({ json: { ...enquiryBody({ email: otherEmail }), tier: 'professional' } }));
    owner = await signUp(harness.app, { email });
    // Signed in to another account, with the owner's address typed into the form: that account's.
    impostor = await signUp(harness.app);
    await created(api(impostor).consultations.$post({ json: bookingBody('2026-10-26T12:00:00Z', { email }) }));
  });

  it('lists nothing made signed out before the email is verified', async () => {
    const activity = await activityOf(owner);
    expect(activity).toMatchObject({
      emailVerified: false,
      bookings: [],
      registrations: [],
      enquiries: [],
      assessments: [],
    });
  });

  it('sends a verification link at sign-up that lists them once followed, and only them', async () => {
    const mail = await waitForMail(database().db, email, 'email_verification');
    expect(mail.subject).toBe('Confirm your email address for Vaultmark');
    expect(mail.sensitive).toBe(true);
    const verify = await harness.app.request(verificationPathFrom(mail));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/account?verified=1');

    const activity = await activityOf(owner);
    expect(activity.emailVerified).toBe(true);
    expect(activity.bookings).toEqual([expect.objectContaining({ startsAt: '2026-10-26T10:00:00.000Z' })]);
    expect(activity.enquiries).toEqual([expect.objectContaining({ tier: 'executive' })]);
    expect(activity.registrations).toEqual([
      expect.objectContaining({ session: expect.objectContaining({ title: 'Verification session' }) }),
    ]);
    expect(activity.assessments).toEqual([expect.objectContaining({ overall: 100 })]);
    // The impostor's own booking stays theirs; the other address's rows appear nowhere.
    const theirs = await activityOf(impostor);
    expect(theirs.bookings).toEqual([expect.objectContaining({ startsAt: '2026-10-26T12:00:00.000Z' })]);
    expect(theirs.enquiries).toEqual([]);
  });

  it('lists what is made signed out after verification, and lets the owner alone cancel it', async () => {
    await created(api().enquiries.$post({ json: { ...enquiryBody({ email }), tier: 'professional' } }));
    const activity = await activityOf(owner);
    expect(activity.enquiries.map((enquiry) => enquiry.tier).sort()).toEqual(['executive', 'professional']);

    const booking = activity.bookings[0]!;
    const cancel = (account: TestAccount) =>
      api(account).me.consultations[':id'].cancel.$post({ param: { id: booking.id } });
    expect((await cancel(impostor)).status).toBe(404);
    const cancelled = await cancel(owner);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a forged link and a second request once verified', async () => {
    const forged = await api().auth['verify-email'].$get({
      query: { token: 'a.b.c', callbackURL: '/account?verified=1' },
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/account?verified=1&error=INVALID_TOKEN');
    const again = await api(owner).auth['send-verification-email'].$post({ json: { email } });
    expect(again.status).toBe(400);
    expect(JSON.parse(await again.text())).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });
});
