import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  firstInstantAtWallTime,
  isSupportedTimeZone,
  isoWeekday,
  timeZoneOffsetMinutes,
  zonedParts,
  zonedTimeToInstant,
} from './time-zone.ts';

const at = (iso: string) => new Date(iso);
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC', 'America/St_Johns'];

describe('time-zone names', () => {
  it.each(['Europe/London', 'America/New_York', 'UTC', 'Etc/UTC', 'Europe/Kyiv', 'Asia/Calcutta', 'Asia/Kathmandu'])(
    'accepts %s',
    (name) => expect(isSupportedTimeZone(name)).toBe(true),
  );

  it.each(['', 'Mars/Olympus_Mons', '+01:00', 'Europe/London\u0000', '../etc/passwd', 'x'.repeat(65), 'Europe London'])(
    'refuses %j',
    (name) => expect(isSupportedTimeZone(name)).toBe(false),
  );
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    // Years below 100 are years, not 1900 + n.
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
    expect(daysBetween('0004-02-28', '0004-03-01')).toBe(2);
  });

  it('names ISO weekdays (2026-03-29 is a Sunday, 2026-03-30 a Monday)', () => {
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
    expect(isoWeekday('2026-11-01')).toBe(7);
  });
});

describe('offsets and wall-clock conversion across daylight-saving changes', () => {
  it('knows the offsets either side of the 2026 transitions', () => {
    expect(timeZoneOffsetMinutes(at('2026-03-29T00:59:00Z'), 'Europe/London')).toBe(0);
    expect(timeZoneOffsetMinutes(at('2026-03-29T01:00:00Z'), 'Europe/London')).toBe(60);
    expect(timeZoneOffsetMinutes(at('2026-10-25T00:59:00Z'), 'Europe/London')).toBe(60);
    expect(timeZoneOffsetMinutes(at('2026-10-25T01:00:00Z'), 'Europe/London')).toBe(0);
    expect(timeZoneOffsetMinutes(at('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-300);
    expect(timeZoneOffsetMinutes(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-240);
    expect(timeZoneOffsetMinutes(at('2026-11-01T05:59:00Z'), 'America/New_York')).toBe(-240);
    expect(timeZoneOffsetMinutes(at('2026-11-01T06:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it.each([
    // [date, local time, zone, instant]
    ['2026-03-28', 9 * 60, 'Europe/London', '2026-03-28T09:00:00.000Z'],
    ['2026-03-30', 9 * 60, 'Europe/London', '2026-03-30T08:00:00.000Z'],
    // 01:30 does not exist in London on 2026-03-29: moved forward to 02:30 BST.
    ['2026-03-29', 90, 'Europe/London', '2026-03-29T01:30:00.000Z'],
    // 01:30 happens twice in London on 2026-10-25: the earlier (BST) one.
    ['2026-10-25', 90, 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', 3 * 60, 'Europe/London', '2026-10-25T03:00:00.000Z'],
    // 02:30 does not exist in New York on 2026-03-08: 03:30 EDT.
    ['2026-03-08', 150, 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-08', 9 * 60, 'America/New_York', '2026-03-08T13:00:00.000Z'],
    // 01:30 happens twice in New York on 2026-11-01: the earlier (EDT) one.
    ['2026-11-01', 90, 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', 9 * 60, 'America/New_York', '2026-11-01T14:00:00.000Z'],
    ['2026-06-01', 24 * 60, 'Europe/London', '2026-06-01T23:00:00.000Z'],
  ])('%s at minute %i in %s is %s', (date, minute, zone, iso) => {
    expect(zonedTimeToInstant(date, minute, zone).toISOString()).toBe(iso);
  });

  it('reads an instant back as the local date, minute and weekday', () => {
    expect(zonedParts(at('2026-10-25T00:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-10-25',
      minuteOfDay: 90,
      weekday: 7,
    });
    expect(zonedParts(at('2026-11-01T03:59:00Z'), 'America/New_York')).toEqual({
      date: '2026-10-31',
      minuteOfDay: 23 * 60 + 59,
      weekday: 6,
    });
  });

  it('round-trips every instant: the local time of an instant converts back to an instant with that local time', () => {
    const instants = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
      .map((ms) => ms - (ms % 60_000));
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (ms, zone) => {
        const local = zonedParts(ms, zone);
        const back = zonedTimeToInstant(local.date, local.minuteOfDay, zone);
        // Equal, or the other instant of an overlap (an hour earlier) with the same wall time.
        expect(zonedParts(back, zone)).toEqual(local);
        expect(back.getTime()).toBeLessThanOrEqual(ms);
        expect(ms - back.getTime()).toBeLessThanOrEqual(60 * 60_000);
      }),
    );
  });
});

describe('first instant at a wall time (opening hours, date ranges)', () => {
  it('is the moment of the jump when the clocks skip the time', () => {
    expect(firstInstantAtWallTime('2026-03-29', 90, 'Europe/London').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(firstInstantAtWallTime('2026-03-08', 150, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });

  it('is the earlier instant of a repeated time and the only one otherwise', () => {
    expect(firstInstantAtWallTime('2026-10-25', 90, 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(firstInstantAtWallTime('2026-11-01', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('is never later than the compatible reading, and shows the time or later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }).map((day) => addDays('2024-01-01', day)),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(...ZONES),
        (date, minute, zone) => {
          const first = firstInstantAtWallTime(date, minute, zone);
          expect(first.getTime()).toBeLessThanOrEqual(zonedTimeToInstant(date, minute, zone).getTime());
          const local = zonedParts(first, zone);
          expect(local.date > date || (local.date === date && local.minuteOfDay >= minute)).toBe(true);
          const justBefore = zonedParts(first.getTime() - 60_000, zone);
          expect(justBefore.date < date || (justBefore.date === date && justBefore.minuteOfDay < minute)).toBe(true);
        },
      ),
    );
  });
});
