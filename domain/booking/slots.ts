// Consultation slots from availability data: weekly opening hours in the firm's IANA time
// zone, blackout dates, and the bookings already made. Pure, so the server (listing and
// checking a booking) and the browser (showing a week) compute the same slots.
//
// The firm is open while its clocks read inside an opening interval. Slots are cut in real
// time, 30 minutes each, from the first moment the clocks show the opening time; on the
// few days the clocks change, each slot is also checked against the clock at its start and
// its last minute. So a night whose clocks go forward inside the opening hours has an
// hour fewer of slots, one whose clocks go back an hour more (a time read twice is open
// twice), and no slot is ever shorter or longer than 30 minutes. The visitor's zone
// matters only for which slots fall on the visitor's calendar dates (`rangeInstants`).
import {
  MINUTES_PER_DAY,
  addDays,
  daysBetween,
  firstInstantAtWallTime,
  isoWeekday,
  timeZoneOffsetMinutes,
  zonedDate,
  zonedParts,
} from '../time-zone.ts';

/** Every consultation lasts this long, and slots start this far apart. */
export const SLOT_MINUTES = 30;
/** A slot can be booked no later than this long before it starts. */
export const MIN_NOTICE_HOURS = 24;
/** Slots are offered up to this many days ahead. */
export const BOOKING_HORIZON_DAYS = 30;
/** The widest date range one slot listing may ask for (inclusive of both ends). */
export const MAX_SLOT_RANGE_DAYS = 31;
/** The firm's zone when BOOKING_TIME_ZONE is not set. */
export const DEFAULT_BOOKING_TIME_ZONE = 'Europe/London';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;

/** One opening interval of the week, in the firm's local time. */
export interface WeeklyHours {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Minutes after local midnight the interval opens, 0–1439. */
  startMinute: number;
  /** Minutes after local midnight it closes (exclusive), up to 1440 (midnight). */
  endMinute: number;
}

export interface Availability {
  /** The firm's IANA time zone; opening hours and blackout dates are read in it. */
  timeZone: string;
  weeklyHours: readonly WeeklyHours[];
  /** Firm-local dates (YYYY-MM-DD) with no slots at all. */
  blackoutDates: readonly string[];
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** A booking that occupies time (any booking not cancelled). */
export interface BusyInterval {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotQuery {
  /** First instant of interest (inclusive). */
  from: Date;
  /** Last instant of interest (exclusive). */
  to: Date;
  /** The moment the slots are computed for (notice and horizon count from it). */
  now: Date;
  /** Bookings already made: slots overlapping any are not free. */
  busy?: readonly BusyInterval[];
}

/** The earliest start a booking made at `now` may have (24 h notice). */
export function earliestBookableStart(now: Date): Date {
  return new Date(now.getTime() + MIN_NOTICE_HOURS * HOUR_MS);
}

/** The latest start a booking made at `now` may have (30 days ahead). */
export function latestBookableStart(now: Date): Date {
  return new Date(now.getTime() + BOOKING_HORIZON_DAYS * DAY_MS);
}

/** 'HH:MM' (00:00–24:00) to minutes after midnight; null when it is not such a time. */
export function parseClockTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null;
  return hours * 60 + minutes;
}

/** Minutes after midnight to 'HH:MM' (1440 is '24:00'). */
export function formatClockTime(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/**
 * Why a set of weekly hours is not usable, or null when it is: every interval within one
 * day, at least one slot long, and intervals of one weekday not overlapping.
 */
export function weeklyHoursProblem(hours: readonly WeeklyHours[]): string | null {
  for (const interval of hours) {
    if (!Number.isInteger(interval.weekday) || interval.weekday < 1 || interval.weekday > 7)
      return 'weekday must be 1 (Monday) to 7 (Sunday)';
    if (interval.startMinute < 0 || interval.endMinute > MINUTES_PER_DAY)
      return 'opening hours must lie within one day (00:00 to 24:00)';
    if (interval.endMinute - interval.startMinute < SLOT_MINUTES)
      return `each interval must close at least ${SLOT_MINUTES} minutes after it opens`;
  }
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
  for (let i = 1; i < sorted.length; i += 1) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (previous.weekday === current.weekday && current.startMinute < previous.endMinute)
      return 'intervals of the same weekday must not overlap';
  }
  return null;
}

/**
 * The instants bounding the calendar dates `fromDate`..`toDate` (inclusive) in a zone: from
 * the first date's midnight to the midnight after the last date.
 */
export function rangeInstants(fromDate: string, toDate: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: firstInstantAtWallTime(fromDate, 0, timeZone),
    to: firstInstantAtWallTime(addDays(toDate, 1), 0, timeZone),
  };
}

/** True when the firm's clock reads inside the interval, on its day, at the slot's start and last minute. */
function clockShowsInside(start: number, day: string, interval: WeeklyHours, timeZone: string): boolean {
  return [start, start + SLOT_MS - MINUTE_MS].every((instant) => {
    const local = zonedParts(instant, timeZone);
    return local.date === day && local.minuteOfDay >= interval.startMinute && local.minuteOfDay < interval.endMinute;
  });
}

function overlapsAny(slot: Slot, busy: readonly BusyInterval[]): boolean {
  return busy.some(
    (booking) =>
      booking.startsAt.getTime() < slot.endsAt.getTime() && slot.startsAt.getTime() < booking.endsAt.getTime(),
  );
}

/**
 * The bookable slots that start within [query.from, query.to): inside the opening hours of
 * a firm-local day that is not blacked out, at least 24 h after `now`, at most 30 days after
 * it, and not overlapping a booking. Sorted by start, each exactly 30 minutes long.
 */
export function generateSlots(availability: Availability, query: SlotQuery): Slot[] {
  const earliest = Math.max(query.from.getTime(), earliestBookableStart(query.now).getTime());
  const latest = latestBookableStart(query.now).getTime();
  const end = query.to.getTime();
  if (earliest >= end || earliest > latest) return [];

  const { timeZone } = availability;
  const blackouts = new Set(availability.blackoutDates);
  const busy = query.busy ?? [];
  const byWeekday = new Map<number, WeeklyHours[]>();
  for (const interval of availability.weeklyHours) {
    byWeekday.set(interval.weekday, [...(byWeekday.get(interval.weekday) ?? []), interval]);
  }

  // Firm-local days that can hold a slot starting in the window (a day either side covers
  // intervals that open before or run past a zone's midnight).
  const firstDay = addDays(zonedDate(earliest, timeZone), -1);
  const lastDay = addDays(zonedDate(Math.min(end, latest), timeZone), 1);
  const slots = new Map<number, Slot>();
  for (let offset = 0, days = daysBetween(firstDay, lastDay); offset <= days; offset += 1) {
    const day = addDays(firstDay, offset);
    if (blackouts.has(day)) continue;
    const intervals = byWeekday.get(isoWeekday(day)) ?? [];
    if (intervals.length === 0) continue;
    const dayStart = firstInstantAtWallTime(day, 0, timeZone).getTime();
    const dayEnd = firstInstantAtWallTime(addDays(day, 1), 0, timeZone).getTime();
    // On the rare day the clocks change, each slot is checked against the clock.
    const clocksChange = timeZoneOffsetMinutes(dayStart, timeZone) !== timeZoneOffsetMinutes(dayEnd - 1, timeZone);
    for (const interval of intervals) {
      const opens = firstInstantAtWallTime(day, interval.startMinute, timeZone).getTime();
      const closes = clocksChange ? dayEnd : firstInstantAtWallTime(day, interval.endMinute, timeZone).getTime();
      for (let start = opens; start + SLOT_MS <= closes; start += SLOT_MS) {
        if (start < earliest || start >= end || start > latest) continue;
        if (clocksChange && !clockShowsInside(start, day, interval, timeZone)) continue;
        const slot = { startsAt: new Date(start), endsAt: new Date(start + SLOT_MS) };
        if (!overlapsAny(slot, busy)) slots.set(start, slot);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * True when `startsAt` is the start of a slot the availability offers at `now`, whether or
 * not it is booked (a booking for it is then a conflict, not an invalid time).
 */
export function isOfferedSlot(availability: Availability, startsAt: Date, now: Date): boolean {
  const from = startsAt;
  const to = new Date(startsAt.getTime() + 1);
  return generateSlots(availability, { from, to, now }).some((slot) => slot.startsAt.getTime() === startsAt.getTime());
}
