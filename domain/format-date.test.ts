import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDateTime', () => {
  it('gives short month, time and time zone', () => {
    expect(formatDateTime('2026-11-21T07:42:00Z', { timeZone: 'UTC' })).toBe('Nov 21, 2026, 7:42 AM UTC');
  });

  it("shows an instant in the reader's zone across a daylight-saving change", () => {
    // New York leaves daylight saving at 06:00 UTC on 1 Nov 2026: 01:30 happens twice.
    expect(formatDateTime('2026-11-01T05:30:00Z', { timeZone: 'America/New_York' })).toBe('Nov 1, 2026, 1:30 AM EDT');
    expect(formatDateTime('2026-11-01T06:30:00Z', { timeZone: 'America/New_York' })).toBe('Nov 1, 2026, 1:30 AM EST');
    // Berlin enters summer time at 01:00 UTC on 29 Mar 2026: 02:00–03:00 local never happens.
    expect(formatDateTime('2026-03-29T00:59:00Z', { timeZone: 'Europe/Berlin' })).toBe('Mar 29, 2026, 1:59 AM GMT+1');
    expect(formatDateTime('2026-03-29T01:00:00Z', { timeZone: 'Europe/Berlin' })).toBe('Mar 29, 2026, 3:00 AM GMT+2');
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatDate', () => {
  it('gives short month without time', () => {
    expect(formatDate('2026-11-21T07:42:00Z', { timeZone: 'UTC' })).toBe('Nov 21, 2026');
  });

  it('shows a calendar date as written in any time zone, daylight saving or not', () => {
    expect(formatDate('2020-08-11')).toBe('Aug 11, 2020');
    expect(formatDate('2020-08-11', { timeZone: 'Pacific/Honolulu' })).toBe('Aug 11, 2020');
    expect(formatDate('2026-03-29', { timeZone: 'Europe/Berlin' })).toBe('Mar 29, 2026');
  });
});
