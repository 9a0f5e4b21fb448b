// Path parameters of the /api routes: what a segment must look like to name anything. The
// routes validate them with validate('param', …); a malformed one usually answers the
// resource's own 404, as it names nothing.
import * as z from 'zod/mini';
import { calendarDate } from './fields.ts';
import { PUBLIC_TOKEN_PATTERN } from './public-forms.ts';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row's id: a UUID in either case, lower-cased as stored. */
export const uuidIdParam = z.object({
  id: z.pipe(
    z.string().check(z.regex(UUID_PATTERN, 'id must be a UUID')),
    z.transform((value: string) => value.toLowerCase()),
  ),
});

/** An account's id (better-auth's): letters, digits, '_' and '-'. */
export const accountIdParam = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id must be 1–64 letters, digits, "_" or "-"')),
});

/** The token of a manage, confirm or result link. */
export const publicTokenParam = z.object({
  token: z.string().check(z.regex(PUBLIC_TOKEN_PATTERN, 'token must be 22 letters, digits, "_" or "-"')),
});

/** A holder's Atom feed file, `<ticker>.atom`; the ticker without the extension. */
export const holderFeedFileParam = z.object({
  file: z.pipe(
    z.string().check(z.regex(/^[A-Za-z0-9._-]{1,20}\.atom$/, 'file must be a ticker followed by .atom')),
    z.transform((file: string) => file.slice(0, -'.atom'.length)),
  ),
});

/** A blackout day of the consultation calendar, YYYY-MM-DD. */
export const blackoutDateParam = z.object({ date: calendarDate });
