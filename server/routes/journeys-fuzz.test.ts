// Fuzzing every write route the journeys add, on both engines: bodies built from a valid
// one with fields dropped, replaced by hostile values (control characters, impossible
// dates, huge numbers, wrong types, nested objects) or joined by unknown keys. Every answer
// must be 2xx or 4xx — never a 500 — and a refused request must leave every table as it was
// (row by row: a fingerprint of the contents, so a partial update would show).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../db/queries/webinars.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { signUpAdmin, uniqueEmail } from '../testing/auth-helpers.ts';
import {
  answersAll,
  bookingBody,
  enquiryBody,
  journeyApp,
  journeyTableFingerprint,
  mailsTo,
  movableClock,
  registrationBody,
  send,
} from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-10-20T08:00:00Z';
/** Runs per route and engine: about a dozen routes stay within a few seconds each. */
const RUNS = 40;
const FRESH_EMAIL = 'fresh@placeholder.invalid';

const KEEP = Symbol('keep');
const DROP = Symbol('drop');

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0000b',
    'line\nbreak',
    '2026-02-30',
    '2026-13-01',
    '2026-02-30T09:00:00Z',
    '2026-10-27T10:00:00+25:00',
    '24:30',
    '=HYPERLINK("x")',
    'Europe/Atlantis',
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(6000),
    '🙂'.repeat(50),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -1, 0),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

/** A valid body with each field kept, dropped or replaced, plus the odd unknown key. */
function mutationsOf(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.keys(valid).map((key) => [
      key,
      fc.oneof(
        { weight: 5, arbitrary: fc.constant<typeof KEEP>(KEEP) },
        { weight: 1, arbitrary: fc.constant<typeof DROP>(DROP) },
        { weight: 2, arbitrary: hostileValue },
      ),
    ]),
  );
  const mutated = fc.record({
    fields: fc.record(fields),
    extra: fc.dictionary(fc.constantFrom('extra', 'website', '__proto__', 'constructor', 'id'), hostileValue, {
      maxKeys: 1,
    }),
  });
  return fc.oneof(
    {
      weight: 9,
      arbitrary: mutated.map(({ fields: chosen, extra }) => {
        const body: Record<string, unknown> = { ...extra };
        for (const [key, value] of Object.entries(chosen)) {
          if (value === DROP) continue;
          body[key] = value === KEEP ? valid[key] : value;
        }
        return body;
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** Replaces the placeholder email with a fresh one, so per-email limits do not stop the fuzz early. */
function withFreshEmail(body: unknown): unknown {
  if (body && typeof body === 'object' && (body as { email?: unknown }).email === FRESH_EMAIL) {
    return { ...(body as object), email: uniqueEmail('fuzz') };
  }
  return body;
}

describe.each(testEngines())('journey write routes under fuzzing on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;
  let adminCookie = '';
  let sessionId = '';
  let manageToken = '';
  let registrationToken = '';
  let enquiryId = '';

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
    manageToken = ((await booking.json()) as { managePath: string }).managePath.split('/').at(-1)!;
    const registrant = registrationBody();
    await send(harness.app, 'POST', `/api/webinars/${sessionId}/registrations`, registrant);
    await harness.mailer.idle();
    const [confirmation] = await mailsTo(db, registrant.email);
    registrationToken = /\/live-webinars\/manage\/([A-Za-z0-9_-]{22})/.exec(confirmation!.textBody)![1]!;
    const enquiry = await send(harness.app, 'POST', '/api/enquiries', enquiryBody());
    enquiryId = ((await enquiry.json()) as { id: string }).id;
  });

  const routes: {
    name: string;
    method: string;
    path: () => string;
    valid: () => Record<string, unknown>;
    admin?: boolean;
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
      path: () => `/api/consultations/manage/${manageToken}/reschedule`,
      valid: () => ({ startsAt: '2026-10-28T09:30:00Z', timeZone: 'Asia/Tokyo' }),
    },
    {
      name: 'POST /api/webinars/:id/registrations',
      method: 'POST',
      path: () => `/api/webinars/${sessionId}/registrations`,
      valid: () => registrationBody({ email: FRESH_EMAIL, timeZone: 'Asia/Tokyo' }),
    },
    {
      name: 'POST /api/webinars/registrations/manage/:token/cancel',
      method: 'POST',
      path: () => `/api/webinars/registrations/manage/${registrationToken}/cancel`,
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
      name: 'POST /api/admin/webinars',
      method: 'POST',
      path: () => '/api/admin/webinars',
      admin: true,
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
      path: () => `/api/admin/webinars/${sessionId}`,
      admin: true,
      valid: () => ({ title: 'Renamed', capacity: 60, startsAt: '2026-11-03T17:00:00Z', joinUrl: null }),
    },
    {
      name: 'PUT /api/admin/availability/hours',
      method: 'PUT',
      path: () => '/api/admin/availability/hours',
      admin: true,
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
      admin: true,
      valid: () => ({ date: '2026-12-24', reason: 'Closed' }),
    },
    {
      name: 'PATCH /api/admin/enquiries/:id',
      method: 'PATCH',
      path: () => `/api/admin/enquiries/${enquiryId}`,
      admin: true,
      valid: () => ({ status: 'invoiced' }),
    },
  ];

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers only 2xx/4xx and a refusal changes nothing',
    async (_name, route) => {
      const { db } = database();
      await fc.assert(
        fc.asyncProperty(mutationsOf(route.valid()), async (generated) => {
          const body = withFreshEmail(generated);
          const before = await journeyTableFingerprint(db);
          const response = await send(
            harness.app,
            route.method,
            route.path(),
            body,
            route.admin ? { cookie: adminCookie } : {},
          );
          const text = await response.text();
          expect(response.status, text).toBeGreaterThanOrEqual(200);
          expect(response.status, text).toBeLessThan(500);
          if (response.status >= 300) expect(await journeyTableFingerprint(db)).toEqual(before);
        }),
        { numRuns: RUNS },
      );
      await harness.mailer.idle();
    },
  );
});
