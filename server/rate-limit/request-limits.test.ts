import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors.ts';
import { requestCounters } from '../db/schema.ts';
import { testEngines, useTestDatabase } from '../testing/test-db.ts';
import { consumeRequestLimit, enforceRequestLimits, pruneRequestCounters } from './request-limits.ts';

const MINUTE = 60_000;

describe.each(testEngines())('request limits on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('allows max requests per window, then refuses until the window ends', async () => {
    const { db } = database();
    const limit = { key: 'test:address:198.51.100.1', max: 3, windowMs: MINUTE };
    const start = new Date('2026-11-23T10:00:00Z');
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await consumeRequestLimit(db, limit, new Date(start.getTime() + i)));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, true, false]);
    expect(outcomes[3]!.retryAfterMs).toBe(MINUTE - 3);
    const nextWindow = await consumeRequestLimit(db, limit, new Date(start.getTime() + MINUTE));
    expect(nextWindow).toEqual({ allowed: true, count: 1, retryAfterMs: MINUTE });
  });

  it('keeps subjects apart and answers 429 with Retry-After when any limit is exceeded', async () => {
    const { db } = database();
    const now = new Date('2026-11-23T11:00:00Z');
    const byAddress = { key: 'test:address:198.51.100.2', max: 10, windowMs: MINUTE };
    const byEmail = { key: 'test:email:ada@example.com', max: 1, windowMs: 10 * MINUTE };
    await enforceRequestLimits(db, [byAddress, byEmail], now);
    const refused = await enforceRequestLimits(db, [byAddress, byEmail], new Date(now.getTime() + 1000)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).headers).toEqual({ 'Retry-After': String(10 * 60 - 1) });
    await enforceRequestLimits(db, [{ ...byEmail, key: 'test:email:grace@example.com' }], now);
  });

  it('counts concurrent requests exactly', async () => {
    const { db } = database();
    const limit = { key: 'test:address:198.51.100.3', max: 5, windowMs: MINUTE };
    const now = new Date('2026-11-23T12:00:00Z');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => consumeRequestLimit(db, limit, now)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
    expect(outcomes.map((outcome) => outcome.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('prunes counters of old windows', async () => {
    const { db } = database();
    await consumeRequestLimit(db, { key: 'test:old', max: 1, windowMs: MINUTE }, new Date('2020-01-01T00:00:00Z'));
    await pruneRequestCounters(db, new Date('2021-01-01T00:00:00Z'));
    const keys = (await db.select({ key: requestCounters.key }).from(requestCounters)).map((row) => row.key);
    expect(keys).not.toContain('test:old');
    expect(keys).toContain('test:address:198.51.100.1');
  });
});
