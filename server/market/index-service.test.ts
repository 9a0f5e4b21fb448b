// The published index results on a real seeded database (PGlite, and PostgreSQL when
// DATABASE_URL_TEST is set): a result keeps the time its figures were first calculated.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { treasuryConstituents } from '../db/schema.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { IndexResults, computeIndexResult } from './index-service.ts';

const FIRST = new Date('2026-11-29T10:00:00.000Z');
const LATER = new Date('2026-11-29T10:01:00.000Z');
const LATER_STILL = new Date('2026-11-29T10:02:00.000Z');

describe.each(testEngines())('index results on %s', (engine) => {
  const database = useTestDatabase(engine, { seed: true });

  it('calculated again with the same figures, a result keeps its first time and its bytes', async () => {
    const results = new IndexResults();
    const first = await results.compute(database().db, 'bitcoin_treasury', FIRST);
    expect(first.calculatedAt).toBe(FIRST.toISOString());
    expect(first.constituentCount).toBeGreaterThan(0);

    const again = await results.compute(database().db, 'bitcoin_treasury', LATER);
    expect(JSON.stringify(again)).toBe(JSON.stringify(first));

    // Another index's rows changed: this index's figures did not, nor does its time.
    await database()
      .db.update(treasuryConstituents)
      .set({ btcHoldings: sql`${treasuryConstituents.btcHoldings} + 1` })
      .where(eq(treasuryConstituents.indexType, 'green_vault'));
    expect((await results.compute(database().db, 'bitcoin_treasury', LATER)).calculatedAt).toBe(FIRST.toISOString());
  });

  it('a change of the figures takes the time of that calculation', async () => {
    const results = new IndexResults();
    const first = await results.compute(database().db, 'bitcoin_treasury', FIRST);
    const leader = first.constituents[0]!;
    await database()
      .db.update(treasuryConstituents)
      .set({ btcHoldings: sql`${treasuryConstituents.btcHoldings} + 1000` })
      .where(and(eq(treasuryConstituents.id, leader.id), eq(treasuryConstituents.indexType, 'bitcoin_treasury')));

    const changed = await results.compute(database().db, 'bitcoin_treasury', LATER);
    expect(changed.totalBTC).toBeCloseTo(first.totalBTC + 1000, 6);
    expect(changed.calculatedAt).toBe(LATER.toISOString());
    // The new figures keep their own time from then on.
    expect((await results.compute(database().db, 'bitcoin_treasury', LATER_STILL)).calculatedAt).toBe(
      LATER.toISOString(),
    );
    // Each index keeps its own: the first calculation of another index takes its own time.
    expect((await results.compute(database().db, 'green_vault', LATER_STILL)).calculatedAt).toBe(
      LATER_STILL.toISOString(),
    );
  });

  it('the daily snapshot calculates at the time it is given', async () => {
    const result = await computeIndexResult(database().db, 'bitcoin_treasury', FIRST);
    expect(result.calculatedAt).toBe(FIRST.toISOString());
    const { calculatedAt: _calculatedAt, ...figures } = result;
    const { calculatedAt: _published, ...published } = await new IndexResults().compute(
      database().db,
      'bitcoin_treasury',
      LATER,
    );
    expect(published).toEqual(figures);
  });
});
