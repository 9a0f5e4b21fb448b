import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  boundedInteger,
  boundedNumber,
  calendarDate,
  emailAddress,
  fieldMessages,
  isCalendarDate,
  isoInstant,
  optionalText,
  text,
} from './fields.ts';
import { groupThousands } from '../intl-formats.ts';

const issueOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('text', () => {
  const name = text({ max: 10 });
  it('trims, and refuses blank, too long and control characters', () => {
    expect(z.parse(name, '  Ada  ')).toBe('Ada');
    expect(issueOf(name, '   ')).toBe(fieldMessages.required);
    expect(issueOf(name, 'x'.repeat(11))).toBe(fieldMessages.tooLong(10));
    expect(issueOf(name, 'Ada\u0000')).toBe(fieldMessages.controlCharacters);
    expect(issueOf(name, 'two\nlines')).toBe(fieldMessages.controlCharacters);
    expect(issueOf(name, 42)).toBe(fieldMessages.required);
  });

  it('refuses half of a surrogate pair, alone or out of order, and keeps whole pairs', () => {
    const note = text({ max: 20, multiline: true });
    expect(z.parse(note, 'BTC \u{1F7E0} held')).toBe('BTC \u{1F7E0} held');
    for (const broken of ['\ud800', 'a\ud83dz', '\udfe0', 'end\udc00', '\udfe0\ud83d']) {
      expect(issueOf(note, broken), JSON.stringify(broken)).toBe(fieldMessages.brokenCharacter);
    }
    expect(issueOf(emailAddress, 'a\ud800@example.com')).toBe(fieldMessages.brokenCharacter);
  });

  it('keeps line breaks and tabs in multi-line text, but never NUL', () => {
    const message = text({ max: 100, multiline: true });
    expect(z.parse(message, 'line one\n\tline two\r\n')).toBe('line one\n\tline two');
    expect(issueOf(message, 'a\u0000b')).toBe(fieldMessages.controlCharacters);
    expect(issueOf(message, 'bell\u0007')).toBe(fieldMessages.controlCharacters);
  });

  it('optional text turns missing, null and blank into null', () => {
    const note = z.object({ note: optionalText({ max: 5 }) });
    expect(z.parse(note, {})).toEqual({ note: null });
    expect(z.parse(note, { note: null })).toEqual({ note: null });
    expect(z.parse(note, { note: '   ' })).toEqual({ note: null });
    expect(z.parse(note, { note: ' hi ' })).toEqual({ note: 'hi' });
    expect(z.safeParse(note, { note: 'x\u0000' }).success).toBe(false);
  });

  it('never accepts a string with a control character (property)', () => {
    const line = text({ max: 1000 });
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 31 }), fc.string(), (before, code, after) => {
        expect(z.safeParse(line, `${before}${String.fromCharCode(code)}${after}`).success).toBe(false);
      }),
    );
  });
});

describe('emailAddress', () => {
  it('normalises case and spaces and refuses what is not an address', () => {
    expect(z.parse(emailAddress, '  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(issueOf(emailAddress, 'not an email')).toBe(fieldMessages.email);
    expect(issueOf(emailAddress, 'a\u0000@example.com')).toBe(fieldMessages.controlCharacters);
    expect(issueOf(emailAddress, `${'a'.repeat(250)}@example.com`)).toBe(fieldMessages.email);
  });
});

describe('bounded numbers', () => {
  it('refuses NaN, infinities and values out of range', () => {
    const holdings = boundedNumber(0, 21_000_000);
    expect(z.parse(holdings, 12.5)).toBe(12.5);
    expect(issueOf(holdings, Number.NaN)).toBe(fieldMessages.number);
    expect(issueOf(holdings, Number.POSITIVE_INFINITY)).toBe(fieldMessages.number);
    expect(issueOf(holdings, 1e308)).toBe(fieldMessages.range(0, 21_000_000));
    expect(issueOf(holdings, -1)).toBe(fieldMessages.range(0, 21_000_000));
    expect(issueOf(holdings, '5')).toBe(fieldMessages.number);
  });

  it('names the bounds with their digits grouped, as en-US writes them', () => {
    expect(fieldMessages.range(0, 21_000_000)).toBe('Enter a number from 0 to 21,000,000.');
    expect(groupThousands(999_999_999_999_999)).toBe('999,999,999,999,999');
    expect(groupThousands(-1234.5)).toBe('-1,234.5');
    // Up to three fraction digits, where toLocaleString keeps them all; any safe integer.
    const thousandths = fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 1000);
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), thousandths, fc.constant(-0)), (value) => {
        expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });

  it('integers refuse fractions', () => {
    expect(z.safeParse(boundedInteger(1, 10), 2.5).success).toBe(false);
    expect(z.parse(boundedInteger(1, 10), 10)).toBe(10);
  });
});

describe('dates', () => {
  it('accepts only days that exist', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-13')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(z.safeParse(calendarDate, '2026-04-31').success).toBe(false);
  });

  it('agrees with the calendar for every day of four years (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 * 366 }), (offset) => {
        const day = new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        expect(isCalendarDate(day)).toBe(true);
      }),
    );
  });

  it('instants need a zone and a real day, and come back in UTC', () => {
    expect(z.parse(isoInstant, '2026-03-29T01:30:00+01:00')).toBe('2026-03-29T00:30:00.000Z');
    expect(z.parse(isoInstant, '2026-11-23T14:30:00Z')).toBe('2026-11-23T14:30:00.000Z');
    expect(issueOf(isoInstant, '2026-11-23T14:30:00')).toBe(fieldMessages.instant);
    expect(issueOf(isoInstant, '2026-02-30T10:00:00Z')).toBe(fieldMessages.instant);
    expect(issueOf(isoInstant, '2026-11-23T24:00:00Z')).toBe(fieldMessages.instant);
    expect(issueOf(isoInstant, 'tomorrow')).toBe(fieldMessages.instant);
  });
});
