// The first-party analytics beacon and the admin overview, on both engines: what is stored
// (and what never is: no IP address, user agent, cookie or account), Do Not Track and
// Global Privacy Control, refused input, the body limit, the rate limit, fuzzing, and the
// per-day counts, top paths, referrers and funnel. The admin's reads go through Hono's typed
// testClient; the beacon stays a raw request, as it is sent bodies the client's types refuse
// (fuzzed, malformed, over the limit).
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { testClient } from 'hono/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_BATCH_MAX, ANALYTICS_RETENTION_DAYS, UNKNOWN_PATH_LABEL } from '../../domain/analytics.ts';
import { assessmentResultPath, consultationManagePath } from '../../domain/journey-paths.ts';
import { createApp } from '../app.ts';
import { dailySalt, storeEvents, visitorHash, type StoredEvent } from '../analytics/store.ts';
import { ephemeralAuthSettings } from '../auth.ts';
import { rawRows } from '../db/raw-rows.ts';
import { analyticsEvents, analyticsSalts, requestCounters } from '../db/schema.ts';
import { ANALYTICS_BODY_LIMIT_BYTES } from '../middleware/body-limit.ts';
import { jsonHeaders, signUp, signUpAdmin, type TestAccount } from '../testing/auth-helpers.ts';
import { ANALYTICS_FUZZED } from '../testing/fuzzed-routes.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import {
  ANALYTICS_ADDRESS_BEACON_LIMIT,
  ANALYTICS_ADDRESS_DAILY_ROWS,
  ANALYTICS_BEACON_LIMIT,
  ANALYTICS_VISITOR_DAILY_ROWS,
} from './analytics.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const PAGE_VIEW = { name: 'page_view', path: '/pricing' };

describe.each(testEngines())('analytics on %s', (engine) => {
  const database = useTestDatabase(engine);
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    const { handle, db } = database();
    app = createApp({ db: handle, auth: ephemeralAuthSettings(db) });
  });

  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/analytics/events', {
      method: 'POST',
      headers: { ...jsonHeaders(undefined, headers['x-forwarded-for']), 'user-agent': BROWSER, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  /** The admin API as `account`, typed by createApp's routes. */
  const adminApi = (account: TestAccount) =>
    testClient(app, undefined, undefined, { headers: () => jsonHeaders(account.cookie) }).api.admin;
  const stored = () => database().db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
  const clear = () => database().db.delete(analyticsEvents);

  it('stores page views and events with a visitor hash and nothing that names the visitor', async () => {
    await clear();
    const address = '203.0.113.77';
    const response = await beacon(
      {
        events: [
          { ...PAGE_VIEW, referrer: 'News.Example.com' },
          { name: 'assessment_started', path: '/assessment' },
        ],
      },
      { 'x-forwarded-for': address },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await stored();
    expect(rows.map((row) => [row.name, row.path, row.referrerHost])).toEqual([
      ['page_view', '/pricing', 'news.example.com'],
      ['assessment_started', '/assessment', null],
    ]);
    expect(rows[0]!.visitorHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(rows[1]!.visitorHash).toBe(rows[0]!.visitorHash);
    const everything = JSON.stringify(await rawRows(database().db, sql`SELECT * FROM analytics_events`));
    expect(everything).not.toContain(address);
    expect(everything).not.toContain('Chrome');
  });

  it('takes the JSON as text/plain, as navigator.sendBeacon sends a string', async () => {
    await clear();
    const response = await beacon({ events: [PAGE_VIEW] }, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('has no column for an address, a browser, a cookie or an account', async () => {
    const columns = await rawRows<{ column_name: string }>(
      database().db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_events' ORDER BY column_name`,
    );
    expect(columns.map((column) => column.column_name)).toEqual([
      'id',
      'name',
      'occurred_at',
      'path',
      'referrer_host',
      'visitor_hash',
    ]);
  });

  it('keeps no account id when a signed-in user sends it', async () => {
    await clear();
    const account = await signUp(app);
    const response = await beacon({ events: [PAGE_VIEW] }, { cookie: account.cookie });
    expect(response.status).toBe(204);
    const everything = JSON.stringify(await rawRows(database().db, sql`SELECT * FROM analytics_events`));
    expect(everything).not.toContain(account.userId);
    expect(everything).not.toContain(account.email);
  });

  it('stores nothing when the request says Do Not Track or Global Privacy Control', async () => {
    await clear();
    expect((await beacon({ events: [PAGE_VIEW] }, { dnt: '1' })).status).toBe(204);
    expect((await beacon({ events: [PAGE_VIEW] }, { 'sec-gpc': '1' })).status).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await beacon({ events: [PAGE_VIEW] }, { dnt: '0' })).status).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('counts a path outside the route table without keeping it, and drops its own host as referrer', async () => {
    await clear();
    await beacon({
      events: [
        { name: 'page_view', path: '/some/secret-token-path' },
        { name: 'page_view', path: '/glossary/', referrer: 'localhost' },
      ],
    });
    const rows = await stored();
    expect(rows.map((row) => [row.path, row.referrerHost])).toEqual([
      [UNKNOWN_PATH_LABEL, null],
      ['/glossary', null],
    ]);
  });

  it('stores a token page as its pattern and no query string, whatever the browser sent', async () => {
    await clear();
    const token = 'mNgT0k3n-5ecret_abcdefghijklmnop';
    const response = await beacon({
      events: [
        { name: 'page_view', path: consultationManagePath(token) },
        { name: 'page_view', path: `${assessmentResultPath(token)}/` },
        { name: 'page_view', path: `/password-reset?token=${token}` },
        { name: 'slot_chosen', path: `/schedule-consultation?assessment=${token}#slots` },
        { name: 'page_view', path: UNKNOWN_PATH_LABEL },
      ],
    });
    expect(response.status).toBe(204);
    expect((await stored()).map((row) => [row.name, row.path])).toEqual([
      ['page_view', '/schedule-consultation/manage/:token'],
      ['page_view', '/assessment/result/:token'],
      ['page_view', '/password-reset'],
      ['slot_chosen', '/schedule-consultation'],
      ['page_view', UNKNOWN_PATH_LABEL],
    ]);
    expect(JSON.stringify(await rawRows(database().db, sql`SELECT * FROM analytics_events`))).not.toContain(token);
  });

  it('refuses bad input with 422 naming the field, and stores nothing', async () => {
    await clear();
    const cases: [unknown, string][] = [
      [{ events: [{ name: 'purchase', path: '/' }] }, 'events.0.name'],
      [{ events: [{ name: 'page_view', path: 'pricing' }] }, 'events.0.path'],
      [{ events: [{ name: 'page_view', path: '/\u0000' }] }, 'events.0.path'],
      [{ events: [{ name: 'page_view', path: '/', referrer: 'https://x.example/a' }] }, 'events.0.referrer'],
      [{ events: [] }, 'events'],
      [{ events: Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => PAGE_VIEW) }, 'events'],
      [{}, 'events'],
    ];
    for (const [body, field] of cases) {
      const response = await beacon(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(await response.json()), JSON.stringify(body)).toContain(field);
    }
    expect((await beacon('{not json')).status).toBe(422);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over its limit with 413', async () => {
    const response = await beacon({
      events: [{ name: 'page_view', path: `/${'a'.repeat(ANALYTICS_BODY_LIMIT_BYTES)}` }],
    });
    expect(response.status).toBe(413);
  });

  it('limits beacons per visitor and stores nothing over the limit', async () => {
    await clear();
    const { db } = database();
    // Put the visitor's counter at the limit, then send one more beacon.
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    await beacon({ events: [PAGE_VIEW] }, headers);
    const [counter] = await db
      .select()
      .from(requestCounters)
      .where(sql`${requestCounters.key} LIKE 'analytics:visitor:%'`)
      .orderBy(sql`${requestCounters.windowStart} DESC`)
      .limit(1);
    await db
      .update(requestCounters)
      .set({ count: ANALYTICS_BEACON_LIMIT.max })
      .where(eq(requestCounters.key, counter!.key));
    const refused = await beacon({ events: [PAGE_VIEW] }, headers);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await stored()).toHaveLength(1);
    expect(counter!.key).not.toContain('198.51.100.9');
  });

  /** Sets the newest counter whose key starts with `prefix` to `count`. */
  const setCounter = async (prefix: string, count: number) => {
    const { db } = database();
    const [counter] = await db
      .select()
      .from(requestCounters)
      .where(sql`${requestCounters.key} LIKE ${`${prefix}%`}`)
      .orderBy(sql`${requestCounters.windowStart} DESC`)
      .limit(1);
    await db.update(requestCounters).set({ count }).where(eq(requestCounters.key, counter!.key));
    return counter!.key;
  };

  it('limits beacons per address whatever the User-Agent says', async () => {
    await clear();
    const address = '198.51.100.41';
    expect((await beacon({ events: [PAGE_VIEW] }, { 'x-forwarded-for': address })).status).toBe(204);
    const key = await setCounter('analytics:address:', ANALYTICS_ADDRESS_BEACON_LIMIT.max);
    expect(key).not.toContain(address);
    // A new browser each time makes a new visitor, not a new address.
    for (const browser of ['curl/8.0', 'Mozilla/5.0 (flood 1)', 'Mozilla/5.0 (flood 2)']) {
      const refused = await beacon({ events: [PAGE_VIEW] }, { 'x-forwarded-for': address, 'user-agent': browser });
      expect(refused.status, browser).toBe(429);
    }
    expect(await stored()).toHaveLength(1);
    // Another address is not affected.
    expect((await beacon({ events: [PAGE_VIEW] }, { 'x-forwarded-for': '198.51.100.42' })).status).toBe(204);
  });

  it('caps the rows stored per visitor and per address a day, counting every event of a batch', async () => {
    await clear();
    const batch = { events: Array.from({ length: 20 }, () => PAGE_VIEW) };
    const visitor = { 'x-forwarded-for': '198.51.100.43' };
    expect((await beacon(batch, visitor)).status).toBe(204);
    // 20 rows short of nothing: the next batch of 20 would pass the day's cap by 10.
    await setCounter('analytics:visitor-rows:', ANALYTICS_VISITOR_DAILY_ROWS.max - 10);
    expect((await beacon(batch, visitor)).status).toBe(429);
    expect(await stored()).toHaveLength(20);

    const office = '198.51.100.44';
    expect((await beacon(batch, { 'x-forwarded-for': office })).status).toBe(204);
    await setCounter('analytics:address-rows:', ANALYTICS_ADDRESS_DAILY_ROWS.max - 10);
    const another = await beacon(batch, { 'x-forwarded-for': office, 'user-agent': 'Mozilla/5.0 (another)' });
    expect(another.status).toBe(429);
    expect(await stored()).toHaveLength(40);
  });

  it('counts a referrer’s visits by visitor, so a flood of rows from one visitor counts once', async () => {
    await clear();
    const { db } = database();
    const now = new Date();
    const view = (referrerHost: string): StoredEvent => ({ name: 'page_view', path: '/', referrerHost });
    await storeEvents(
      db,
      'flood',
      Array.from({ length: 1_000 }, () => view('spam.example')),
      now,
    );
    for (const visitor of ['r1', 'r2', 'r3']) await storeEvents(db, visitor, [view('news.example.com')], now);
    const admin = await signUpAdmin(app, db);
    const overview = await (await adminApi(admin).analytics.$get({ query: { days: '1' } })).json();
    expect(overview.referrers).toEqual([
      { host: 'news.example.com', visits: 3 },
      { host: 'spam.example', visits: 1 },
    ]);
    await clear();
  });

  it(`${ANALYTICS_FUZZED.join(', ')} answers only 2xx/4xx under fuzzing, and a refusal stores nothing`, async () => {
    const { db } = database();
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', '/', '/\u0000', '//', '/%E0%A4%A', 'x'.repeat(400), '🙂', 'a..b', '-bad.example'),
      fc.integer(),
      fc.constant(null),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    );
    const event = fc.record(
      {
        name: fc.oneof(fc.constantFrom('page_view', 'enquiry'), hostile),
        path: fc.oneof(fc.constant('/'), hostile),
        referrer: hostile,
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      { weight: 6, arbitrary: fc.record({ events: fc.oneof(fc.array(event, { maxLength: 25 }), hostile) }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const before = (await stored()).length;
        const response = await beacon(generated);
        const text = await response.text();
        expect(response.status, text).toBeGreaterThanOrEqual(200);
        expect(response.status, text).toBeLessThan(500);
        // eslint-disable-next-line vitest/no-conditional-expect -- fuzzed bodies: a refused beacon stores nothing
        if (response.status >= 300) expect((await stored()).length).toBe(before);
      }),
      { numRuns: 60 },
    );
    expect(await db.select().from(analyticsSalts)).toHaveLength(1);
  });

  it('hashes a visitor alike all day and differently the next day, keeping only the day’s salt', async () => {
    const { db } = database();
    const signals = { address: '192.0.2.1', userAgent: BROWSER, host: 'vaultmark.example' };
    const monday = await dailySalt(db, new Date('2030-01-07T00:00:01Z'));
    expect(await dailySalt(db, new Date('2030-01-07T23:59:59Z'))).toBe(monday);
    const tuesday = await dailySalt(db, new Date('2030-01-08T00:00:00Z'));
    expect(tuesday).not.toBe(monday);
    expect(visitorHash(monday, signals)).toBe(visitorHash(monday, { ...signals }));
    expect(visitorHash(tuesday, signals)).not.toBe(visitorHash(monday, signals));
    expect(visitorHash(monday, { ...signals, address: '192.0.2.2' })).not.toBe(visitorHash(monday, signals));
    expect((await db.select().from(analyticsSalts)).map((row) => row.day)).toEqual(['2030-01-08']);
  });

  it('deletes events older than the retention period when a new day starts', async () => {
    await clear();
    const { db } = database();
    const view: StoredEvent[] = [{ name: 'page_view', path: '/', referrerHost: null }];
    await storeEvents(db, 'old', view, new Date('2031-01-01T12:00:00Z'));
    await storeEvents(db, 'kept', view, new Date('2031-01-02T00:00:00Z'));
    await dailySalt(db, new Date(Date.parse('2031-01-02T00:00:00Z') + ANALYTICS_RETENTION_DAYS * 86_400_000));
    expect((await stored()).map((row) => row.visitorHash)).toEqual(['kept']);
  });

  it('gives administrators page views per day, top paths, referrers and the funnel', async () => {
    await clear();
    const { db } = database();
    const today = new Date();
    const at = (daysAgo: number, minutes: number) =>
      new Date(Date.parse(`${today.toISOString().slice(0, 10)}T00:00:00Z`) - daysAgo * 86_400_000 + minutes * 60_000);
    const view = (path: string, referrerHost: string | null = null): StoredEvent => ({
      name: 'page_view',
      path,
      referrerHost,
    });
    // Visitor a: home → assessment → booking. b: home → assessment. c: assessment before home. d: two days ago.
    await storeEvents(db, 'a', [view('/', 'news.example.com')], at(0, 1));
    await storeEvents(db, 'a', [view('/assessment')], at(0, 2));
    await storeEvents(
      db,
      'a',
      [{ name: 'booking_made', path: '/schedule-consultation', referrerHost: null }],
      at(0, 3),
    );
    await storeEvents(db, 'b', [view('/', 'news.example.com'), view('/assessment')], at(0, 4));
    await storeEvents(db, 'c', [view('/assessment', 'search.example.org')], at(0, 5));
    await storeEvents(db, 'c', [view('/')], at(0, 6));
    await storeEvents(db, 'd', [view('/pricing'), view('/pricing')], at(2, 10));

    const admin = await signUpAdmin(app, db);
    const analytics = adminApi(admin).analytics;
    const response = await analytics.$get({ query: { days: '3' } });
    expect(response.status).toBe(200);
    const overview = await response.json();
    expect(overview.days).toEqual([
      { date: at(2, 0).toISOString().slice(0, 10), pageViews: 2, visitors: 1 },
      { date: at(1, 0).toISOString().slice(0, 10), pageViews: 0, visitors: 0 },
      { date: at(0, 0).toISOString().slice(0, 10), pageViews: 6, visitors: 3 },
    ]);
    expect(overview.topPaths).toEqual([
      { path: '/', pageViews: 3 },
      { path: '/assessment', pageViews: 3 },
      { path: '/pricing', pageViews: 2 },
    ]);
    expect(overview.referrers).toEqual([
      { host: 'news.example.com', visits: 2 },
      { host: 'search.example.org', visits: 1 },
    ]);
    expect(overview.funnel).toEqual({ home: 3, assessment: 2, booking: 1 });

    const oneDay = await (await analytics.$get({ query: { days: '1' } })).json();
    expect(oneDay.days).toHaveLength(1);
    const refused = await analytics.$get({ query: { days: '91' } });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('days');

    const overviewResponse = await adminApi(admin).overview.$get();
    expect((await overviewResponse.json()).pageViews).toEqual({ last7Days: 8, last30Days: 8 });
  });
});
