// Fuzzing every write route the journeys add, on both engines: bodies built from a valid
// one with fields dropped, replaced by hostile values (control characters, impossible
// dates, huge numbers, wrong types, nested objects) or joined by unknown keys. Every answer
// must be 2xx or 4xx — never a 500 — and a refused request must leave every table as it was
// (row by row: a fingerprint of the contents, so a partial update would show). A route with
// an id, token or date in its path is fuzzed there too: the real one, ids of other rows, and
// hostile text as a client would send it (percent-encoded).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../db/queries/webinars.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { signUp, signUpAdmin } from '../testing/auth-helpers.ts';
import { JOURNEY_FUZZED } from '../testing/fuzzed-routes.ts';
import { FRESH_EMAIL, mutationsOf, segmentsFor, withFreshEmail } from '../testing/fuzz-values.ts';
import {
  answersAll,
  bookingBody,
  enquiryBody,
  journeyApp,
  journeyTableFingerprint,
  mailsTo,
  movableClock,
  policyBody,
  registrationBody,
  send,
} from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-10-20T08:00:00Z';
/** Runs per route and engine: about a dozen routes stay within a few seconds each (FUZZ_RUNS for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
describe.each(testEngines())('journey write routes under fuzzing on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;
  let adminCookie = '';
  let sessionId = '';
  let manageToken = '';
  let registrationToken = '';
  let enquiryId = '';
  let userCookie = '';
  let bookingId = '';
  let userBookingId = '';
  let userRegistrationId = '';
  let outboxId = '';
  let assessmentToken = '';

  beforeAll(async () => {
    const { db } = database();
    await seedJourneyDefaults(db);
    harness = journeyApp(database(), { clock });
    adminCookie = (await signUpAdmin(harness.app, db)).cookie;
    sessionId = (
      await insertSession(db, {
        title: 'Fuzz session',
        abstract: 'Registrations under fuzzing.',
        startsAt: new Date('2026-11-03T16:00:00Z'),
        durationMinutes: 60,
        capacity: 50,
        joinUrl: null,
      })
    ).id;
    const booking = await send(harness.app, 'POST', '/api/consultations', bookingBody('2026-10-28T09:00:00Z'));
    const booked = (await booking.json()) as { id: string; managePath: string };
    manageToken = booked.managePath.split('/').at(-1)!;
    bookingId = booked.id;
    const user = await signUp(harness.app);
    userCookie = user.cookie;
    const own = await send(
      harness.app,
      'POST',
      '/api/consultations',
      bookingBody('2026-10-28T10:00:00Z', { email: user.email }),
      { cookie: userCookie },
    );
    userBookingId = ((await own.json()) as { id: string }).id;
    const ownRegistration = await send(
      harness.app,
      'POST',
      `/api/webinars/${sessionId}/registrations`,
      registrationBody({ email: user.email }),
      { cookie: userCookie },
    );
    userRegistrationId = ((await ownRegistration.json()) as { registration: { id: string } }).registration.id;
    const registrant = registrationBody();
    await send(harness.app, 'POST', `/api/webinars/${sessionId}/registrations`, registrant);
    await harness.mailer.idle();
    const [confirmation] = await mailsTo(db, registrant.email);
    registrationToken = /\/live-webinars\/manage\/([A-Za-z0-9_-]{22})/.exec(confirmation!.textBody)![1]!;
    outboxId = confirmation!.id;
    const enquiry = await send(harness.app, 'POST', '/api/enquiries', enquiryBody());
    enquiryId = ((await enquiry.json()) as { id: string }).id;
    const assessment = await send(harness.app, 'POST', '/api/assessments', { answers: answersAll('no') });
    assessmentToken = ((await assessment.json()) as { token: string }).token;
  });

  const routes: {
    name: string;
    method: string;
    /** The path, with `segment` for its one parameter (the real one when not given). */
    path: (segment?: string) => string;
    /** The real value of the path's parameter, for a route that has one. */
    param?: () => string;
    valid: () => Record<string, unknown>;
    as?: 'admin' | 'user';
  }[] = [
    {
      name: 'POST /api/assessments',
      method: 'POST',
      path: () => '/api/assessments',
      valid: () => ({ answers: answersAll('partly'), email: FRESH_EMAIL, sendCopy: true }),
    },
    {
      name: 'POST /api/consultations',
      method: 'POST',
      path: () => '/api/consultations',
      valid: () => bookingBody('2026-10-29T13:00:00Z', { email: FRESH_EMAIL }),
    },
    {
      name: 'POST /api/consultations/manage/:token/reschedule',
      method: 'POST',
      path: (token = manageToken) => `/api/consultations/manage/${token}/reschedule`,
      param: () => manageToken,
      valid: () => ({ startsAt: '2026-10-28T09:30:00Z', timeZone: 'Asia/Tokyo' }),
    },
    {
      name: 'POST /api/webinars/:id/registrations',
      method: 'POST',
      path: (id = sessionId) => `/api/webinars/${id}/registrations`,
      param: () => sessionId,
      valid: () => registrationBody({ email: FRESH_EMAIL, timeZone: 'Asia/Tokyo' }),
    },
    {
      name: 'POST /api/webinars/registrations/manage/:token/cancel',
      method: 'POST',
      path: (token = registrationToken) => `/api/webinars/registrations/manage/${token}/cancel`,
      param: () => registrationToken,
      // The route reads no body: whatever is sent, it cancels once, then answers 409.
      valid: () => ({}),
    },
    {
      name: 'POST /api/enquiries',
      method: 'POST',
      path: () => '/api/enquiries',
      valid: () => enquiryBody({ email: FRESH_EMAIL }),
    },
    {
      name: 'POST /api/policies',
      method: 'POST',
      path: () => '/api/policies',
      valid: () => policyBody({ assessmentToken, choices: { custody: 'self_custody_multisig', maxLtvPct: 20 } }),
    },
    {
      name: 'POST /api/admin/webinars',
      method: 'POST',
      path: () => '/api/admin/webinars',
      as: 'admin',
      valid: () => ({
        title: 'Fuzzed session',
        abstract: 'Created under fuzzing.',
        startsAt: '2026-12-01T16:00:00Z',
        durationMinutes: 60,
        capacity: 20,
        joinUrl: 'https://meet.example.com/x',
      }),
    },
    {
      name: 'PATCH /api/admin/webinars/:id',
      method: 'PATCH',
      path: (id = sessionId) => `/api/admin/webinars/${id}`,
      param: () => sessionId,
      as: 'admin',
      valid: () => ({ title: 'Renamed', capacity: 60, startsAt: '2026-11-03T17:00:00Z', joinUrl: null }),
    },
    {
      name: 'PUT /api/admin/availability/hours',
      method: 'PUT',
      path: () => '/api/admin/availability/hours',
      as: 'admin',
      valid: () => ({
        weeklyHours: [
          { weekday: 1, start: '09:00', end: '17:00' },
          { weekday: 3, start: '13:00', end: '24:00' },
        ],
      }),
    },
    {
      name: 'POST /api/admin/availability/blackouts',
      method: 'POST',
      path: () => '/api/admin/availability/blackouts',
      as: 'admin',
      valid: () => ({ date: '2026-12-24', reason: 'Closed' }),
    },
    {
      name: 'PATCH /api/admin/enquiries/:id',
      method: 'PATCH',
      path: (id = enquiryId) => `/api/admin/enquiries/${id}`,
      param: () => enquiryId,
      as: 'admin',
      valid: () => ({ status: 'invoiced' }),
    },
    // Routes that act on what their path names and read no body: fuzzed above all in the path.
    {
      name: 'POST /api/admin/outbox/:id/resend',
      method: 'POST',
      path: (id = outboxId) => `/api/admin/outbox/${id}/resend`,
      param: () => outboxId,
      as: 'admin',
      valid: () => ({}),
    },
    {
      name: 'DELETE /api/admin/availability/blackouts/:date',
      method: 'DELETE',
      path: (date = '2026-12-24') => `/api/admin/availability/blackouts/${date}`,
      param: () => '2026-12-24',
      as: 'admin',
      valid: () => ({}),
    },
    {
      name: 'POST /api/me/webinar-registrations/:id/cancel',
      method: 'POST',
      path: (id = userRegistrationId) => `/api/me/webinar-registrations/${id}/cancel`,
      param: () => userRegistrationId,
      as: 'user',
      valid: () => ({}),
    },
    {
      name: 'POST /api/me/consultations/:id/cancel',
      method: 'POST',
      path: (id = userBookingId) => `/api/me/consultations/${id}/cancel`,
      param: () => userBookingId,
      as: 'user',
      valid: () => ({}),
    },
    {
      name: 'POST /api/admin/consultations/:id/done',
      method: 'POST',
      path: (id = bookingId) => `/api/admin/consultations/${id}/done`,
      param: () => bookingId,
      as: 'admin',
      valid: () => ({}),
    },
    {
      name: 'PATCH /api/admin/consultations/:id',
      method: 'PATCH',
      path: (id = bookingId) => `/api/admin/consultations/${id}`,
      param: () => bookingId,
      as: 'admin',
      valid: () => ({ joinUrl: 'https://meet.example.com/fuzz' }),
    },
    {
      name: 'POST /api/admin/consultations/:id/cancel',
      method: 'POST',
      path: (id = bookingId) => `/api/admin/consultations/${id}/cancel`,
      param: () => bookingId,
      as: 'admin',
      valid: () => ({}),
    },
    {
      name: 'POST /api/consultations/manage/:token/cancel',
      method: 'POST',
      path: (token = manageToken) => `/api/consultations/manage/${token}/cancel`,
      param: () => manageToken,
      valid: () => ({}),
    },
    {
      name: 'POST /api/admin/webinars/:id/cancel',
      method: 'POST',
      path: (id = sessionId) => `/api/admin/webinars/${id}/cancel`,
      param: () => sessionId,
      as: 'admin',
      valid: () => ({}),
    },
  ];
  const cookieOf = (as: 'admin' | 'user' | undefined): Record<string, string> =>
    as === 'admin' ? { cookie: adminCookie } : as === 'user' ? { cookie: userCookie } : {};

  /** Sends one request and checks the answer: 2xx or 4xx, and a refusal changes no table. */
  async function expectSafe(method: string, path: string, body: unknown, headers: Record<string, string>) {
    const { db } = database();
    const before = await journeyTableFingerprint(db);
    const response = await send(harness.app, method, path, body, headers);
    const text = await response.text();
    expect(response.status, `${method} ${path} → ${text}`).toBeGreaterThanOrEqual(200);
    expect(response.status, `${method} ${path} → ${text}`).toBeLessThan(500);
    if (response.status >= 300) expect(await journeyTableFingerprint(db)).toEqual(before);
  }

  it('fuzzes exactly the routes server/testing/fuzzed-routes.ts lists for this file', () => {
    expect(routes.map((route) => route.name).sort()).toEqual([...JOURNEY_FUZZED].sort());
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers only 2xx/4xx and a refusal changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(mutationsOf(route.valid()), async (generated) => {
          await expectSafe(route.method, route.path(), withFreshEmail(generated), cookieOf(route.as));
        }),
        { numRuns: RUNS },
      );
      await harness.mailer.idle();
    },
  );

  // Last: some of these cancel what the routes above act on (the session, the booking).
  it.each(routes.filter((route) => route.param).map((route) => [route.name, route] as const))(
    '%s: any path parameter answers only 2xx/4xx and a refusal changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(segmentsFor(route.param!()), async (segment) => {
          await expectSafe(route.method, route.path(segment), route.valid(), cookieOf(route.as));
        }),
        { numRuns: RUNS },
      );
      await harness.mailer.idle();
    },
  );
});
