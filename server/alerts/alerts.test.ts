// Alerts by email end to end through real handlers on both engines, with the mail sent over
// SMTP to a real SMTP server in the test (smtp-server) and read back raw (mailparser):
// subscribe → confirmation mail → confirm → an admin edit sends one alert with the RFC 8058
// headers → the one-click POST unsubscribes → no further alert; an unconfirmed address is
// never alerted; an import of 50 rows sends one mail per subscriber; the weekly digest comes
// on the subscriber's Monday morning; unconfirmed subscriptions go after 7 days.
// Through the journeys' typed client; raw requests stay for the subscriptions its types
// refuse (a 422 table) and the mail provider's one-click POST, a form body.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessages, type SubscribeInput } from '../../domain/schemas/alerts.ts';
import { constituentCreateSchema } from '../../domain/schemas/admin.ts';
import { createApp } from '../app.ts';
import { ephemeralAuthSettings } from '../auth.ts';
import { SYSTEM } from '../db/queries/audit-log.ts';
import { alertSubscriptions } from '../db/schema.ts';
import { AlertJobs } from '../jobs/alert-jobs.ts';
import { defaultJourneySettings } from '../journeys/settings.ts';
import { createMailer } from '../mail/mailer.ts';
import { createConstituent } from '../market/constituent-service.ts';
import { commitImport, previewImport } from '../market/import/import-service.ts';
import { signUpAdmin, uniqueEmail } from '../testing/auth-helpers.ts';
import { journeyClient, movableClock, send } from '../testing/journeys.ts';
import { startSmtpSink, type SmtpSink, type SunkMessage } from '../testing/smtp-sink.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const NOW = '2026-12-01T10:00:00Z'; // a Tuesday
const ORIGIN = 'http://localhost';
const CONFIRM_LINK = /http:\/\/localhost\/alerts\/confirm\/([A-Za-z0-9_-]{22})/;

describe.each(testEngines())('alerts by email on %s', (engine) => {
  const database = useTestDatabase(engine);
  const clock = movableClock(NOW);
  let sink: SmtpSink;
  let app: ReturnType<typeof createApp>;
  let jobs: AlertJobs;
  let mailer: ReturnType<typeof createMailer>;
  let adminCookie = '';
  let holderId = '';

  beforeAll(async () => {
    const { db, handle } = database();
    sink = await startSmtpSink();
    mailer = createMailer({
      db,
      logger: pino({ level: 'silent' }),
      smtpUrl: sink.url,
      from: 'Vaultmark <no-reply@localhost>',
    });
    const auth = ephemeralAuthSettings(db, { mailer });
    const journeys = defaultJourneySettings({ now: () => clock.now });
    app = createApp({ db: handle, auth, journeys });
    jobs = new AlertJobs({ handle, logger: pino({ level: 'silent' }), mailer, settings: journeys, origin: ORIGIN });
    const holder = await createConstituent(
      db,
      SYSTEM,
      z.parse(constituentCreateSchema, {
        companyName: 'Alert Holdings Inc',
        symbol: 'ALRT',
        btcHoldings: 5_000,
        marketCap: 3e9,
        asOf: '2026-11-20',
        sourceNote: 'Fixture filing',
      }),
    );
    holderId = holder.row.id;
    adminCookie = (await signUpAdmin(app, db)).cookie;
    expect(await jobs.runRound()).toMatchObject({ instant: 0, digests: 0 }); // the baseline
  });
  afterAll(async () => {
    await mailer.idle();
    mailer.close();
    await sink.close();
  });

  const to = (email: string) => (message: SunkMessage) => message.to.includes(email);
  const alerts = () => journeyClient(app).alerts;
  const subscribe = (json: SubscribeInput) => alerts().$post({ json });
  const confirm = (token: string) => alerts().confirm[':token'].$post({ param: { token } });

  /** Subscribes and confirms `email`; returns its token (from the mailed link). */
  async function subscribeAndConfirm(email: string, body: Omit<SubscribeInput, 'email'>): Promise<string> {
    expect((await subscribe({ email, ...body })).status).toBe(202);
    await mailer.idle();
    const [confirmation] = await sink.waitFor(to(email));
    const token = CONFIRM_LINK.exec(confirmation!.parsed.text ?? '')![1]!;
    expect((await confirm(token)).status).toBe(200);
    return token;
  }

  async function editHoldings(btcHoldings: number) {
    const response = await journeyClient(app, adminCookie).admin.constituents[':id'].$patch({
      param: { id: holderId },
      json: { btcHoldings, asOf: '2026-11-30', sourceNote: 'https://example.com/8-k' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  it('refuses what cannot be subscribed to, naming the field; answers 202 alike otherwise', async () => {
    const unknown = await subscribe({
      email: uniqueEmail('alerts'),
      topics: [
        { kind: 'index', indexId: 'bitcoin_treasury' },
        { kind: 'holder', ticker: 'NOPE' },
      ],
      frequency: 'instant',
    });
    expect(unknown.status).toBe(422);
    expect(JSON.parse(await unknown.text())).toMatchObject({
      details: { issues: [{ path: 'topics.1.ticker', message: alertMessages.unknownTicker }] },
    });
    for (const [body, field] of [
      [{ email: 'not-an-email', topics: [{ kind: 'holder', ticker: 'ALRT' }], frequency: 'instant' }, 'email'],
      [{ email: uniqueEmail('alerts'), topics: [], frequency: 'instant' }, 'topics'],
      [
        { email: uniqueEmail('alerts'), topics: [{ kind: 'index', indexId: 'nasdaq' }], frequency: 'weekly' },
        'topics.0.indexId',
      ],
    ] as const) {
      // Raw: the client's types refuse some of these bodies (an unknown index id).
      const response = await send(app, 'POST', '/api/alerts', body);
      expect(response.status).toBe(422);
      const issues = ((await response.json()) as { details: { issues: { path: string }[] } }).details.issues;
      expect(issues.map((issue) => issue.path)).toContain(field);
    }
    const email = uniqueEmail('twice');
    const first = await subscribe({ email, topics: [{ kind: 'holder', ticker: 'alrt' }], frequency: 'weekly' });
    const again = await subscribe({ email, topics: [{ kind: 'holder', ticker: 'ALRT' }], frequency: 'weekly' });
    expect([first.status, again.status]).toEqual([202, 202]);
    expect(await again.json()).toEqual(await first.json());
  });

  it('confirms by POST only, alerts once on an admin edit with RFC 8058 headers, and stops after one click', async () => {
    const email = uniqueEmail('instant');
    const unconfirmed = uniqueEmail('unconfirmed');
    expect(
      (await subscribe({ email: unconfirmed, topics: [{ kind: 'holder', ticker: 'ALRT' }], frequency: 'instant' }))
        .status,
    ).toBe(202);
    expect(
      (await subscribe({ email, topics: [{ kind: 'holder', ticker: 'ALRT' }], frequency: 'instant' })).status,
    ).toBe(202);
    await mailer.idle();
    const [confirmation] = await sink.waitFor(to(email));
    expect(confirmation!.parsed.subject).toBe('Confirm your Vaultmark alerts');
    expect(confirmation!.header('list-unsubscribe')).toBeUndefined();
    const token = CONFIRM_LINK.exec(confirmation!.parsed.text ?? '')![1]!;

    // Reading the manage link (what a mail scanner's GET does) confirms nothing.
    const read = await alerts().manage[':token'].$get({ param: { token } });
    expect((await read.json()).status).toBe('unconfirmed');
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      status: 'active',
      frequency: 'instant',
      topics: [{ kind: 'holder', key: 'ALRT', name: 'Alert Holdings Inc (ALRT)' }],
    });

    await editHoldings(5_250);
    expect(await jobs.runRound()).toMatchObject({ holdingsChanges: 1, instant: 1 });
    const [alert] = await sink.waitFor(
      (message) => to(email)(message) && message.parsed.subject !== confirmation!.parsed.subject,
    );
    expect(alert!.header('list-unsubscribe')).toBe(`<${ORIGIN}/api/alerts/unsubscribe/${token}>`);
    expect(alert!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const text = alert!.parsed.text ?? '';
    expect(text).toContain('Alert Holdings Inc (ALRT): 5,000 BTC → 5,250 BTC (+250 BTC)');
    expect(text).toContain('As of: 2026-11-30');
    expect(text).toContain('Source: https://example.com/8-k');
    expect(text).toContain(`Unsubscribe: ${ORIGIN}/alerts/manage/${token}`);
    // The unconfirmed address got its confirmation and nothing else.
    expect(sink.messages.filter(to(unconfirmed)).map((message) => message.parsed.subject)).toEqual([
      'Confirm your Vaultmark alerts',
    ]);

    // The mail provider's one-click POST: form body, another origin, no cookie.
    const oneClick = await app.request(new URL(alert!.header('list-unsubscribe')!.slice(1, -1)).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const sentBefore = sink.messages.length;
    await editHoldings(5_500);
    expect(await jobs.runRound()).toMatchObject({ holdingsChanges: 1, instant: 0 });
    await mailer.idle();
    expect(sink.messages.length).toBe(sentBefore);
    const [row] = await database().db.select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email));
    expect(row?.unsubscribedAt).not.toBeNull();
  });

  it('sends one mail per subscriber for an import of 50 rows', async () => {
    const { db } = database();
    const tickers = Array.from({ length: 50 }, (_, i) => `IMP${String(i).padStart(2, '0')}`);
    const csv = (holdings: (i: number) => number) =>
      [
        'companyName,indexType,symbol,btcHoldings,asOf,sourceNote',
        ...tickers.map(
          (ticker, i) => `Import Co ${ticker},bitcoin_treasury,${ticker},${holdings(i)},2026-11-30,Fixture file`,
        ),
      ].join('\n');
    const runImport = async (text: string) => {
      const preview = await previewImport(db, SYSTEM, {
        text,
        fileName: 'rows.csv',
        contentType: 'text/csv',
        mode: 'upsert',
      });
      await commitImport(db, SYSTEM, preview.import.id);
    };
    await runImport(csv((i) => 1_000 + i));
    await jobs.runRound();
    const first = uniqueEmail('import-a');
    const second = uniqueEmail('import-b');
    await subscribeAndConfirm(first, {
      topics: tickers.slice(0, 3).map((ticker) => ({ kind: 'holder', ticker })),
      frequency: 'instant',
    });
    await subscribeAndConfirm(second, {
      topics: [
        { kind: 'holder', ticker: 'IMP10' },
        { kind: 'holder', ticker: 'IMP49' },
      ],
      frequency: 'instant',
    });

    await runImport(csv((i) => 2_000 + i));
    expect(await jobs.runRound()).toMatchObject({ holdingsChanges: 50, instant: 2 });
    const alertsTo = (email: string) =>
      sink.messages.filter((message) => to(email)(message) && message.parsed.subject?.startsWith('Vaultmark alert'));
    await sink.waitFor((message) => to(second)(message) && message.parsed.subject === 'Vaultmark alert: 2 changes');
    expect(alertsTo(first).map((message) => message.parsed.subject)).toEqual(['Vaultmark alert: 3 changes']);
    expect(alertsTo(second)).toHaveLength(1);
    expect(alertsTo(second)[0]!.parsed.text).toContain('Import Co IMP49 (IMP49): 1,049 BTC → 2,049 BTC (+1,000 BTC)');
  });

  it("sends the weekly digest on the subscriber's Monday morning, once", async () => {
    const email = uniqueEmail('weekly');
    await subscribeAndConfirm(email, {
      topics: [{ kind: 'holder', ticker: 'ALRT' }],
      frequency: 'weekly',
      timeZone: 'America/New_York',
    });
    await editHoldings(6_000);
    expect(await jobs.runRound()).toMatchObject({ digests: 0 }); // Tuesday
    clock.set('2026-12-07T12:59:00Z'); // Monday 07:59 in New York
    expect(await jobs.runRound()).toMatchObject({ digests: 0 });
    clock.set('2026-12-07T13:00:00Z'); // Monday 08:00 in New York
    expect(await jobs.runRound()).toMatchObject({ digests: 1 });
    expect(await jobs.runRound()).toMatchObject({ digests: 0 });
    const [digest] = await sink.waitFor(
      (message) => to(email)(message) && message.parsed.subject?.includes('weekly') === true,
    );
    expect(digest!.parsed.subject).toBe('Vaultmark weekly alerts: 1 change');
    expect(digest!.parsed.text).toContain('Alert Holdings Inc (ALRT): 5,500 BTC → 6,000 BTC (+500 BTC)');
    expect(digest!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('deletes subscriptions not confirmed within 7 days', async () => {
    const { db } = database();
    const before = await db.select().from(alertSubscriptions);
    const unconfirmed = before.filter((row) => row.confirmedAt === null);
    expect(unconfirmed.length).toBeGreaterThan(0);
    clock.advance(8 * 86_400_000);
    expect((await jobs.runRound())?.deletedUnconfirmed).toBe(unconfirmed.length);
    const after = await db.select().from(alertSubscriptions);
    expect(after.every((row) => row.confirmedAt !== null)).toBe(true);
    expect(after).toHaveLength(before.length - unconfirmed.length);
  });
});
