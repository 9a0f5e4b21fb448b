import { describe, expect, it } from 'vitest';
import { FIRST_CORPORATE_PURCHASE_DATE } from '@/config/site';
import { daysSince, utcDayStart } from './days-since';

describe('daysSince', () => {
  it('is 0 on the start date and 1 the day after', () => {
    expect(daysSince('2020-08-11', new Date('2020-08-11T23:59:59Z'))).toBe(0);
    expect(daysSince('2020-08-11', new Date('2020-08-12T00:00:00Z'))).toBe(1);
  });

  it('counts from Aug 11, 2020 in whole UTC days', () => {
    expect(FIRST_CORPORATE_PURCHASE_DATE).toBe('2020-08-11');
    // 2020-08-11 -> 2021-08-11 is 365 days; 2020 was a leap year but February had passed.
    expect(daysSince(FIRST_CORPORATE_PURCHASE_DATE, new Date('2021-08-11T12:00:00Z'))).toBe(365);
    // 2020-08-11 -> 2026-11-21: 6 years (2191 days, one leap day in 2024) + 102 days.
    expect(daysSince(FIRST_CORPORATE_PURCHASE_DATE, new Date('2026-11-21T07:42:00Z'))).toBe(2293);
  });

  it('uses the UTC day, not the local one', () => {
    // 23:30 in New York on 20 Nov is already 21 Nov in UTC.
    expect(daysSince('2026-11-20', new Date('2026-11-20T23:30:00-05:00'))).toBe(1);
  });

  it('never goes below 0', () => {
    expect(daysSince('2020-08-11', new Date('2019-01-01T00:00:00Z'))).toBe(0);
  });

  it('rejects a malformed start date', () => {
    expect(() => utcDayStart('11/08/2020')).toThrow(/YYYY-MM-DD/);
  });
});
