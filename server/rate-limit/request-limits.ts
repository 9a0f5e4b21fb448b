// The site's own rate limits (public forms, sign-in attempts per account): fixed windows
// counted in the request_counters table, so every server instance counts together. One
// upsert per rule and request; a request over any rule is refused with 429 and Retry-After.
//
//   await enforceRequestLimits(c.var.db, [
//     { key: `enquiry:address:${address}`, max: 10, windowMs: HOUR_MS },
//     { key: `enquiry:email:${email}`, max: 3, windowMs: DAY_MS },
//   ]);
import { lt, sql } from 'drizzle-orm';
import { AppError } from '../../domain/errors.ts';
import type { Database } from '../db/client.ts';
import { requestCounters } from '../db/schema.ts';

export interface RequestLimit {
  /** `<rule>:<subject kind>:<subject>`, e.g. `consultation:email:ada@example.com`. */
  key: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** What this request counts for (default 1), e.g. the rows a batch would store. */
  amount?: number;
}

export interface LimitOutcome {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a little, then try again.';
/** Counters of windows that ended this long ago are deleted now and then. */
const PRUNE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_CALLS = 500;
let callsSincePrune = 0;

/** Counts one request against `limit`; the window restarts once it has run out. */
export async function consumeRequestLimit(db: Database, limit: RequestLimit, now = new Date()): Promise<LimitOutcome> {
  const windowStartCutoff = new Date(now.getTime() - limit.windowMs);
  const amount = limit.amount ?? 1;
  const result = await db
    .insert(requestCounters)
    .values({ key: limit.key, windowStart: now, count: amount })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`CASE WHEN ${requestCounters.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz
          THEN ${amount}::int ELSE ${requestCounters.count} + ${amount}::int END`,
        windowStart: sql`CASE WHEN ${requestCounters.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz
          THEN ${now.toISOString()}::timestamptz ELSE ${requestCounters.windowStart} END`,
      },
    })
    .returning({ count: requestCounters.count, windowStart: requestCounters.windowStart });
  const row = result[0]!;
  const retryAfterMs = Math.max(0, row.windowStart.getTime() + limit.windowMs - now.getTime());
  return { allowed: row.count <= limit.max, count: row.count, retryAfterMs };
}

/** Counts the request against every limit; throws 429 (with Retry-After) if any is exceeded. */
export async function enforceRequestLimits(
  db: Database,
  limits: readonly RequestLimit[],
  now = new Date(),
): Promise<void> {
  let retryAfterMs = 0;
  for (const limit of limits) {
    const outcome = await consumeRequestLimit(db, limit, now);
    if (!outcome.allowed) retryAfterMs = Math.max(retryAfterMs, outcome.retryAfterMs);
  }
  if (++callsSincePrune >= PRUNE_EVERY_CALLS) {
    callsSincePrune = 0;
    await pruneRequestCounters(db, new Date(now.getTime() - PRUNE_AFTER_MS));
  }
  if (retryAfterMs > 0) {
    throw new AppError('RATE_LIMITED', {
      message: RATE_LIMITED_MESSAGE,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
    });
  }
}

/** Deletes counters whose window started before `before`. */
export async function pruneRequestCounters(db: Database, before: Date): Promise<void> {
  await db.delete(requestCounters).where(lt(requestCounters.windowStart, before));
}
