import { describe, expect, it } from 'vitest';
import { formatTimeInZone, groupByDay, timeZoneOptions } from './time-zones';

describe('time zones for the journeys', () => {
  it('groups instants by their day in the given zone, not in UTC', () => {
    const slots = [{ startsAt: '2026-12-01T23:30:00Z' }, { startsAt: '2026-12-02T00:30:00Z' }];
    expect(groupByDay(slots, 'UTC').map((group) => group.date)).toEqual(['2026-12-01', '2026-12-02']);
    // Both are on Dec 1 in New York (UTC-5).
    expect(groupByDay(slots, 'America/New_York')).toEqual([{ date: '2026-12-01', items: slots }]);
  });

  it('shows a time in each zone across a daylight-saving change', () => {
    // Europe/London is UTC+1 in summer and UTC in winter.
    expect(formatTimeInZone('2026-10-23T09:00:00Z', 'Europe/London')).toMatch(/^10:00 AM/);
    expect(formatTimeInZone('2026-10-26T09:00:00Z', 'Europe/London')).toMatch(/^9:00 AM/);
  });

  it('lists zones and keeps one the runtime does not list', () => {
    expect(timeZoneOptions()).toContain('Europe/London');
    expect(timeZoneOptions('Etc/Unknown')[0]).toBe('Etc/Unknown');
  });
});
