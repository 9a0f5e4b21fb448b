import { describe, expect, it } from 'vitest';
import { ageInDays, inputsAge, isStale, staleCutoffDate } from './staleness.ts';

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

  it('the cutoff date agrees with isStale: stale exactly when the as-of date sorts before it', () => {
    const cutoff = staleCutoffDate(now);
    expect(cutoff).toBe('2026-08-23');
    for (const date of ['2026-08-21', '2026-08-22', '2026-08-23', '2026-08-24', '2026-11-21']) {
      expect(date < cutoff, date).toBe(isStale(date, now));
    }
    // Just before and after midnight UTC.
    expect(staleCutoffDate(Date.parse('2026-11-21T00:00:00Z'))).toBe('2026-08-23');
    expect(staleCutoffDate(Date.parse('2026-11-20T23:59:59Z'))).toBe('2026-08-22');
  });
});

describe('inputsAge', () => {
  const today = Date.parse('2026-12-07T15:00:00Z');

  it('names the newest and oldest inputs with their ages, and whether some or all are stale', () => {
    expect(inputsAge(['2026-11-30', null, '2021-02-10', '2026-06-15'], today)).toEqual({
      newest: '2026-11-30',
      oldest: '2021-02-10',
      newestDays: 7,
      oldestDays: 2126,
      someStale: true,
      allStale: false,
    });
    // A BTC price of 21 Aug 2026 (an instant): 108 days old, stale.
    expect(inputsAge(['2026-08-21T00:00:00.000Z'], today)).toMatchObject({ newestDays: 108, allStale: true });
    expect(inputsAge(['2026-09-08'], today)).toMatchObject({ oldestDays: 90, someStale: false });
  });

  it('is null without any dated input', () => {
    expect(inputsAge([null, undefined], today)).toBeNull();
    expect(inputsAge([], today)).toBeNull();
  });
});
