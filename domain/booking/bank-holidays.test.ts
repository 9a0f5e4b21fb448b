import { describe, expect, it } from 'vitest';
import { bankHolidayReason, easterSunday, englandAndWalesBankHolidays, isBankHoliday } from './bank-holidays.ts';

const datesOf = (year: number) => englandAndWalesBankHolidays(year).map((holiday) => holiday.date);

describe('englandAndWalesBankHolidays', () => {
  // GOV.UK's published lists (gov.uk/bank-holidays) for years no one-off proclamation changed.
  it.each([
    [
      2025,
      ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'],
    ],
    [
      2026,
      ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'],
    ],
    [
      2027,
      ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28'],
    ],
    [
      2028,
      ['2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26'],
    ],
    [
      2024,
      ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26'],
    ],
  ])('gives the published days of %i', (year, expected) => {
    expect(datesOf(year)).toEqual(expected);
  });

  it('moves a weekend Christmas the way GOV.UK does', () => {
    // 2021: Sat 25, Sun 26 → Mon 27 and Tue 28. 2022: Sun 25, Mon 26 → Boxing Day Mon 26, Christmas Tue 27.
    expect(datesOf(2021).slice(-2)).toEqual(['2021-12-27', '2021-12-28']);
    expect(englandAndWalesBankHolidays(2022).slice(-2)).toEqual([
      { date: '2022-12-26', name: 'Boxing Day' },
      { date: '2022-12-27', name: 'Christmas Day (substitute day)' },
    ]);
    // 2023: New Year's Day on a Sunday → Monday 2 January.
    expect(englandAndWalesBankHolidays(2023)[0]).toEqual({
      date: '2023-01-02',
      name: 'New Year’s Day (substitute day)',
    });
  });

  it('puts every day on a weekday, in date order, with no day twice', () => {
    for (let year = 1990; year <= 2100; year += 1) {
      const dates = datesOf(year);
      expect(new Set(dates).size).toBe(8);
      expect([...dates].sort()).toEqual(dates);
      for (const date of dates) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    }
  });

  it('refuses a year outside the rules', () => {
    expect(() => englandAndWalesBankHolidays(1970)).toThrow(RangeError);
    expect(() => englandAndWalesBankHolidays(2026.5)).toThrow(RangeError);
  });

  it('tells a holiday from a working day, and none has no holidays', () => {
    expect(isBankHoliday('england-and-wales', '2026-12-28')).toBe(true);
    expect(isBankHoliday('england-and-wales', '2026-12-29')).toBe(false);
    expect(isBankHoliday('none', '2026-12-25')).toBe(false);
  });

  it('names the day in the blackout reason', () => {
    expect(bankHolidayReason({ date: '2026-12-25', name: 'Christmas Day' })).toBe(
      'Bank holiday (England and Wales): Christmas Day',
    );
  });
});

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});
