// The bank holidays of England and Wales, from their rules (the Banking and Financial
// Dealings Act 1971 and the standing royal proclamations), so consultation slots are not
// offered on days the firm is closed (ADR 113). The server adds each year's days to the
// blackout dates once (server/journeys/bank-holidays.ts); administrators remove a day to
// open it, or add one-off holidays a proclamation declares (as in 2022 and 2023), which no
// rule predicts.
import { addDays, isoWeekday } from '../time-zone.ts';

/** Regions whose bank holidays the server can add (BOOKING_BANK_HOLIDAYS), or none. */
export const BANK_HOLIDAY_REGIONS = ['england-and-wales', 'none'] as const;
export type BankHolidayRegion = (typeof BANK_HOLIDAY_REGIONS)[number];
export const DEFAULT_BANK_HOLIDAY_REGION: BankHolidayRegion = 'england-and-wales';

export interface BankHoliday {
  /** YYYY-MM-DD. */
  date: string;
  /** As GOV.UK names it, e.g. 'Early May bank holiday'; a substitute day says so. */
  name: string;
}

/** The blackout reason stored for a bank holiday, e.g. 'Bank holiday (England and Wales): Christmas Day'. */
export function bankHolidayReason(holiday: BankHoliday): string {
  return `Bank holiday (England and Wales): ${holiday.name}`;
}

/** Whether a firm-local date is a bank holiday of the region (never, for 'none'). */
export function isBankHoliday(region: BankHolidayRegion, date: string): boolean {
  if (region === 'none') return false;
  return englandAndWalesBankHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
}

const SATURDAY = 6;
const SUNDAY = 7;

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The first Monday on or after a date. */
function mondayFrom(date: string): string {
  return addDays(date, (8 - isoWeekday(date)) % 7);
}

/** The last Monday of a month (31-day months only: May, August). */
function lastMondayOf31DayMonth(year: number, month: number): string {
  const last = isoDate(year, month, 31);
  return addDays(last, -((isoWeekday(last) + 6) % 7));
}

/**
 * The bank holidays of England and Wales in a year, in date order. A holiday on a weekend
 * is given a substitute weekday; when Christmas Day and Boxing Day both fall at a weekend,
 * the substitutes are the Monday and Tuesday after.
 */
export function englandAndWalesBankHolidays(year: number): BankHoliday[] {
  if (!Number.isInteger(year) || year < 1971 || year > 9999) throw new RangeError(`year out of range: ${year}`);
  const holidays: BankHoliday[] = [];
  const newYear = isoDate(year, 1, 1);
  holidays.push(
    isoWeekday(newYear) >= SATURDAY
      ? { date: mondayFrom(newYear), name: 'New Year’s Day (substitute day)' }
      : { date: newYear, name: 'New Year’s Day' },
  );
  const easter = easterSunday(year);
  holidays.push({ date: addDays(easter, -2), name: 'Good Friday' });
  holidays.push({ date: addDays(easter, 1), name: 'Easter Monday' });
  holidays.push({ date: mondayFrom(isoDate(year, 5, 1)), name: 'Early May bank holiday' });
  holidays.push({ date: lastMondayOf31DayMonth(year, 5), name: 'Spring bank holiday' });
  holidays.push({ date: lastMondayOf31DayMonth(year, 8), name: 'Summer bank holiday' });

  const christmas = isoDate(year, 12, 25);
  const boxingDay = isoDate(year, 12, 26);
  const christmasWeekday = isoWeekday(christmas);
  if (christmasWeekday === SATURDAY) {
    // Sat 25, Sun 26: Monday and Tuesday.
    holidays.push({ date: addDays(christmas, 2), name: 'Christmas Day (substitute day)' });
    holidays.push({ date: addDays(christmas, 3), name: 'Boxing Day (substitute day)' });
  } else if (christmasWeekday === SUNDAY) {
    // Sun 25, Mon 26: Boxing Day stands, Christmas moves to Tuesday.
    holidays.push({ date: boxingDay, name: 'Boxing Day' });
    holidays.push({ date: addDays(christmas, 2), name: 'Christmas Day (substitute day)' });
  } else if (christmasWeekday === 5) {
    // Fri 25, Sat 26: Boxing Day moves to Monday.
    holidays.push({ date: christmas, name: 'Christmas Day' });
    holidays.push({ date: addDays(christmas, 3), name: 'Boxing Day (substitute day)' });
  } else {
    holidays.push({ date: christmas, name: 'Christmas Day' });
    holidays.push({ date: boxingDay, name: 'Boxing Day' });
  }
  return holidays;
}
