// Fuzzing the alerts' write routes on both engines, as journeys-fuzz.test.ts does the
// journeys': bodies built from a valid one with fields dropped or replaced by hostile values,
// and hostile tokens (or ids) in the path. Every answer must be 2xx or 4xx, and a refused request
// must leave the alert tables (row by row) and the outbox as they were.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountActivity } from '../../domain/schemas/account-activity.ts';
import type { Database } from '../db/client.ts';
import { alertSubscriptions, alertTopics } from '../db/schema.ts';
import { makeConstituent } from '../testing/admin-fixtures.ts';
import { ALERTS_FUZZED } from '../testing/fuzzed-routes.ts';
import { FRESH_EMAIL, mutationsOf, segmentsFor, withFreshEmail } from '../testing/fuzz-values.ts';
import { journeyApp, mailsTo, movableClock, send, tableFingerprint } from '../testing/journeys.ts';
import { signUp, uniqueEmail } from '../testing/auth-helpers.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-11-30T08:00:00Z';
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

function alertTableFingerprint(db: Database): Promise<Record<string, string | number>> {
  return tableFingerprint(db, [alertSubscriptions, alertTopics]);
}

describe.each(testEngines())('alert write routes under fuzzing on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let harness: ReturnType<typeof journeyApp>;
  let token = '';
  let userCookie = '';
  let accountAlertsId = '';

  beforeAll(async () => {
    const { db } = database();
    await makeConstituent(db); // ticker FIXT
    harness = journeyApp(database(), { clock });
    const email = uniqueEmail('alerts-fuzz');
    await send(harness.app, 'POST', '/api/alerts', {
      email,
      topics: [{ kind: 'holder', ticker: 'FIXT' }],
      frequency: 'instant',
    });
    await harness.mailer.idle();
    const [mail] = await mailsTo(db, email);
    token = /\/alerts\/confirm\/([A-Za-z0-9_-]{22})/.exec(mail!.textBody)![1]!;

    // An account's own subscription (confirmed while signed in), left from /account.
    const user = await signUp(harness.app);
    userCookie = user.cookie;
    await send(harness.app, 'POST', '/api/alerts', {
      email: user.email,
      topics: [{ kind: 'index', indexId: 'bitcoin_treasury' }],
      frequency: 'weekly',
    });
    await harness.mailer.idle();
    // The account's address also has its verification mail from the sign-up.
    const userMail = (await mailsTo(db, user.email)).find((mail) => mail.kind === 'alert_confirmation');
    const userToken = /\/alerts\/confirm\/([A-Za-z0-9_-]{22})/.exec(userMail!.textBody)![1]!;
    await send(harness.app, 'POST', `/api/alerts/confirm/${userToken}`, {}, { cookie: userCookie });
    const activity = await send(harness.app, 'GET', '/api/me/activity', undefined, { cookie: userCookie });
    accountAlertsId = ((await activity.json()) as AccountActivity).alerts[0]!.id;
  });

  const validTopics = () => [
    { kind: 'holder', ticker: 'fixt' },
    { kind: 'index', indexId: 'green_vault' },
  ];
  const routes: {
    name: (typeof ALERTS_FUZZED)[number];
    method: string;
    path: (segment?: string) => string;
    param?: () => string;
    /** Sent signed in as the account (its own routes). */
    signedIn?: true;
    valid: () => Record<string, unknown>;
  }[] = [
    {
      name: 'POST /api/alerts',
      method: 'POST',
      path: () => '/api/alerts',
      valid: () => ({ email: FRESH_EMAIL, topics: validTopics(), frequency: 'weekly', timeZone: 'Asia/Tokyo' }),
    },
    {
      name: 'POST /api/alerts/confirm/:token',
      method: 'POST',
      path: (segment = token) => `/api/alerts/confirm/${segment}`,
      param: () => token,
      valid: () => ({}),
    },
    {
      name: 'PATCH /api/alerts/manage/:token',
      method: 'PATCH',
      path: (segment = token) => `/api/alerts/manage/${segment}`,
      param: () => token,
      valid: () => ({ topics: validTopics(), frequency: 'instant', timeZone: 'America/New_York' }),
    },
    {
      name: 'DELETE /api/alerts/manage/:token',
      method: 'DELETE',
      path: (segment = token) => `/api/alerts/manage/${segment}`,
      param: () => token,
      valid: () => ({}),
    },
    {
      name: 'POST /api/alerts/unsubscribe/:token',
      method: 'POST',
      path: (segment = token) => `/api/alerts/unsubscribe/${segment}`,
      param: () => token,
      valid: () => ({}),
    },
    {
      name: 'POST /api/me/alerts/:id/leave',
      method: 'POST',
      path: (segment = accountAlertsId) => `/api/me/alerts/${segment}/leave`,
      param: () => accountAlertsId,
      signedIn: true,
      valid: () => ({}),
    },
  ];

  async function expectSafe(route: (typeof routes)[number], path: string, body: unknown) {
    const { db } = database();
    const { method } = route;
    const before = await alertTableFingerprint(db);
    const response = await send(harness.app, method, path, body, route.signedIn ? { cookie: userCookie } : {});
    const text = await response.text();
    expect(response.status, `${method} ${path} → ${text}`).toBeGreaterThanOrEqual(200);
    expect(response.status, `${method} ${path} → ${text}`).toBeLessThan(500);
    if (response.status >= 300) expect(await alertTableFingerprint(db)).toEqual(before);
  }

  it('fuzzes exactly the routes server/testing/fuzzed-routes.ts lists for this file', () => {
    expect(routes.map((route) => route.name).sort()).toEqual([...ALERTS_FUZZED].sort());
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers only 2xx/4xx and a refusal changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(mutationsOf(route.valid()), async (generated) => {
          await expectSafe(route, route.path(), withFreshEmail(generated));
        }),
        { numRuns: RUNS },
      );
      await harness.mailer.idle();
    },
  );

  it.each(routes.filter((route) => route.param).map((route) => [route.name, route] as const))(
    '%s: any path parameter answers only 2xx/4xx and a refusal changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(segmentsFor(route.param!()), async (segment) => {
          await expectSafe(route, route.path(segment), route.valid());
        }),
        { numRuns: RUNS },
      );
      await harness.mailer.idle();
    },
  );
});
