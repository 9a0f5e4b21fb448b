// Alerts by email in /account (/api/me/activity's `alerts`, POST /api/me/alerts/:id/leave) on
// both engines: a subscription belongs to the account that confirmed it while signed in, or
// to an account whose verified email it is sent to — never to one that merely typed the
// address (or signed up with it unverified); someone else's id answers 404 and changes nothing.
// Through Hono's typed testClient.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertMessages } from '../../domain/schemas/alerts.ts';
import { alertSubscriptions, user } from '../db/schema.ts';
import { makeConstituent } from '../testing/admin-fixtures.ts';
import { signUp, uniqueEmail, type TestAccount } from '../testing/auth-helpers.ts';
import { journeyApp, journeyClient, mailsTo, movableClock } from '../testing/journeys.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const CONFIRM_LINK = /\/alerts\/confirm\/([A-Za-z0-9_-]{22})/;

describe.each(testEngines())('alerts in /account on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock('2026-12-01T10:00:00Z');
  let harness: ReturnType<typeof journeyApp>;
  let owner: TestAccount;
  let stranger: TestAccount;

  beforeAll(async () => {
    await makeConstituent(database().db); // ticker FIXT
    harness = journeyApp(database(), { clock });
    owner = await signUp(harness.app);
    stranger = await signUp(harness.app);
  });

  /** Subscribes `email` (signed in as `as`, if given) and returns the mailed token. */
  async function subscribe(email: string, as?: TestAccount): Promise<string> {
    const response = await journeyClient(harness.app, as?.cookie).alerts.$post({
      json: { email, topics: [{ kind: 'holder', ticker: 'fixt' }], frequency: 'weekly' },
    });
    expect(response.status).toBe(202);
    await harness.mailer.idle();
    const mails = await mailsTo(database().db, email);
    return CONFIRM_LINK.exec(mails.at(-1)!.textBody)![1]!;
  }

  async function confirm(token: string, as?: TestAccount) {
    const response = await journeyClient(harness.app, as?.cookie).alerts.confirm[':token'].$post({ param: { token } });
    expect(response.status).toBe(200);
  }

  const alertsOf = async (account: TestAccount) => {
    const response = await journeyClient(harness.app, account.cookie).me.activity.$get();
    expect(response.status).toBe(200);
    return (await response.json()).alerts;
  };

  const leave = (id: string, account?: TestAccount) =>
    journeyClient(harness.app, account?.cookie).me.alerts[':id'].leave.$post({ param: { id } });

  it('lists a subscription confirmed while signed in, with its topics and manage link, to that account only', async () => {
    const email = uniqueEmail('confirmed-signed-in');
    const token = await subscribe(email);
    expect(await alertsOf(owner)).toEqual([]); // not yet confirmed
    await confirm(token, owner);
    const [alerts, ...others] = await alertsOf(owner);
    expect(others).toEqual([]);
    expect(alerts).toMatchObject({
      email,
      status: 'active',
      frequency: 'weekly',
      managePath: `/alerts/manage/${token}`,
      topics: [{ kind: 'holder', key: 'FIXT', name: expect.stringContaining('(FIXT)') }],
    });
    expect(alerts!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await alertsOf(stranger)).toEqual([]);
  });

  it('does not give an account an address it only typed: the confirmation decides', async () => {
    const someoneElses = uniqueEmail('someone-else');
    const token = await subscribe(someoneElses, stranger);
    expect(await alertsOf(stranger)).toEqual([]);
    await confirm(token); // the address's owner, not signed in
    expect(await alertsOf(stranger)).toEqual([]);
  });

  it('matches the account email only once the account has verified it', async () => {
    const account = await signUp(harness.app);
    await confirm(await subscribe(account.email.toLowerCase()));
    expect(await alertsOf(account)).toEqual([]);
    await database().db.update(user).set({ emailVerified: true }).where(eq(user.id, account.userId));
    expect(await alertsOf(account)).toEqual([expect.objectContaining({ email: account.email.toLowerCase() })]);
  });

  it('leaves from /account: someone else’s id is 404 and changes nothing; the owner’s leaves for good', async () => {
    const email = uniqueEmail('leaving');
    const token = await subscribe(email);
    await confirm(token, owner);
    const id = (await alertsOf(owner)).find((alerts) => alerts.email === email)!.id;

    for (const path of [id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await leave(path, stranger);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ message: alertMessages.notYours });
    }
    const [untouched] = await database().db.select().from(alertSubscriptions).where(eq(alertSubscriptions.id, id));
    expect(untouched!.unsubscribedAt).toBeNull();
    expect((await leave(id)).status).toBe(401);

    const left = await leave(id, owner);
    expect(left.status).toBe(200);
    expect(await left.json()).toMatchObject({ id, email, status: 'left', message: alertMessages.left, topics: [] });
    expect((await alertsOf(owner)).map((alerts) => alerts.email)).not.toContain(email);
    const managed = await journeyClient(harness.app).alerts.manage[':token'].$get({ param: { token } });
    expect((await managed.json()).status).toBe('left');

    // Subscribing the address again starts a new confirmation; confirmed anonymously, it is no longer the account's.
    await confirm(await subscribe(email));
    expect((await alertsOf(owner)).map((alerts) => alerts.email)).not.toContain(email);
  });
});
