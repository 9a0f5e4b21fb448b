import { describe, expect, it } from 'vitest';
import { nextRetryDelay, shouldRefreshSession } from './session-timing';

describe('session refresh timing (spec: 30 s tick, 3 ticks, 90 s margin, 200 ms → 30 s backoff)', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('refreshes once 90 s or less remain', () => {
    expect(shouldRefreshSession(at(91_000), now)).toBe(false);
    expect(shouldRefreshSession(at(90_000), now)).toBe(true);
    expect(shouldRefreshSession(at(1_000), now)).toBe(true);
    expect(shouldRefreshSession(at(-1_000), now)).toBe(true);
  });

  it('backs off from 200 ms, doubling, up to 30 s', () => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let attempt = 0; attempt < 10; attempt += 1) delays.push((delay = nextRetryDelay(delay)));
    expect(delays).toEqual([200, 400, 800, 1600, 3200, 6400, 12800, 25600, 30000, 30000]);
  });
});
