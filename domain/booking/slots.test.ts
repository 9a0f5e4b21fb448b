import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedParts } from '../time-zone.ts';
import {
  BOOKING_HORIZON_DAYS,
  MIN_NOTICE_HOURS,
  SLOT_MINUTES,
  formatClockTime,
  generateSlots,
  isOfferedSlot,
  parseClockTime,
  rangeInstants,
  weeklyHoursProblem,
  type Availability,
  type WeeklyHours,
} from './slots.ts';

const HOUR_MS = 3_600_000;
const at = (iso: string) => new Date(iso);
const isoOf = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
const weekdays = (startMinute: number, endMinute: number, days = [1, 2, 3, 4, 5]): WeeklyHours[] =>
  days.map((weekday) => ({ weekday, startMinute, endMinute }));
const officeHours = (timeZone: string): Availability => ({
  timeZone,
  weeklyHours: weekdays(9 * 60, 17 * 60),
  blackoutDates: [],
});
/** Slots of the given firm-local/visitor-local dates, computed a month ahead of them. */
function slotsOn(availability: Availability, from: string, to: string, zone = availability.timeZone, now?: Date) {
  const range = rangeInstants(from, to, zone);
  return generateSlots(availability, { ...range, now: now ?? new Date(range.from.getTime() - 7 * 24 * HOUR_MS) });
}

describe('clock times and weekly hours', () => {
  it('reads and writes HH:MM, 24:00 included', () => {
    expect(parseClockTime('09:30')).toBe(570);
    expect(parseClockTime('24:00')).toBe(1440);
    expect(parseClockTime('24:30')).toBeNull();
    expect(parseClockTime('9:30')).toBeNull();
    expect(parseClockTime('12:60')).toBeNull();
    expect(formatClockTime(570)).toBe('09:30');
    expect(formatClockTime(1440)).toBe('24:00');
  });

  it('refuses overlapping, inside-out and too-short intervals', () => {
    expect(weeklyHoursProblem(weekdays(540, 1020))).toBeNull();
    expect(weeklyHoursProblem([{ weekday: 1, startMinute: 540, endMinute: 560 }])).toMatch(/at least 30 minutes/);
    expect(weeklyHoursProblem([{ weekday: 1, startMinute: 600, endMinute: 540 }])).toMatch(/at least 30 minutes/);
    expect(
      weeklyHoursProblem([
        { weekday: 2, startMinute: 540, endMinute: 720 },
        { weekday: 2, startMinute: 700, endMinute: 800 },
      ]),
    ).toMatch(/overlap/);
    expect(weeklyHoursProblem([{ weekday: 8, startMinute: 540, endMinute: 600 }])).toMatch(/weekday/);
  });
});

describe('worked examples', () => {
  it('cuts Monday 09:00–17:00 London (GMT) into sixteen 30-minute slots', () => {
    const slots = slotsOn(officeHours('Europe/London'), '2026-03-23', '2026-03-23');
    expect(slots).toHaveLength(16);
    expect(slots[0]).toEqual({ startsAt: at('2026-03-23T09:00:00Z'), endsAt: at('2026-03-23T09:30:00Z') });
    expect(slots.at(-1)?.startsAt).toEqual(at('2026-03-23T16:30:00Z'));
  });

  it('follows London into summer time: 09:00 BST on Monday 2026-03-30 is 08:00 UTC', () => {
    const friday = slotsOn(officeHours('Europe/London'), '2026-03-27', '2026-03-27');
    const monday = slotsOn(officeHours('Europe/London'), '2026-03-30', '2026-03-30');
    expect(friday[0]?.startsAt).toEqual(at('2026-03-27T09:00:00Z'));
    expect(monday[0]?.startsAt).toEqual(at('2026-03-30T08:00:00Z'));
    expect(monday).toHaveLength(16);
  });

  it('gives the spring-forward night one hour fewer of slots (London, Sunday 2026-03-29, 00:00–04:00)', () => {
    const availability: Availability = {
      timeZone: 'Europe/London',
      weeklyHours: [{ weekday: 7, startMinute: 0, endMinute: 240 }],
      blackoutDates: [],
    };
    const slots = slotsOn(availability, '2026-03-29', '2026-03-29');
    expect(isoOf(slots)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z', // 02:00 BST: 01:00–02:00 does not exist
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
      '2026-03-29T02:30:00.000Z',
    ]);
    expect(slots.map((slot) => zonedParts(slot.startsAt, 'Europe/London').minuteOfDay)).toEqual([
      0, 30, 120, 150, 180, 210,
    ]);
  });

  it('opens a time read twice twice: London 01:00–01:30 on 2026-10-25 is two slots, one BST and one GMT', () => {
    const availability: Availability = {
      timeZone: 'Europe/London',
      weeklyHours: [{ weekday: 7, startMinute: 60, endMinute: 90 }],
      blackoutDates: [],
    };
    expect(isoOf(slotsOn(availability, '2026-10-25', '2026-10-25'))).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
    // 01:30–02:00: the clock reads it twice too; 01:00–01:30 GMT in between is not open.
    const later: Availability = { ...availability, weeklyHours: [{ weekday: 7, startMinute: 90, endMinute: 120 }] };
    expect(isoOf(slotsOn(later, '2026-10-25', '2026-10-25'))).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
  });

  it('gives the fall-back night one hour more of slots (London, Sunday 2026-10-25, 00:00–04:00)', () => {
    const availability: Availability = {
      timeZone: 'Europe/London',
      weeklyHours: [{ weekday: 7, startMinute: 0, endMinute: 240 }],
      blackoutDates: [],
    };
    const slots = slotsOn(availability, '2026-10-25', '2026-10-25');
    expect(slots).toHaveLength(10);
    expect(slots[0]?.startsAt).toEqual(at('2026-10-24T23:00:00Z'));
    expect(slots.at(-1)?.endsAt).toEqual(at('2026-10-25T04:00:00Z'));
    // 01:00 and 01:30 local happen twice, each a slot of its own.
    const local = slots.map((slot) => formatClockTime(zonedParts(slot.startsAt, 'Europe/London').minuteOfDay));
    expect(local).toEqual(['00:00', '00:30', '01:00', '01:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
  });

  it('follows New York across 2026-03-08 and 2026-11-01 (firm zone America/New_York)', () => {
    const availability = officeHours('America/New_York');
    expect(slotsOn(availability, '2026-03-06', '2026-03-06')[0]?.startsAt).toEqual(at('2026-03-06T14:00:00Z'));
    expect(slotsOn(availability, '2026-03-09', '2026-03-09')[0]?.startsAt).toEqual(at('2026-03-09T13:00:00Z'));
    expect(slotsOn(availability, '2026-10-30', '2026-10-30')[0]?.startsAt).toEqual(at('2026-10-30T13:00:00Z'));
    expect(slotsOn(availability, '2026-11-02', '2026-11-02')[0]?.startsAt).toEqual(at('2026-11-02T14:00:00Z'));
    const sundayNight: Availability = {
      timeZone: 'America/New_York',
      weeklyHours: [{ weekday: 7, startMinute: 60, endMinute: 240 }],
      blackoutDates: [],
    };
    // 01:00–04:00 EST/EDT on the spring-forward night lasts two hours; on the fall-back night four.
    expect(slotsOn(sundayNight, '2026-03-08', '2026-03-08')).toHaveLength(4);
    expect(slotsOn(sundayNight, '2026-11-01', '2026-11-01')).toHaveLength(8);
  });

  it('lists a London firm’s slots by a New York visitor’s dates while the two zones are four hours apart', () => {
    // US clocks changed on 2026-03-08, UK clocks on 2026-03-29: in between, London is 4 h ahead.
    const slots = slotsOn(officeHours('Europe/London'), '2026-03-09', '2026-03-09', 'America/New_York');
    expect(slots).toHaveLength(16);
    expect(zonedParts(slots[0]!.startsAt, 'America/New_York')).toMatchObject({ date: '2026-03-09', minuteOfDay: 300 });
    const before = slotsOn(officeHours('Europe/London'), '2026-03-06', '2026-03-06', 'America/New_York');
    expect(zonedParts(before[0]!.startsAt, 'America/New_York')).toMatchObject({ minuteOfDay: 240 });
    // Between 2026-10-25 (UK) and 2026-11-01 (US) the gap is four hours again.
    const autumn = slotsOn(officeHours('Europe/London'), '2026-10-27', '2026-10-27', 'America/New_York');
    expect(zonedParts(autumn[0]!.startsAt, 'America/New_York')).toMatchObject({ minuteOfDay: 300 });
    const after = slotsOn(officeHours('Europe/London'), '2026-11-02', '2026-11-02', 'America/New_York');
    expect(zonedParts(after[0]!.startsAt, 'America/New_York')).toMatchObject({ minuteOfDay: 240 });
  });

  it('puts a Tokyo visitor’s date boundary through the London working day', () => {
    // 2026-06-01 in Tokyo ends at 15:00 UTC = 16:00 BST: the London day's last two slots are the 2nd in Tokyo.
    const slots = slotsOn(officeHours('Europe/London'), '2026-06-01', '2026-06-01', 'Asia/Tokyo');
    expect(slots).toHaveLength(14);
    expect(slots.at(-1)?.startsAt).toEqual(at('2026-06-01T14:30:00Z'));
  });

  it('skips blackout dates and booked slots, and keeps 24 h notice and the 30-day horizon', () => {
    const availability: Availability = { ...officeHours('Europe/London'), blackoutDates: ['2026-06-02'] };
    const now = at('2026-06-01T10:10:00Z'); // 11:10 BST on Monday
    const busy = [{ startsAt: at('2026-06-03T09:00:00Z'), endsAt: at('2026-06-03T09:30:00Z') }];
    const slots = generateSlots(availability, { from: now, to: at('2026-08-01T00:00:00Z'), now, busy });
    const starts = isoOf(slots);
    expect(starts[0]).toBe('2026-06-03T08:00:00.000Z'); // Tuesday blacked out; Monday's within 24 h
    expect(starts).not.toContain('2026-06-03T09:00:00.000Z');
    expect(starts.some((start) => start.startsWith('2026-06-02'))).toBe(false);
    expect(starts.at(-1)).toBe('2026-07-01T10:00:00.000Z'); // the last start within 30 days (10:10 UTC)
  });

  it('tells an offered slot from a time that is not one', () => {
    const availability = officeHours('Europe/London');
    const now = at('2026-06-01T00:00:00Z');
    expect(isOfferedSlot(availability, at('2026-06-03T08:30:00Z'), now)).toBe(true);
    expect(isOfferedSlot(availability, at('2026-06-03T08:15:00Z'), now)).toBe(false);
    expect(isOfferedSlot(availability, at('2026-06-03T16:00:00Z'), now)).toBe(false); // 17:00 BST: closed
    expect(isOfferedSlot(availability, at('2026-06-01T09:00:00Z'), now)).toBe(false); // under 24 h notice
    expect(isOfferedSlot(availability, at('2026-06-06T09:00:00Z'), now)).toBe(false); // Saturday
  });
});

describe('properties', () => {
  const zones = fc.constantFrom('Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC');
  const interval = fc
    .record({
      weekday: fc.integer({ min: 1, max: 7 }),
      startMinute: fc.integer({ min: 0, max: 47 }).map((half) => half * 30),
      length: fc.integer({ min: 1, max: 16 }).map((halves) => halves * 30),
    })
    .map(({ weekday, startMinute, length }) => ({
      weekday,
      startMinute,
      endMinute: Math.min(1440, startMinute + length),
    }))
    .filter((hours) => hours.endMinute - hours.startMinute >= SLOT_MINUTES);
  const availability = fc
    .record({
      timeZone: zones,
      weeklyHours: fc.array(interval, { maxLength: 5 }).filter((hours) => weeklyHoursProblem(hours) === null),
      blackoutDates: fc.array(
        fc
          .integer({ min: 0, max: 45 })
          .map((day) => new Date(Date.UTC(2026, 2, 1) + day * 86_400_000).toISOString().slice(0, 10)),
        { maxLength: 5 },
      ),
    })
    .map((value): Availability => value);
  // Around the 2026 spring and autumn transitions of both hemispheres.
  const now = fc.oneof(
    fc.date({ min: at('2026-02-20T00:00:00Z'), max: at('2026-04-10T00:00:00Z'), noInvalidDate: true }),
    fc.date({ min: at('2026-09-25T00:00:00Z'), max: at('2026-11-05T00:00:00Z'), noInvalidDate: true }),
  );

  it('offers only 30-minute, sorted, distinct slots inside the opening hours, notice and horizon', () => {
    fc.assert(
      fc.property(availability, now, (available, moment) => {
        const to = new Date(moment.getTime() + 40 * 24 * HOUR_MS);
        const slots = generateSlots(available, { from: moment, to, now: moment });
        for (const [earlier, later] of slots.slice(1).map((slot, index) => [slots[index]!, slot] as const)) {
          expect(later.startsAt.getTime()).toBeGreaterThanOrEqual(earlier.endsAt.getTime());
        }
        for (const slot of slots) {
          expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(SLOT_MINUTES * 60_000);
          expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(moment.getTime() + MIN_NOTICE_HOURS * HOUR_MS);
          expect(slot.startsAt.getTime()).toBeLessThanOrEqual(moment.getTime() + BOOKING_HORIZON_DAYS * 24 * HOUR_MS);
          // Inside an opening interval of its firm-local day, never on a blackout date.
          const local = zonedParts(slot.startsAt, available.timeZone);
          expect(available.blackoutDates).not.toContain(local.date);
          const lastMinute = zonedParts(slot.endsAt.getTime() - 60_000, available.timeZone);
          const inside = available.weeklyHours.some(
            (hours) =>
              hours.weekday === local.weekday &&
              hours.startMinute <= local.minuteOfDay &&
              local.minuteOfDay < hours.endMinute &&
              lastMinute.date === local.date &&
              hours.startMinute <= lastMinute.minuteOfDay &&
              lastMinute.minuteOfDay < hours.endMinute,
          );
          expect(inside).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never offers a slot that overlaps a booking, and offers every other slot as before', () => {
    fc.assert(
      fc.property(availability, now, fc.array(fc.nat(200), { maxLength: 6 }), (available, moment, picks) => {
        const query = { from: moment, to: new Date(moment.getTime() + 31 * 24 * HOUR_MS), now: moment };
        const all = generateSlots(available, query);
        const busy = all.filter((_, index) => picks.includes(index));
        const free = generateSlots(available, { ...query, busy });
        expect(isoOf(free)).toEqual(isoOf(all.filter((slot) => !busy.includes(slot))));
      }),
      { numRuns: 100 },
    );
  });

  it('gives a sub-range exactly the slots of the full range that start within it', () => {
    fc.assert(
      fc.property(
        availability,
        now,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        (available, moment, startDay, span) => {
          const query = { from: moment, to: new Date(moment.getTime() + 32 * 24 * HOUR_MS), now: moment };
          const all = generateSlots(available, query);
          const from = new Date(moment.getTime() + startDay * 24 * HOUR_MS);
          const to = new Date(from.getTime() + span * 24 * HOUR_MS);
          const part = generateSlots(available, { from, to, now: moment });
          expect(isoOf(part)).toEqual(isoOf(all.filter((slot) => slot.startsAt >= from && slot.startsAt < to)));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('agrees with a brute-force oracle that reads the clock every 15 minutes', () => {
    // Oracle: the firm is open while its clock reads inside an interval on the interval's
    // day; slots are the whole half hours of real time from the first moment the clock
    // shows the opening time, kept when the clock reads inside at their start and their
    // last minute. Found by reading the clock every 15 minutes (every real transition falls
    // on a quarter hour), so the last minute reads 14 minutes after the next reading.
    const STEP = 15 * 60_000;
    fc.assert(
      fc.property(availability, now, (available, moment) => {
        const query = { from: moment, to: new Date(moment.getTime() + 31 * 24 * HOUR_MS), now: moment };
        const fast = isoOf(generateSlots(available, query));
        const first = moment.getTime() + MIN_NOTICE_HOURS * HOUR_MS;
        const last = moment.getTime() + BOOKING_HORIZON_DAYS * 24 * HOUR_MS;
        const origin = Math.floor(moment.getTime() / STEP) * STEP - 48 * HOUR_MS;
        const readings = Array.from({ length: (36 * 24 * HOUR_MS) / STEP }, (_, i) => {
          const t = origin + i * STEP;
          return { t, ...zonedParts(t, available.timeZone) };
        });
        const at = new Map(readings.map((reading) => [reading.t, reading]));
        const expected: string[] = [];
        for (const day of new Set(readings.map((reading) => reading.date))) {
          const points = readings.filter((reading) => reading.date === day);
          if (available.blackoutDates.includes(day) || points[0]!.minuteOfDay !== 0) continue; // partial day at the edge
          if (!readings.some((reading) => reading.date > day)) continue;
          for (const hours of available.weeklyHours.filter((entry) => entry.weekday === points[0]!.weekday)) {
            const opens = points.find((point) => point.minuteOfDay >= hours.startMinute)?.t;
            if (opens === undefined) continue;
            const inside = (reading: { date: string; minuteOfDay: number } | undefined, plus = 0) =>
              reading !== undefined &&
              reading.date === day &&
              reading.minuteOfDay + plus >= hours.startMinute &&
              reading.minuteOfDay + plus < hours.endMinute;
            for (let t = opens; at.get(t)?.date === day; t += 30 * 60_000) {
              if (!inside(at.get(t)) || !inside(at.get(t + STEP), 14)) continue;
              if (t >= first && t <= last && t < query.to.getTime()) expected.push(new Date(t).toISOString());
            }
          }
        }
        expect(fast).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 40 },
    );
  });
});
