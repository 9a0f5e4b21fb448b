import { describe, expect, it } from 'vitest';
import { ageInDays, isStale } from './staleness';

const now = Date.parse('2026-11-21T08:00:00Z');

describe('staleness', () => {
  it('counts whole days from the as-of date', () => {
    expect(ageInDays('2026-11-21', now)).toBe(0);
    expect(ageInDays('2026-08-23', now)).toBe(90);
    expect(ageInDays(null, now)).toBeNull();
    expect(ageInDays('not a date', now)).toBeNull();
  });

  it('is stale after more than 90 days, and never without a date', () => {
    expect(isStale('2026-08-23', now)).toBe(false);
    expect(isStale('2026-08-22', now)).toBe(true);
    expect(isStale(null, now)).toBe(false);
  });
});
