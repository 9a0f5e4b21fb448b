// The admin overview, index and prices screens' API on a seeded database (PGlite; both engines with TEST_ENGINES=all):
// counts and freshness, recalculation with before/after weights, today's snapshot taken
// again, the methodology constants, prices with their age, and a price entered by hand.
// Through Hono's typed testClient; the refused inputs, which its types do not let through, are
// sent as raw requests.
import { and, eq } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { methodologies } from '../../../domain/index-methodology/methodologies.ts';
import { constituentListSchema } from '../../../domain/schemas/constituents.ts';
import { indexResultSchema } from '../../../domain/schemas/market.ts';
import { isStale } from '../../../domain/staleness.ts';
import { createApp, createMarketServices } from '../../app.ts';
import { recordJobRun } from '../../jobs/job-status.ts';
import { enquiries, indexHistory, treasuryConstituents } from '../../db/schema.ts';
import { jsonHeaders, signUpAdmin, type TestAccount } from '../../testing/auth-helpers.ts';
import { tableDigest } from '../../testing/table-digest.ts';
import { testEngines, useTestDatabase } from '../../testing/test-db.ts';
import pino from 'pino';

interface ErrorAnswer {
  code: string;
  message: string;
  details?: { issues?: { path: string }[] };
}

describe.each(testEngines('http'))('admin overview, index and prices on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  let instance: ReturnType<typeof createApp> | undefined;
  let admin: TestAccount | undefined;

  /** The app (with the price feed configured) and its signed-in admin, made once. */
  const signedIn = async () => {
    if (!instance) {
      const market = createMarketServices(database().handle, pino({ level: 'silent' }), null, {
        enabled: true,
        url: 'https://api.example.com/btc',
      });
      instance = createApp({ db: database().handle, market });
    }
    admin ??= await signUpAdmin(instance, database().db);
    return { app: instance, account: admin };
  };
  /** The API as the admin, typed by createApp's routes. */
  const api = async () => {
    const { app, account } = await signedIn();
    return testClient(app, undefined, undefined, { headers: () => jsonHeaders(account.cookie) }).api;
  };
  /** A request the client's types refuse (a bad value on purpose): its status and error body. */
  const refused = async (method: string, path: string, body?: unknown) => {
    const { app, account } = await signedIn();
    const response = await app.request(path, {
      method,
      headers: jsonHeaders(account.cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as ErrorAnswer };
  };

  it('overview: counts, freshness per index type by the staleness rule, price, jobs, leads', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const lead = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      company: 'Cobol Corp',
      tier: 'professional' as const,
    };
    await database()
      .db.insert(enquiries)
      .values([
        { ...lead, createdAt: daysAgo(1) },
        { ...lead, createdAt: daysAgo(10) },
        { ...lead, createdAt: daysAgo(40) },
      ]);
    await recordJobRun(database().db, 'price_feed', {
      startedAt: new Date(),
      outcome: 'failed',
      error: new Error('HTTP 503'),
    });
    const client = await api();
    const response = await client.admin.overview.$get();
    expect(response.status).toBe(200);
    const overview = await response.json();
    // The public reads answer from the read cache: their bodies are parsed with their contract.
    const rows = constituentListSchema.parse(await (await client.constituents.$get({ query: {} })).json());
    for (const freshness of overview.constituents.byIndexType) {
      const ofType = rows.filter((row) => row.indexType === freshness.indexType);
      const dates = ofType
        .map((row) => row.asOfDate)
        .filter((date): date is string => date !== null)
        .sort();
      expect(freshness).toEqual({
        indexType: freshness.indexType,
        count: ofType.length,
        totalBtc: expect.closeTo(
          ofType.reduce((sum, row) => sum + row.btcHoldings, 0),
          6,
        ),
        oldestAsOf: dates[0] ?? null,
        newestAsOf: dates.at(-1) ?? null,
        stale: ofType.filter((row) => isStale(row.asOfDate, Date.now())).length,
        undated: ofType.filter((row) => row.asOfDate === null).length,
      });
    }
    expect(overview.constituents.total).toBe(rows.length);
    expect(overview.accounts).toMatchObject({ total: 1, admins: 1, newLast7Days: 1 });
    expect(overview.price).toMatchObject({ symbol: 'BTC', source: expect.any(String) });
    expect(overview.price!.ageSeconds).toBeGreaterThan(0);
    expect(overview.priceFeed).toEqual({ enabled: true, source: 'api.example.com' });
    expect(overview.jobs.map((job) => job.name)).toEqual([
      'price_feed',
      'index_snapshot',
      'reminder_mail',
      'webinar_schedule',
      'bank_holidays',
      'price_rollup',
      'alerts',
      'source_sync',
    ]);
    // No source is enabled on this app (createApp's default): listed, never run.
    expect(overview.sources).toEqual([
      expect.objectContaining({ source: 'coingecko', enabled: false, lastSuccessAt: null, lastError: null }),
      expect.objectContaining({ source: 'market_cap', enabled: false, lastSuccessAt: null, lastError: null }),
    ]);
    expect(overview.jobs[0]).toMatchObject({ lastError: 'HTTP 503', lastOutcome: 'failed', failureCount: 1 });
    expect(overview.jobs[2]).toMatchObject({ label: 'Reminder mail', runCount: 0, lastSuccessAt: null });
    expect(overview.leads).toEqual({
      upcomingBookings: 0,
      bookings: { last7Days: 0, last30Days: 0 },
      webinarRegistrations: { last7Days: 0, last30Days: 0 },
      assessments: { last7Days: 0, last30Days: 0 },
      enquiries: { last7Days: 1, last30Days: 2 },
    });
  });

  it('recalculates now, answering the weights before and after', async () => {
    const { db } = database();
    // Skew one stored weight by hand: recalculation puts it back.
    const [row] = await db
      .select()
      .from(treasuryConstituents)
      .where(
        and(
          eq(treasuryConstituents.indexType, 'bitcoin_etf'),
          eq(treasuryConstituents.companyName, 'iShares Bitcoin Trust ETF'),
        ),
      );
    await db.update(treasuryConstituents).set({ indexWeight: 1 }).where(eq(treasuryConstituents.id, row!.id));
    const recalculate = (await api()).admin.index.recalculate;
    const response = await recalculate.$post();
    expect(response.status).toBe(200);
    const answer = await response.json();
    const etfs = answer.indexTypes.find((type) => type.indexType === 'bitcoin_etf')!;
    expect(etfs.changed).toBe(1);
    expect(etfs.rows.find((item) => item.id === row!.id)).toMatchObject({ before: 1, after: row!.indexWeight });
    for (const type of answer.indexTypes) {
      expect(type.rows.reduce((sum, item) => sum + item.after, 0)).toBeCloseTo(100, 6);
    }
    const again = await (await recalculate.$post()).json();
    expect(again.indexTypes.every((type) => type.changed === 0)).toBe(true);
  });

  it("takes today's snapshot again, replacing today's rows (audited)", async () => {
    const { db } = database();
    const today = new Date().toISOString().slice(0, 10);
    await db.insert(indexHistory).values({
      id: `green_vault-${today}`,
      date: today,
      indexValue: 1,
      indexType: 'green_vault',
    });
    const client = await api();
    const response = await client.admin.index.snapshot.$post({ json: { indexIds: ['green_vault'] } });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.date).toBe(today);
    const index = indexResultSchema.parse(
      await (await client.index[':id'].$get({ param: { id: 'green_vault' }, query: {} })).json(),
    );
    expect(answer.rows).toEqual([
      expect.objectContaining({ id: `green_vault-${today}`, indexValue: index.indexValue }),
    ]);
    const history = await (
      await client.admin.index.history.$get({ query: { indexId: 'green_vault', limit: '3' } })
    ).json();
    expect(history.rows[0]).toMatchObject({ id: `green_vault-${today}`, indexValue: index.indexValue });
    const log = await (await client.admin['audit-log'].$get({ query: { table: 'index_history' } })).json();
    expect(log.entries[0]?.changes).toEqual(
      expect.arrayContaining([{ field: 'indexValue', before: 1, after: index.indexValue }]),
    );
    expect((await refused('POST', '/api/admin/index/snapshot', { indexIds: ['nasdaq'] })).status).toBe(422);
    expect((await refused('GET', '/api/admin/index/history?indexId=x')).status).toBe(422);
  });

  it('states the methodology constants', async () => {
    const answer = await (await (await api()).admin.index.methodology.$get()).json();
    expect(answer.methodologies.find((item) => item.id === 'bitcoin_treasury')).toMatchObject({
      minBtc: methodologies.bitcoin_treasury.minBtc,
      weightCapPct: methodologies.bitcoin_treasury.weightCapPct,
    });
    expect(answer.constants).toMatchObject({ indexBase: 4500, staleAfterDays: 90 });
    expect(answer.shareOfBtcIndexTypes).toEqual(['bitcoin_etf', 'government_reserve']);
  });

  it('lists the latest price per symbol with its age and the feed status', async () => {
    const answer = await (await (await api()).admin.prices.$get()).json();
    expect(answer.feed).toMatchObject({
      enabled: true,
      source: 'api.example.com',
      status: { name: 'price_feed' },
    });
    const btc = answer.latest.find((price) => price.symbol === 'BTC')!;
    expect(Math.abs(btc.ageSeconds - (Date.now() - Date.parse(btc.timestamp)) / 1000)).toBeLessThan(60);
  });

  it('stores a price entered by hand; a new latest BTC price revalues every holding', async () => {
    const timestamp = new Date(Date.now() - 60_000).toISOString();
    const client = await api();
    const response = await client.admin.prices.$post({
      json: { price: 100_000, timestamp, source: 'Kraken close, entered by hand' },
    });
    expect(response.status).toBe(201);
    const entered = await response.json();
    expect(entered).toMatchObject({ price: { symbol: 'BTC', price: 100_000, timestamp }, revalued: true });
    expect(entered.audit).toMatchObject({
      action: 'price_entered',
      table: 'price_data',
      source: 'Kraken close, entered by hand',
    });
    const treasuries = constituentListSchema.parse(
      await (await client.constituents.$get({ query: { index_type: 'bitcoin_treasury' } })).json(),
    );
    const mstr = treasuries.find((row) => row.symbol === 'MSTR')!;
    expect(mstr.btcValueUSD).toBeCloseTo(mstr.btcHoldings * 100_000, 2);

    const older = await client.admin.prices.$post({
      json: { price: 50_000, timestamp: '2025-01-01T12:34:56Z', source: 'Backfill' },
    });
    expect((await older.json()).revalued).toBe(false);
    const duplicate = await client.admin.prices.$post({ json: { price: 1, timestamp, source: 'again' } });
    expect(duplicate.status).toBe(409);
  });

  it.each([
    ['a zero price', { price: 0 }, 'price'],
    ['a negative price', { price: -5 }, 'price'],
    ['a price of 1e15', { price: 1e15 }, 'price'],
    ['a price of 1e308', { price: 1e308 }, 'price'],
    ['a price given as text', { price: '100' }, 'price'],
    ['a timestamp in the future', { timestamp: '2099-01-01T00:00:00Z' }, 'timestamp'],
    ['an impossible timestamp', { timestamp: '2026-02-30T10:00:00Z' }, 'timestamp'],
    ['a timestamp without a zone', { timestamp: '2026-01-01T10:00:00' }, 'timestamp'],
    ['a NUL in the source', { source: 'feed\u0000' }, 'source'],
    // JSON carries it as "\ud800"; PostgreSQL refused it in the audit row's JSON (a 500 before).
    ['half a surrogate pair in the source', { source: 'feed\ud800' }, 'source'],
    ['a symbol with spaces', { symbol: 'B T C' }, 'symbol'],
  ])('refuses %s with 422 naming %s, writing nothing', async (_what, change, field) => {
    const before = await tableDigest(database().db);
    const answer = await refused('POST', '/api/admin/prices', {
      price: 90_000,
      timestamp: '2026-01-02T00:00:00Z',
      source: 'test',
      ...change,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.details?.issues?.map((issue) => issue.path)).toContain(field);
    expect(await tableDigest(database().db)).toBe(before);
  });
});
