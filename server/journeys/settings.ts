// What the client journeys need beyond the database: the firm's time zone and bank holidays, the default
// joining links of planned webinars and consultations, and the clock (tests move it).
import { DEFAULT_BANK_HOLIDAY_REGION, type BankHolidayRegion } from '../../domain/booking/bank-holidays.ts';
import { DEFAULT_BOOKING_TIME_ZONE } from '../../domain/booking/slots.ts';
import { ReadCache } from '../market/read-cache.ts';

/**
 * Free-slot listings are kept this long. This instance's own bookings, cancellations and
 * availability edits clear them at once; another instance's booking shows within this
 * time — and the database refuses a slot that was taken meanwhile (409), so a stale list
 * costs a retry, never a double booking.
 */
export const SLOT_LIST_TTL_MS = 5_000;

export interface JourneySettings {
  /** The firm's IANA zone (BOOKING_TIME_ZONE): opening hours, blackout dates, webinar times. */
  timeZone: string;
  /** Whose bank holidays are added to the blackout dates (BOOKING_BANK_HOLIDAYS). */
  bankHolidays: BankHolidayRegion;
  /** Joining link given to sessions the schedule rule plans (WEBINAR_JOIN_URL); null: none yet. */
  webinarJoinUrl: string | null;
  /** Joining link of every consultation without its own (CONSULTATION_JOIN_URL); null: none. */
  consultationJoinUrl: string | null;
  /** The time now; tests pass a fixed or moving clock. */
  now: () => Date;
  /** Serialised free-slot listings (see SLOT_LIST_TTL_MS). */
  slotReads: ReadCache;
}

export function defaultJourneySettings(overrides: Partial<JourneySettings> = {}): JourneySettings {
  return {
    timeZone: DEFAULT_BOOKING_TIME_ZONE,
    bankHolidays: DEFAULT_BANK_HOLIDAY_REGION,
    webinarJoinUrl: null,
    consultationJoinUrl: null,
    now: () => new Date(),
    slotReads: new ReadCache(SLOT_LIST_TTL_MS),
    ...overrides,
  };
}
