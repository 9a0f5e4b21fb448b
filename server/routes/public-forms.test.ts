// What every public journey form gets, checked on each of the five write routes and both
// engines: the honeypot (answered as accepted, nothing stored or sent), rate limits per
// client address and per email (429 with Retry-After), the 64 KB body limit (413), the
// origin check (403) and malformed JSON (400) — each refused request leaving every table
// as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { JOURNEY_LIMITS } from '../journeys/limits.ts';
import { seedJourneyDefaults } from '../db/seed/journeys.ts';
import { insertSession } from '../db/queries/webinars.ts';
import { jsonHeaders, uniqueClientAddress, uniqueEmail } from '../testing/auth-helpers.ts';
import {
  answersAll,
  bookingBody,
  enquiryBody,
  journeyApp,
  journeyTableCounts,
  movableClock,
  policyBody,
  registrationBody,
  send,
} from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-10-20T08:00:00Z';
const SLOT = '2026-10-27T10:00:00Z';

interface FormRoute {
  name: string;
  path: () => string;
  body: (email?: string) => Record<string, unknown>;
  /** Status of an accepted request. */
  accepted: number;
}

describe.each(testEngines('http'))('public form guards on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;
  let sessionId = '';

  beforeAll(async () => {
    await seedJourneyDefaults(database().db);
    harness = journeyApp(database(), { clock });
    const session = await insertSession(database().db, {
      title: 'Guards',
      abstract: 'A session for the form guard tests.',
      startsAt: new Date('2026-11-03T16:00:00Z'),
      durationMinutes: 60,
      capacity: 1000,
      joinUrl: null,
    });
    sessionId = session.id;
  });

  const routes: FormRoute[] = [
    {
      name: 'assessment',
      path: () => '/api/assessments',
      body: (email) => ({ answers: answersAll('yes'), email, sendCopy: !!email }),
      accepted: 201,
    },
    {
      name: 'consultation',
      path: () => '/api/consultations',
      body: (email) => bookingBody(SLOT, email ? { email } : {}),
      accepted: 201,
    },
    {
      name: 'webinar registration',
      path: () => `/api/webinars/${sessionId}/registrations`,
      body: (email) => registrationBody(email ? { email } : {}),
      accepted: 201,
    },
    {
      name: 'enquiry',
      path: () => '/api/enquiries',
      body: (email) => enquiryBody(email ? { email } : {}),
      accepted: 201,
    },
    {
      // No email is asked for a policy draft: limited per address only.
      name: 'policy draft',
      path: () => '/api/policies',
      body: () => policyBody(),
      accepted: 201,
    },
  ];

  describe.each(routes)('$name', (route) => {
    it('answers a filled honeypot as if accepted, and stores and sends nothing', async () => {
      const before = await journeyTableCounts(database().db, true);
      const response = await send(harness.app, 'POST', route.path(), {
        ...route.body(uniqueEmail('bot')),
        website: 'https://spam.example',
      });
      expect(response.status).toBe(route.accepted);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty('code');
      await harness.mailer.idle();
      expect(await journeyTableCounts(database().db, true)).toEqual(before);
    });

    it('accepts an empty honeypot', async () => {
      const response = await send(harness.app, 'POST', route.path(), { ...route.body(), website: '' });
      expect(response.status).toBe(route.accepted);
    });

    it('refuses half a surrogate pair in any text field with 422 naming it, changing nothing', async () => {
      const body = route.body() as Record<string, unknown>;
      // Every text field, nested ones too (an assessment's answers), but the honeypot: a filled
      // one is answered as accepted, on purpose.
      const textFields = (value: Record<string, unknown>, prefix: string[] = []): string[][] =>
        Object.entries(value).flatMap(([key, field]) => {
          if (typeof field === 'string') return key === 'website' ? [] : [[...prefix, key]];
          if (field && typeof field === 'object' && !Array.isArray(field)) {
            return textFields(field as Record<string, unknown>, [...prefix, key]);
          }
          return [];
        });
      const fields = textFields(body);
      expect(fields.length).toBeGreaterThan(0);
      const before = await journeyTableCounts(database().db, true);
      for (const path of fields) {
        const broken = structuredClone(body);
        const parent = path.slice(0, -1).reduce((at, key) => at[key] as Record<string, unknown>, broken);
        const key = path.at(-1)!;
        parent[key] = `${String(parent[key])}\ud800`;
        const response = await send(harness.app, 'POST', route.path(), broken);
        const answer = (await response.json()) as { details?: { issues?: { path: string }[] } };
        expect(response.status, path.join('.')).toBe(422);
        expect(answer.details?.issues?.map((issue) => issue.path)).toContain(path.join('.'));
      }
      expect(await journeyTableCounts(database().db, true)).toEqual(before);
    });

    it('refuses a body over 64 KB with 413, a foreign origin with 403 and broken JSON with 400, changing nothing', async () => {
      const before = await journeyTableCounts(database().db, true);
      const big = await send(harness.app, 'POST', route.path(), { ...route.body(), padding: 'x'.repeat(70 * 1024) });
      expect(big.status).toBe(413);
      expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      const foreign = await send(harness.app, 'POST', route.path(), route.body(), { origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      const broken = await send(harness.app, 'POST', route.path(), '{"name": "unterminated');
      expect(broken.status).toBe(400);
      expect(await journeyTableCounts(database().db, true)).toEqual(before);
    });
  });

  it.each([
    ['assessment', JOURNEY_LIMITS.assessment],
    ['consultation', JOURNEY_LIMITS.consultation],
    ['webinar registration', JOURNEY_LIMITS.webinarRegistration],
    ['enquiry', JOURNEY_LIMITS.enquiry],
    ['policy draft', JOURNEY_LIMITS.policyDraft],
  ] as const)('limits %s requests per client address: 429 with Retry-After', async (name, limits) => {
    const route = routes.find((entry) => entry.name === name)!;
    const address = uniqueClientAddress();
    // Requests the route refuses still count (a consultation for a taken slot, say).
    const statuses: number[] = [];
    for (let i = 0; i < limits.perAddress.max; i += 1) {
      const response = await send(harness.app, 'POST', route.path(), route.body(), jsonHeaders(undefined, address));
      statuses.push(response.status);
    }
    expect(statuses.every((status) => status < 429)).toBe(true);
    const before = await journeyTableCounts(database().db);
    const refused = await send(harness.app, 'POST', route.path(), route.body(), jsonHeaders(undefined, address));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(limits.perAddress.windowMs / 1000);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await journeyTableCounts(database().db)).toEqual(before);
    // Another address is not affected.
    expect((await send(harness.app, 'POST', route.path(), route.body())).status).not.toBe(429);
  });

  it.each([
    ['assessment', JOURNEY_LIMITS.assessment],
    ['consultation', JOURNEY_LIMITS.consultation],
    ['webinar registration', JOURNEY_LIMITS.webinarRegistration],
    ['enquiry', JOURNEY_LIMITS.enquiry],
  ] as const)('limits %s requests per email across addresses', async (name, limits) => {
    const route = routes.find((entry) => entry.name === name)!;
    const email = uniqueEmail('limited');
    for (let i = 0; i < limits.perEmail.max; i += 1) {
      expect((await send(harness.app, 'POST', route.path(), route.body(email))).status).toBeLessThan(429);
    }
    const refused = await send(harness.app, 'POST', route.path(), route.body(` ${email.toUpperCase()} `));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
