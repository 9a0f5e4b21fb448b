// Field schemas every write route shares, so bad input is refused the same way everywhere:
// text trimmed and free of control characters (NUL included) and of half surrogate pairs,
// emails normalised, numbers finite and bounded, dates that exist on a calendar. A refused
// field answers 422 with its path named (server/error-handler.ts); the browser forms use the
// same schemas.
import * as z from 'zod/mini';
import { groupThousands } from '../intl-formats.ts';

/* eslint-disable no-control-regex -- matching control characters is the point of these two. */
/** C0 controls and DEL, except tab, line feed and carriage return (allowed in multi-line text). */
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0 control and DEL: a single-line field has no line breaks or tabs either. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;
/* eslint-enable no-control-regex */
/**
 * Half of a UTF-16 surrogate pair without its other half. JSON can carry one (`"\ud800"`), but
 * it is no character: UTF-8 has no encoding for it, so PostgreSQL refuses it in JSON and a text
 * column would store a replacement character in its place.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const fieldMessages = {
  required: 'This field is required.',
  controlCharacters: 'Remove control characters (such as NUL or line breaks) from this field.',
  brokenCharacter: 'Remove the broken character (half of a UTF-16 surrogate pair) from this field.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  email: 'Enter a valid email address, like name@company.com.',
  number: 'Enter a number.',
  range: (min: number, max: number) => `Enter a number from ${groupThousands(min)} to ${groupThousands(max)}.`,
  date: 'Enter a real calendar date as YYYY-MM-DD.',
  instant: 'Enter a date and time in ISO 8601 UTC, like 2026-11-23T14:30:00Z.',
} as const;

export const EMAIL_MAX_LENGTH = 254;

interface TextOptions {
  /** Longest accepted length after trimming. */
  max: number;
  /** Shortest accepted length after trimming (default 1: required). Use 0 for optional text. */
  min?: number;
  /** Allow tabs and line breaks (messages, notes). */
  multiline?: boolean;
  /** A form's own texts for a missing or a too long value (default: the shared ones). */
  messages?: { required: string; tooLong: string };
}

/** Refuses a string holding half a surrogate pair (checked first: nothing else reads such a string). */
export const wholeCharacters = () =>
  z.refine<string>((value) => !LONE_SURROGATE.test(value), { error: fieldMessages.brokenCharacter, abort: true });

/**
 * Refuses control characters (tabs and line breaks too, unless `multiline`). Checked before
 * trimming, so a trailing NUL is not silently cut.
 */
const noControlCharacters = (multiline = false) => {
  const control = multiline ? CONTROL_IN_MULTILINE : CONTROL_IN_LINE;
  return z.refine<string>((value) => !control.test(value), { error: fieldMessages.controlCharacters, abort: true });
};

/** A trimmed string within `min..max` characters, with no control characters and no broken ones. */
export function text({ max, min = 1, multiline = false, messages }: TextOptions) {
  const { required, tooLong } = messages ?? { required: fieldMessages.required, tooLong: fieldMessages.tooLong(max) };
  return z
    .string({ error: required })
    .check(
      wholeCharacters(),
      noControlCharacters(multiline),
      z.trim(),
      z.minLength(min, { error: required, abort: true }),
      z.maxLength(max, { error: tooLong }),
    );
}

/** Optional text: missing, null or blank all become null. */
export function optionalText(options: Omit<TextOptions, 'min'>) {
  return z.pipe(
    z.optional(z.nullable(text({ ...options, min: 0 }))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  );
}

/** An email address, trimmed and lower-cased. */
export const emailAddress = z
  .string({ error: fieldMessages.email })
  .check(
    wholeCharacters(),
    noControlCharacters(),
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: fieldMessages.required, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: fieldMessages.email, abort: true }),
    z.email({ error: fieldMessages.email }),
  );

/** A finite number within `min..max` (inclusive). */
export function boundedNumber(min: number, max: number) {
  return z.number({ error: fieldMessages.number }).check(
    z.refine((value) => Number.isFinite(value), { error: fieldMessages.number, abort: true }),
    z.gte(min, { error: fieldMessages.range(min, max) }),
    z.lte(max, { error: fieldMessages.range(min, max) }),
  );
}

/** A whole number within `min..max` (inclusive). */
export function boundedInteger(min: number, max: number) {
  return boundedNumber(min, max).check(z.int({ error: fieldMessages.range(min, max) }));
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is YYYY-MM-DD and names a day that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date, YYYY-MM-DD, that exists. */
export const calendarDate = z
  .string({ error: fieldMessages.date })
  .check(z.refine(isCalendarDate, { error: fieldMessages.date }));

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True when `value` is an ISO 8601 date-time with a zone (Z or ±hh:mm) on a real day. */
export function isIsoInstant(value: string): boolean {
  const match = ISO_INSTANT.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return false;
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return false;
  return Number.isFinite(Date.parse(value));
}

/** An instant in ISO 8601 with a zone, normalised to UTC (`toISOString()` form). */
export const isoInstant = z.pipe(
  z.string({ error: fieldMessages.instant }).check(z.refine(isIsoInstant, { error: fieldMessages.instant })),
  z.transform((value: string) => new Date(value).toISOString()),
);
