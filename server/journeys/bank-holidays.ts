// Bank holidays as blackout dates (ADR 113): each year's days, from the rule in
// domain/booking/bank-holidays.ts, are added once — for the firm-local year of today and,
// near the year's end, of the last bookable day. seed_log records each year added, so a
// day an administrator removes (to open it) is not put back by the next run.
import {
  bankHolidayReason,
  englandAndWalesBankHolidays,
  type BankHolidayRegion,
} from '../../domain/booking/bank-holidays.ts';
import { BOOKING_HORIZON_DAYS } from '../../domain/booking/slots.ts';
import { addDays, zonedDate } from '../../domain/time-zone.ts';
import type { Database } from '../db/client.ts';
import { addRuleBlackoutsOnce } from '../db/queries/availability.ts';

/** The seed_log dataset recording that a region's holidays of a year were added. */
export function bankHolidayDataset(region: BankHolidayRegion, year: number): string {
  return `bank_holidays:${region}:${year}`;
}

/**
 * Adds the bank holidays of the years bookings can reach, from today on (firm-local dates),
 * each year once. Returns how many blackout dates were new.
 */
export async function addBankHolidays(
  db: Database,
  settings: { timeZone: string; bankHolidays: BankHolidayRegion },
  now: Date,
): Promise<number> {
  if (settings.bankHolidays === 'none') return 0;
  const today = zonedDate(now, settings.timeZone);
  const lastBookableDay = addDays(today, BOOKING_HORIZON_DAYS + 1);
  const years = [...new Set([today, lastBookableDay].map((date) => Number(date.slice(0, 4))))];
  let added = 0;
  for (const year of years) {
    const blackouts = englandAndWalesBankHolidays(year)
      .filter((holiday) => holiday.date >= today)
      .map((holiday) => ({ date: holiday.date, reason: bankHolidayReason(holiday) }));
    added += await addRuleBlackoutsOnce(db, bankHolidayDataset(settings.bankHolidays, year), blackouts);
  }
  return added;
}
