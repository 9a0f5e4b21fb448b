// Sign-in attempts per account, counted in the database wherever they come from, so 30
// addresses get 5 tries at one account per 15 minutes rather than 30 × 10 a minute. Each
// attempt takes a slot before the password is checked (so parallel attempts cannot slip
// past the count); a successful sign-in frees the account's slots. Over the limit the
// answer is 429 with Retry-After until the window ends: a cool-down, never a lock-out.
//
// Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a
// successful sign-in leaves a cookie bound to that email (HMAC with the auth secret). A
// sign-in that carries a valid one is counted per device, not per account, so failures
// from elsewhere never pause a device that has signed in before; only untrusted clients
// share the account's count. A password reset clears the account's count (auth.ts).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_SIGN_IN_MAX_ATTEMPTS, ACCOUNT_SIGN_IN_WINDOW_MINUTES } from '../../domain/auth.ts';
import { accountSignInPausedMessage } from '../../domain/auth-messages.ts';
import { AppError } from '../../domain/errors.ts';
import type { Database } from '../db/client.ts';
import { requestCounters } from '../db/schema.ts';
import { consumeRequestLimit, type RequestLimit } from './request-limits.ts';

const WINDOW_MS = ACCOUNT_SIGN_IN_WINDOW_MINUTES * 60 * 1000;

/**
 * The counter of one account, by the (normalised) email the form sent, account or not. The
 * key holds the email's SHA-256, not the email: counters outlive a deleted account by up
 * to two days (request-limits.ts prunes them), and must not keep its address meanwhile.
 */
export function accountSignInLimit(email: string): RequestLimit {
  const digest = createHash('sha256').update(email).digest('base64url');
  return { key: `sign-in:account:${digest}`, max: ACCOUNT_SIGN_IN_MAX_ATTEMPTS, windowMs: WINDOW_MS };
}

/** The counter of one device (its cookie's nonce, hashed) signing in to one account. */
export function deviceSignInLimit(nonce: string): RequestLimit {
  const digest = createHash('sha256').update(nonce).digest('base64url');
  return { key: `sign-in:device:${digest}`, max: ACCOUNT_SIGN_IN_MAX_ATTEMPTS, windowMs: WINDOW_MS };
}

export const DEVICE_COOKIE_NAME = 'vaultmark.device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const deviceSignature = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', secret).update(`device-cookie\n${email}\n${nonce}`).digest('base64url');

/** A new device cookie's value for `email`: `<nonce>.<signature>`. */
export function newDeviceCookie(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${deviceSignature(secret, email, nonce)}`;
}

/** The cookie's nonce when it is a valid device cookie for `email`, else null. */
export function deviceNonce(secret: string, email: string, cookie: string | undefined): string | null {
  const [nonce, signature, ...rest] = (cookie ?? '').split('.');
  if (!nonce || !signature || rest.length > 0 || !NONCE_PATTERN.test(nonce)) return null;
  const expected = Buffer.from(deviceSignature(secret, email, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/**
 * Takes one attempt's slot, from the device's count when the request carries a valid device
 * cookie for this email (`deviceNonce`), else from the account's; throws 429 (Retry-After,
 * a message saying why) when none is left.
 */
export async function reserveSignInAttempt(
  db: Database,
  email: string,
  now = new Date(),
  device: string | null = null,
): Promise<void> {
  const outcome = await consumeRequestLimit(db, device ? deviceSignInLimit(device) : accountSignInLimit(email), now);
  if (outcome.allowed) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
  throw new AppError('RATE_LIMITED', {
    message: accountSignInPausedMessage(retryAfterSeconds),
    details: { limit: device ? 'device' : 'account' },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** After a successful sign-in (the device's count too, when it had one) or a reset: the count starts again. */
export async function clearSignInAttempts(db: Database, email: string, device: string | null = null): Promise<void> {
  await db.delete(requestCounters).where(eq(requestCounters.key, accountSignInLimit(email).key));
  if (device) await db.delete(requestCounters).where(eq(requestCounters.key, deviceSignInLimit(device).key));
}
