// The dashboard's date-time pickers (<input type="datetime-local">) hold a wall time in the
// visitor's zone; the API takes an ISO 8601 UTC instant. These convert between the two and
// word the picker's own error and hint, which are not the API's.
import * as z from 'zod/mini';
import { detectTimeZone } from '@/lib/time-zones';

/** Shown under a picker left empty or holding something that is not a date and time. */
export const CHOOSE_DATE_TIME = 'Choose a date and time.';

/** The hint under a picker: whose clock its value is read on. */
export function localZoneHint(): string {
  return `In your time zone (${detectTimeZone()})`;
}

/** yyyy-mm-ddThh:mm in the browser's zone, for a datetime-local input. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The picker's wall time as an ISO instant; null when it is empty or not a date and time. */
export function localInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A form's rule for a picker's field: the picker's own words when it gives no instant (its value
 * read by localInputToIso, null as ''), else the API's rule for the instant.
 */
export function pickedInstant<Rule extends z.ZodMiniType<unknown, string>>(rule: Rule) {
  return z.pipe(z.string().check(z.minLength(1, CHOOSE_DATE_TIME)), rule);
}
