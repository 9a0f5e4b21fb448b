import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { listTables, migrateDatabase } from './migrate.ts';
import {
  consultations,
  indexHistory,
  outbox,
  priceData,
  testimonials,
  treasuryConstituents,
  user,
  userRoles,
  webinarRegistrations,
  webinarSessions,
} from './schema.ts';
import { rawRows } from './raw-rows.ts';

/** PostgreSQL's check_violation / unique_violation codes, found on the error or its cause. */
const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A value the column's TypeScript type refuses, sent as a bound parameter: what stops it is
 * the database's CHECK, which these tests are about.
 */
const outOfType = (value: string) => sql`${value}`;

async function sqlStateOf(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    const withCode = (error as { code?: string; cause?: { code?: string } }) ?? {};
    return withCode.cause?.code ?? withCode.code;
  }
  return undefined;
}

const validConstituent = { companyName: 'Example Holdings', btcHoldings: 10 };

describe.each(testEngines())('schema and constraints on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('creates every table, and migrating again changes nothing', async () => {
    const { handle } = database();
    const expected = [
      'account',
      'admin_looks',
      'alert_events',
      'alert_state',
      'alert_subscriptions',
      'alert_topics',
      'analytics_events',
      'analytics_salts',
      'app_secrets',
      'assessments',
      'audit_log',
      'availability_blackouts',
      'availability_hours',
      'consultations',
      'data_imports',
      'enquiries',
      'index_history',
      'job_status',
      'outbox',
      'policy_drafts',
      'price_data',
      'rate_limit',
      'realtime_events',
      'realtime_pending',
      'request_counters',
      'seed_log',
      'session',
      'source_aliases',
      'source_runs',
      'testimonials',
      'treasury_constituents',
      'user',
      'user_roles',
      'verification',
      'webinar_registrations',
      'webinar_sessions',
    ];
    expect(await listTables(handle)).toEqual(expected);
    await migrateDatabase(handle);
    expect(await listTables(handle)).toEqual(expected);
  });

  it('fills defaults on a minimal constituent', async () => {
    const { db } = database();
    const [row] = await db
      .insert(treasuryConstituents)
      .values({ companyName: 'Defaults Inc', btcHoldings: 1.5 })
      .returning();
    expect(row).toMatchObject({ indexType: 'bitcoin_treasury', indexWeight: 0, btcValueUsd: 0, btcHoldings: 1.5 });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.lastUpdated).toBeInstanceOf(Date);
  });

  it.each([
    ['negative BTC holdings', { btcHoldings: -1 }],
    ['negative BTC value', { btcValueUsd: -5 }],
    ['a zero market cap', { marketCap: 0 }],
    ['a negative BTC share of assets', { btcPercentageOfAssets: -0.1 }],
    ['an index weight of 150', { indexWeight: 150 }],
    ['a negative index weight', { indexWeight: -1 }],
    ['a renewable share of 101%', { renewableEnergyPct: 101 }],
    ['negative debt', { totalDebtUsd: -1 }],
    ['negative shares outstanding', { sharesOutstanding: -1 }],
    ['an unknown index type', { indexType: outOfType('altcoin_fund') }],
    ['the legacy spelling stored as is', { indexType: outOfType('government_reserves') }],
  ])('rejects a constituent with %s', async (_label, override) => {
    const { db } = database();
    expect(await sqlStateOf(db.insert(treasuryConstituents).values({ ...validConstituent, ...override }))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('allows a BTC share of assets above 100% (BTC worth more than the market cap)', async () => {
    const { db } = database();
    const [row] = await db
      .insert(treasuryConstituents)
      .values({ companyName: 'Over 100', btcHoldings: 1, btcPercentageOfAssets: 600.87 })
      .returning();
    expect(row?.btcPercentageOfAssets).toBe(600.87);
  });

  it('rejects the same company twice in one index, but allows it in another index', async () => {
    const { db } = database();
    await db.insert(treasuryConstituents).values({ companyName: 'Twice Corp', btcHoldings: 1 });
    expect(
      await sqlStateOf(db.insert(treasuryConstituents).values({ companyName: 'Twice Corp', btcHoldings: 2 })),
    ).toBe(UNIQUE_VIOLATION);
    await db
      .insert(treasuryConstituents)
      .values({ companyName: 'Twice Corp', btcHoldings: 2, indexType: 'green_vault' });
  });

  it('keeps at most one featured testimonial', async () => {
    const { db } = database();
    await db.insert(testimonials).values({ quote: 'First', author: 'A', featured: true });
    await db.insert(testimonials).values({ quote: 'Not featured', author: 'B' });
    await db.insert(testimonials).values({ quote: 'Not featured either', author: 'C', featured: false });
    expect(await sqlStateOf(db.insert(testimonials).values({ quote: 'Second', author: 'D', featured: true }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('rejects non-positive prices and duplicate symbol/timestamp pairs', async () => {
    const { db } = database();
    const timestamp = new Date('2026-01-01T00:00:00Z');
    expect(await sqlStateOf(db.insert(priceData).values({ symbol: 'BTC', price: 0, timestamp }))).toBe(CHECK_VIOLATION);
    await db.insert(priceData).values({ symbol: 'BTC', price: 1, timestamp });
    expect(await sqlStateOf(db.insert(priceData).values({ symbol: 'BTC', price: 2, timestamp }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('checks index history values and types', async () => {
    const { db } = database();
    const day: typeof indexHistory.$inferInsert = {
      id: 'bitcoin_treasury-2026-11-21',
      date: '2026-11-21',
      indexValue: 4500,
      indexType: 'bitcoin_treasury',
    };
    expect(await sqlStateOf(db.insert(indexHistory).values({ ...day, indexValue: -1 }))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOf(db.insert(indexHistory).values({ ...day, indexType: outOfType('bitcoin_etf') }))).toBe(
      CHECK_VIOLATION,
    );
    expect(await sqlStateOf(db.insert(indexHistory).values({ ...day, constituentCount: -3 }))).toBe(CHECK_VIOLATION);
    await db.insert(indexHistory).values(day);
    expect(await sqlStateOf(db.insert(indexHistory).values({ ...day, id: 'other-id' }))).toBe(UNIQUE_VIOLATION);
  });

  it('accepts only the admin and user roles, once per user', async () => {
    const { db } = database();
    await db.insert(user).values({ id: 'u1', name: 'Role Holder', email: 'u1@example.com', full_name: 'Role Holder' });
    expect(await sqlStateOf(db.insert(userRoles).values({ userId: 'u1', role: outOfType('owner') }))).toBe(
      CHECK_VIOLATION,
    );
    await db.insert(userRoles).values({ userId: 'u1', role: 'admin' });
    expect(await sqlStateOf(db.insert(userRoles).values({ userId: 'u1', role: 'admin' }))).toBe(UNIQUE_VIOLATION);
  });

  it('ties roles to existing users and drops them with the user', async () => {
    const { db } = database();
    expect(await sqlStateOf(db.insert(userRoles).values({ userId: 'no-such-user', role: 'admin' }))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
    await db.insert(user).values({ id: 'u2', name: 'Leaving', email: 'u2@example.com', full_name: 'Leaving' });
    await db.insert(userRoles).values({ userId: 'u2', role: 'admin' });
    await db.delete(user).where(eq(user.id, 'u2'));
    expect(await db.$count(userRoles, eq(userRoles.userId, 'u2'))).toBe(0);
  });

  it('requires a full name on every user', async () => {
    const { db } = database();
    const blank = { id: 'u3', name: 'x', email: 'u3@example.com', full_name: '   ' };
    expect(await sqlStateOf(db.insert(user).values(blank))).toBe(CHECK_VIOLATION);
  });

  it('stores numerics exactly and reads them back as numbers', async () => {
    const { db } = database();
    await db
      .insert(treasuryConstituents)
      .values({ companyName: 'Exact', btcHoldings: 13131.82, btcValueUsd: 959903804.38 });
    const rows = await rawRows<{ holdings: string }>(
      db,
      sql`select btc_holdings::text as holdings from treasury_constituents where company_name = 'Exact'`,
    );
    expect(rows[0]?.holdings).toBe('13131.82');
  });

  it('holds one booking that is not cancelled per consultation slot', async () => {
    const { db } = database();
    const startsAt = new Date('2031-05-06T09:00:00Z');
    const booking = (token: string) => ({
      startsAt,
      endsAt: new Date('2031-05-06T09:30:00Z'),
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      visitorTimeZone: 'Europe/London',
      manageToken: token,
      consentAt: new Date(),
    });
    const [first] = await db.insert(consultations).values(booking('token-one')).returning();
    expect(await sqlStateOf(db.insert(consultations).values(booking('token-two')))).toBe(UNIQUE_VIOLATION);
    await db.update(consultations).set({ status: 'cancelled' }).where(eq(consultations.id, first!.id));
    await db.insert(consultations).values(booking('token-three'));
    expect(await sqlStateOf(db.insert(consultations).values({ ...booking('token-four'), status: 'done' }))).toBe(
      UNIQUE_VIOLATION,
    );
    expect(
      await sqlStateOf(
        db.insert(consultations).values({ ...booking('t5'), startsAt: new Date('2031-05-07'), name: null }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('keeps one registration per email and session, and checks statuses and capacity', async () => {
    const { db } = database();
    const [session] = await db
      .insert(webinarSessions)
      .values({
        title: 'T',
        abstract: 'A',
        startsAt: new Date('2031-01-07T16:00:00Z'),
        durationMinutes: 60,
        capacity: 2,
      })
      .returning();
    await db.insert(webinarRegistrations).values({ sessionId: session!.id, name: 'A', email: 'a@example.com' });
    expect(
      await sqlStateOf(
        db.insert(webinarRegistrations).values({ sessionId: session!.id, name: 'B', email: 'a@example.com' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlStateOf(
        db
          .insert(webinarSessions)
          .values({ title: 'T', abstract: 'A', startsAt: new Date(), durationMinutes: 60, capacity: 0 }),
      ),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlStateOf(
        db
          .insert(outbox)
          .values({ kind: 'x', toAddress: 'a@b.c', subject: 's', textBody: 't', status: outOfType('lost') }),
      ),
    ).toBe(CHECK_VIOLATION);
  });
});
