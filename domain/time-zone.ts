// Wall-clock time in IANA time zones with nothing but Intl, for the browser and the server
// alike: which instant a local date and time names in a zone (daylight-saving gaps and
// overlaps resolved like Temporal's 'compatible' option), and the local date, weekday and
// minute of an instant. Calendar dates are 'YYYY-MM-DD' strings; instants are Dates (UTC).

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;
/** Longest IANA zone name accepted from a client (the longest real one has 32 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;
const TIME_ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

let supportedZones: ReadonlySet<string> | undefined;

function supportedTimeZones(): ReadonlySet<string> {
  supportedZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return supportedZones;
}

/**
 * True for an IANA time-zone name this runtime knows: one `Intl.supportedValuesOf('timeZone')`
 * lists, or an alias of one (browsers report 'Europe/Kyiv' where Node 20 lists 'Europe/Kiev';
 * 'Etc/UTC' and 'UTC' name UTC). Offsets such as '+01:00' and unknown names are refused.
 */
export function isSupportedTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH || !TIME_ZONE_SHAPE.test(name)) return false;
  if (supportedTimeZones().has(name)) return true;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return supportedTimeZones().has(canonical);
  } catch {
    return false;
  }
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    // Some engines print midnight as 24 even with h23.
    hour: values.hour! % 24,
    minute: values.minute!,
    second: values.second!,
  };
}

/** The instant's wall-clock reading in a zone, as milliseconds of a UTC calendar (for comparisons). */
function wallClockMs(epochMs: number, timeZone: string): number {
  return epochMs + timeZoneOffsetMinutes(epochMs, timeZone) * MINUTE_MS;
}

/**
 * Offsets already computed, by zone and instant: Intl's formatToParts costs microseconds,
 * and slot listings ask for the same few hundred day boundaries on every request. The
 * answers never change (they depend only on the runtime's time-zone data); the oldest are
 * dropped past the limit.
 */
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 20_000;

/** The zone's offset from UTC at an instant, in minutes (London in summer: 60; New York in winter: -300). */
export function timeZoneOffsetMinutes(instant: Date | number, timeZone: string): number {
  const epochMs = typeof instant === 'number' ? instant : instant.getTime();
  const key = `${timeZone}|${epochMs}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const offset = computeOffsetMinutes(epochMs, timeZone);
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.delete(offsetCache.keys().next().value!);
  offsetCache.set(key, offset);
  return offset;
}

function computeOffsetMinutes(epochMs: number, timeZone: string): number {
  const wall = wallClockAt(epochMs, timeZone);
  const wallAsUtc =
    utcMidnight(wall.year, wall.month, wall.day) + ((wall.hour * 60 + wall.minute) * 60 + wall.second) * 1000;
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / MINUTE_MS);
}

function parseDate(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** Date.UTC for any year (Date.UTC reads years 0–99 as 1900–1999). */
function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getTime();
}

function formatDate(epochMs: number): string {
  const date = new Date(epochMs);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return formatDate(utcMidnight(year, month, day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parseDate(from);
  const [ty, tm, td] = parseDate(to);
  return Math.round((utcMidnight(ty, tm, td) - utcMidnight(fy, fm, fd)) / DAY_MS);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = parseDate(date);
  const sundayZero = new Date(utcMidnight(year, month, day)).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

export interface ZonedParts {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Minutes since local midnight, 0–1439. */
  minuteOfDay: number;
  /** ISO weekday of the local date: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

/** The local date, minute of the day and weekday of an instant in a zone. */
export function zonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const epochMs = typeof instant === 'number' ? instant : instant.getTime();
  const wall = wallClockAt(epochMs, timeZone);
  const date = `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
  return { date, minuteOfDay: wall.hour * 60 + wall.minute, weekday: isoWeekday(date) };
}

/** The local calendar date of an instant in a zone. */
export function zonedDate(instant: Date | number, timeZone: string): string {
  return zonedParts(instant, timeZone).date;
}

/**
 * The instant at which the clocks of `timeZone` show `date` at `minuteOfDay` (0–1440; 1440
 * is the next midnight). Daylight-saving changes are resolved like Temporal's 'compatible'
 * disambiguation: a time that happens twice (clocks going back) is the earlier instant; a
 * time that never happens (clocks going forward) is moved forward by the gap, so London's
 * 01:30 on 2026-03-29 is 02:30 BST (01:30 UTC).
 */
export function zonedTimeToInstant(date: string, minuteOfDay: number, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const wallAsUtc = utcMidnight(year, month, day) + minuteOfDay * MINUTE_MS;
  // The offsets in force a day either side bracket any single transition near this time.
  const offsetBefore = timeZoneOffsetMinutes(wallAsUtc - DAY_MS, timeZone);
  const offsetAfter = timeZoneOffsetMinutes(wallAsUtc + DAY_MS, timeZone);
  // No change of offset within a day either side: the time exists, once.
  if (
    offsetBefore === offsetAfter &&
    timeZoneOffsetMinutes(wallAsUtc - offsetBefore * MINUTE_MS, timeZone) === offsetBefore
  ) {
    return new Date(wallAsUtc - offsetBefore * MINUTE_MS);
  }
  const candidates = [...new Set([offsetBefore, offsetAfter])]
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((epochMs) => wallAsUtc - timeZoneOffsetMinutes(epochMs, timeZone) * MINUTE_MS === epochMs)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]!);
  // A gap: read the wall time with the offset from before the change, which lands after it.
  return new Date(wallAsUtc - offsetBefore * MINUTE_MS);
}

/**
 * The first instant at which the clocks of `timeZone` show `date` at `minuteOfDay` or later
 * (1440: the next midnight). Where that time exists it is the same instant as
 * zonedTimeToInstant (the earlier one when it happens twice); where the clocks jump over
 * it, it is the moment of the jump — a shop opening at 01:30 on London's spring-forward
 * night opens when the clocks show 02:00 BST. Opening hours and date ranges use this.
 */
export function firstInstantAtWallTime(date: string, minuteOfDay: number, timeZone: string): Date {
  const key = `${timeZone}|${date}|${minuteOfDay}`;
  const cached = wallTimeCache.get(key);
  if (cached !== undefined) return new Date(cached);
  const instant = computeFirstInstantAtWallTime(date, minuteOfDay, timeZone);
  if (wallTimeCache.size >= OFFSET_CACHE_LIMIT) wallTimeCache.delete(wallTimeCache.keys().next().value!);
  wallTimeCache.set(key, instant.getTime());
  return instant;
}

/** Answers of firstInstantAtWallTime, kept like the offsets (opening hours repeat every request). */
const wallTimeCache = new Map<string, number>();

function computeFirstInstantAtWallTime(date: string, minuteOfDay: number, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const target = utcMidnight(year, month, day) + minuteOfDay * MINUTE_MS;
  const compatible = zonedTimeToInstant(date, minuteOfDay, timeZone).getTime();
  if (wallClockMs(compatible, timeZone) === target) return new Date(compatible);
  // In a gap: `compatible` lies after the jump by the gap's length. Find the jump, minute by minute.
  let before = compatible - DAY_MS; // no gap is longer than a day (Samoa skipped one whole day)
  let after = compatible;
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (wallClockMs(middle, timeZone) >= target) after = middle;
    else before = middle;
  }
  return new Date(after);
}
