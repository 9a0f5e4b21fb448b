// POST /api/v1/stress-test on a seeded database: the worked example through HTTP, the start
// price defaulting to the latest stored one, each scenario kind, Monte Carlo reproducible by
// seed, a replay before the first stored day refused naming it, 422 naming each bad field,
// the body limit, the answer against the OpenAPI document, and fuzzing.
import fc from 'fast-check';
import { asc, eq } from 'drizzle-orm';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { BTC_SYMBOL, latestPrice } from '../db/queries/prices.ts';
import { priceData } from '../db/schema.ts';
import { uniqueClientAddress } from '../testing/auth-helpers.ts';
import { mutationsOf } from '../testing/fuzz-values.ts';
import { OPEN_DATA_FUZZED } from '../testing/fuzzed-routes.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';

const WORKED = {
  btcHoldings: 100,
  cashUSD: 1_000_000,
  monthlyBurnUSD: 100_000,
  minLiquidityUSD: 500_000,
  loans: [
    { principalUSD: 2_000_000, annualRatePct: 12, collateralBtc: 50, marginCallLtvPct: 50, liquidationLtvPct: 80 },
  ],
  horizonMonths: 9,
  startPrice: 100_000,
  scenario: { kind: 'path', monthEndPrices: [90_000, 80_000, 60_000, 45_000, 40_000, 50_000, 55_000, 60_000, 70_000] },
};

describe.each(testEngines('http'))('POST /api/v1/stress-test on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });
  const app = () => createApp({ db: database().handle });
  const post = (instance: ReturnType<typeof app>, body: unknown) =>
    instance.request('/api/v1/stress-test', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueClientAddress() },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers the worked example month by month with each breach where it falls by hand', async () => {
    const response = await post(app(), WORKED);
    expect(response.status).toBe(200);
    const report = (await response.json()) as Record<string, unknown>;
    expect(report.breaches).toEqual([
      { kind: 'margin_call', month: 2, loan: 0 },
      { kind: 'liquidation', month: 4, loan: 0 },
      { kind: 'min_liquidity', month: 5 },
      { kind: 'cash_out', month: 9 },
    ]);
    expect(report.firstBreach).toEqual({ kind: 'margin_call', month: 2 });
    expect(report.runwayMonths).toBe(1);
    expect((report.months as { cashUSD: number }[])[8]!.cashUSD).toBe(-80_000);
    expect(report.startPriceAsOf).toBeNull();

    // The answer matches the document's schema.
    const doc = (await (await app().request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, { post?: unknown }>;
      components: { schemas: Record<string, z.core.JSONSchema.JSONSchema> };
    };
    expect(doc.paths['/stress-test']?.post).toBeDefined();
    const parsed = z.fromJSONSchema(doc.components.schemas.StressTestReport!).safeParse(report);
    expect(parsed.success, parsed.error?.message).toBe(true);
  });

  it('starts at the latest stored BTC price when none is given, and runs a drawdown', async () => {
    const { startPrice: _given, ...withoutPrice } = WORKED;
    const latest = (await latestPrice(database().db, BTC_SYMBOL))!;
    const response = await post(app(), {
      ...withoutPrice,
      scenario: { kind: 'drawdown', troughPct: 50, monthsToTrough: 3, recoveryMonths: 3 },
      solver: { requiredRunwayMonths: 3 },
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      startPrice: number;
      startPriceAsOf: string;
      months: { btcPrice: number }[];
      solver: unknown;
    };
    expect(report.startPrice).toBe(latest.price);
    expect(report.startPriceAsOf).toBe(latest.timestamp);
    expect(report.months[2]!.btcPrice).toBeCloseTo(latest.price / 2, 6);
    expect(report.solver).toMatchObject({ requiredRunwayMonths: 3 });
  });

  it('replays stored closes from a stored day and refuses a day before the first, naming it', async () => {
    const [first] = await database()
      .db.select({ timestamp: priceData.timestamp })
      .from(priceData)
      .where(eq(priceData.symbol, BTC_SYMBOL))
      .orderBy(asc(priceData.timestamp))
      .limit(1);
    const firstDay = first!.timestamp.toISOString().slice(0, 10);
    const from = new Date(first!.timestamp.getTime() + 40 * 86_400_000).toISOString().slice(0, 10);
    const replay = await post(app(), { ...WORKED, horizonMonths: 3, scenario: { kind: 'historical', from } });
    expect(replay.status).toBe(200);
    const report = (await replay.json()) as { historical: { from: string; scale: number }; months: { date: string }[] };
    expect(report.historical.from).toBe(from);
    expect(report.months).toHaveLength(3);

    const before = new Date(first!.timestamp.getTime() - 86_400_000).toISOString().slice(0, 10);
    const refused = await post(app(), { ...WORKED, horizonMonths: 3, scenario: { kind: 'historical', from: before } });
    expect(refused.status).toBe(422);
    const error = (await refused.json()) as { message: string; details: { issues: { path: string }[] } };
    expect(error.message).toContain(firstDay);
    expect(error.details.issues[0]!.path).toBe('scenario.from');
  });

  it('gives the same Monte Carlo answer for the same seed', async () => {
    const body = { ...WORKED, horizonMonths: 12, scenario: { kind: 'monte_carlo', paths: 300, seed: 11 } };
    const first = await post(app(), body);
    expect(first.status).toBe(200);
    const report = (await first.json()) as { paths: number; cash: unknown[]; btcPrice: unknown[] };
    expect(report.paths).toBe(300);
    expect(report.cash).toHaveLength(12);
    expect(await (await post(app(), body)).json()).toEqual(report);
  });

  it('keeps answering other requests while a 100,000-path run works on a worker thread', async () => {
    const instance = app();
    const answered: string[] = [];
    const big = post(instance, {
      ...WORKED,
      horizonMonths: 120,
      scenario: { kind: 'monte_carlo', paths: 100_000, seed: 3 },
    });
    void Promise.resolve(big).then(() => answered.push('monte_carlo'));
    // Asked once the run is under way: on the main thread it would wait for the whole run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await instance.request('/api/health');
    answered.push('health');
    expect(health.status).toBe(200);
    const response = await big;
    expect(answered).toEqual(['health', 'monte_carlo']);
    expect(response.status).toBe(200);
    const report = (await response.json()) as { paths: number; cash: unknown[] };
    expect(report.paths).toBe(100_000);
    expect(report.cash).toHaveLength(120);
  }, 120_000);

  it('answers 422 naming the field for bad figures, a bad horizon, path, date or path count', async () => {
    const cases: [unknown, string][] = [
      [{ ...WORKED, cashUSD: -1 }, 'cashUSD'],
      [{ ...WORKED, monthlyBurnUSD: -5 }, 'monthlyBurnUSD'],
      [{ ...WORKED, loans: [{ ...WORKED.loans[0], principalUSD: -1 }] }, 'loans.0.principalUSD'],
      [{ ...WORKED, horizonMonths: 0 }, 'horizonMonths'],
      [{ ...WORKED, horizonMonths: 8 }, 'scenario.monthEndPrices'],
      [{ ...WORKED, horizonMonths: 3, scenario: { kind: 'historical', from: '2025-02-30' } }, 'scenario.from'],
      [{ ...WORKED, scenario: { kind: 'monte_carlo', paths: 100_001, seed: 1 } }, 'scenario.paths'],
      [{ ...WORKED, loans: [{ ...WORKED.loans[0], collateralBtc: 101 }] }, 'loans'],
    ];
    for (const [body, field] of cases) {
      const response = await post(app(), body);
      expect(response.status, field).toBe(422);
      const error = (await response.json()) as { details: { issues: { path: string }[] } };
      expect(
        error.details.issues.map((issue) => issue.path),
        field,
      ).toContain(field);
    }
    expect((await post(app(), '{not json')).status).toBe(400);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await post(app(), { ...WORKED, padding: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });

  it(`${OPEN_DATA_FUZZED.join(', ')} answers only 2xx/4xx under fuzzing`, async () => {
    const instance = app();
    await fc.assert(
      fc.asyncProperty(mutationsOf(WORKED), async (body) => {
        const response = await post(instance, body);
        const text = await response.text();
        expect(response.status, text).toBeGreaterThanOrEqual(200);
        expect(response.status, text).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
