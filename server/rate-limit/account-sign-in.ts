// Sign-in attempts per account, counted in the database wherever they come from, so 30
// addresses get 5 tries at one account per 15 minutes rather than 30 × 10 a minute. Each
// attempt takes a slot before the password is checked (so parallel attempts cannot slip
// past the count); a successful sign-in frees the account's slots. Over the limit the
// answer is 429 with Retry-After until the window ends: a cool-down, never a lock-out.
import { createHash } from 'node:crypto';
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

/** Takes one attempt's slot; throws 429 (Retry-After, a message saying why) when none is left. */
export async function reserveSignInAttempt(db: Database, email: string, now = new Date()): Promise<void> {
  const outcome = await consumeRequestLimit(db, accountSignInLimit(email), now);
  if (outcome.allowed) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
  throw new AppError('RATE_LIMITED', {
    message: accountSignInPausedMessage(retryAfterSeconds),
    details: { limit: 'account' },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** After a successful sign-in: the account's count starts again. */
export async function clearSignInAttempts(db: Database, email: string): Promise<void> {
  await db.delete(requestCounters).where(eq(requestCounters.key, accountSignInLimit(email).key));
}
