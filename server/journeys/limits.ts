// Rate limits of the public journey forms, per client address and per email, counted in
// the database (server/rate-limit/request-limits.ts) so every instance counts together.
import type { RequestLimit } from '../rate-limit/request-limits.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Rule {
  perAddress: { max: number; windowMs: number };
  perEmail?: { max: number; windowMs: number };
}

export const JOURNEY_LIMITS = {
  /** Submitting assessments: a team may try several times; a copy by mail a few times a day. */
  assessment: { perAddress: { max: 30, windowMs: HOUR_MS }, perEmail: { max: 5, windowMs: DAY_MS } },
  consultation: { perAddress: { max: 10, windowMs: HOUR_MS }, perEmail: { max: 5, windowMs: DAY_MS } },
  /** Cancel and reschedule through a manage link. */
  consultationManage: { perAddress: { max: 30, windowMs: HOUR_MS } },
  webinarRegistration: { perAddress: { max: 20, windowMs: HOUR_MS }, perEmail: { max: 10, windowMs: DAY_MS } },
  /** Cancel through a registration's manage link. */
  webinarRegistrationManage: { perAddress: { max: 30, windowMs: HOUR_MS } },
  enquiry: { perAddress: { max: 10, windowMs: HOUR_MS }, perEmail: { max: 5, windowMs: DAY_MS } },
  /** Saving treasury policy drafts: a team tries several sets of choices; no email is asked. */
  policyDraft: { perAddress: { max: 30, windowMs: HOUR_MS } },
  /** Alert subscriptions: each request may mail the address, so few per email. */
  alertSubscribe: { perAddress: { max: 20, windowMs: HOUR_MS }, perEmail: { max: 5, windowMs: DAY_MS } },
  /** Confirm, change and leave through an alerts link (one-click unsubscribes come from mail providers). */
  alertManage: { perAddress: { max: 60, windowMs: HOUR_MS } },
} as const satisfies Record<string, Rule>;

export type JourneyRule = keyof typeof JOURNEY_LIMITS;

/** The limits one request counts against: its address, and its email when the rule has one. */
export function journeyLimits(rule: JourneyRule, address: string | undefined, email?: string | null): RequestLimit[] {
  const config: Rule = JOURNEY_LIMITS[rule];
  const limits: RequestLimit[] = [{ key: `${rule}:address:${address ?? 'unknown'}`, ...config.perAddress }];
  if (email && config.perEmail) limits.push({ key: `${rule}:email:${email}`, ...config.perEmail });
  return limits;
}
