// Fields the public journey forms share (assessment, consultation booking, webinar
// registration, enquiry): bounded names, the honeypot, time-zone names and the unguessable
// tokens of result and manage links. Built on fields.ts, so text is trimmed and control
// characters are refused everywhere the same way.
import * as z from 'zod/mini';
import { isSupportedTimeZone } from '../time-zone.ts';
import { optionalText, text } from './fields.ts';

export const NAME_MAX_LENGTH = 200;
export const COMPANY_MAX_LENGTH = 200;
export const ROLE_MAX_LENGTH = 200;
export const TOPIC_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 5000;

export const personName = text({ max: NAME_MAX_LENGTH });
export const companyName = text({ max: COMPANY_MAX_LENGTH });
export const optionalCompanyName = optionalText({ max: COMPANY_MAX_LENGTH });

/**
 * The honeypot: a form field people never see (hidden from view and from assistive
 * technology, `tabindex="-1"`, `autocomplete="off"`) that naive bots fill in. A request
 * with anything in it is answered exactly as if it had been accepted, but nothing is
 * stored and no mail is sent (server/routes/public-form.ts).
 */
export const HONEYPOT_FIELD = 'website';
export const honeypot = z.optional(z.nullable(z.string().check(z.maxLength(1000))));

/** True when the honeypot holds anything but blanks. */
export function honeypotFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export const timeZoneMessage = 'Choose a time zone from the list, such as Europe/London or America/New_York.';

/** An IANA time-zone name the runtime knows (Intl.supportedValuesOf('timeZone') or an alias of one). */
export const timeZoneName = z
  .string({ error: timeZoneMessage })
  .check(z.refine(isSupportedTimeZone, { error: timeZoneMessage }));

/** 128 random bits, base64url: 22 characters. Result and manage links carry one. */
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const publicToken = z.string().check(z.regex(PUBLIC_TOKEN_PATTERN, { error: 'This link is not valid.' }));

export const consentMessage = 'Please agree that we may store these details to arrange and confirm this.';
