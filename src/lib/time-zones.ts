// The visitor's time zone and the formats the journeys show instants in: detected with Intl,
// changeable from the runtime's list of IANA zones; the firm's zone comes from the API.
import { dateTimeFormat } from '@domain/intl-formats';
import { isSupportedTimeZone, zonedDate } from '@domain/time-zone';

export const FALLBACK_TIME_ZONE = 'UTC';

/** The browser's IANA zone, or UTC when it reports none the app knows. */
export function detectTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isSupportedTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

let zoneList: readonly string[] | undefined;

/** Every zone the runtime knows, sorted, always including `current`. */
export function timeZoneOptions(current?: string): readonly string[] {
  zoneList ??= [...new Set([...Intl.supportedValuesOf('timeZone'), FALLBACK_TIME_ZONE])].sort();
  return current && !zoneList.includes(current) ? [current, ...zoneList] : zoneList;
}

/** '2:30 PM GMT+1' — the time of day in a zone, with the zone's short name. */
export function formatTimeInZone(instant: string | Date, timeZone: string): string {
  return dateTimeFormat({
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(instant));
}

/** 'Tuesday, December 1, 2026' — the day of an instant in a zone. */
export function formatDayInZone(instant: string | Date, timeZone: string): string {
  return dateTimeFormat({
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/** 'Tue, Dec 1, 2026, 2:30 PM GMT' — day and time in a zone. */
export function formatDayTimeInZone(instant: string | Date, timeZone: string): string {
  return dateTimeFormat({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(instant));
}

/** 'Mon, Nov 30' — the weekday and date of an instant in a zone, without the year. */
export function formatWeekdayInZone(instant: string | Date, timeZone: string): string {
  return dateTimeFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(new Date(instant));
}

/** 'Tue, Dec 1' — a calendar date (YYYY-MM-DD) with its weekday, the same in every zone. */
export function formatCalendarDay(date: string): string {
  return formatWeekdayInZone(`${date}T12:00:00Z`, 'UTC');
}

/** Instants grouped by their calendar day in `timeZone`, in order. */
export function groupByDay<T extends { startsAt: string }>(
  items: readonly T[],
  timeZone: string,
): { date: string; items: T[] }[] {
  const groups: { date: string; items: T[] }[] = [];
  for (const item of items) {
    const date = zonedDate(new Date(item.startsAt), timeZone);
    const last = groups.at(-1);
    if (last?.date === date) last.items.push(item);
    else groups.push({ date, items: [item] });
  }
  return groups;
}
