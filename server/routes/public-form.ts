// What every public journey route does around its own work: who is asking (a signed-in
// user's id is stored when there is one), the honeypot, the rate limits per client address
// and per email, and the journey context (mailer, links' origin, settings).
//
// The order matters: the body is validated first (422, nothing counted or stored), then a
// filled honeypot is answered as if accepted (nothing stored or sent), then the request is
// counted against the limits (429 with Retry-After), and only then is anything written.
import type { Context } from 'hono';
import { honeypotFilled } from '../../domain/schemas/public-forms.ts';
import type { AppEnv } from '../app-env.ts';
import type { JourneyContext } from '../journeys/context.ts';
import { journeyLimits, type JourneyRule } from '../journeys/limits.ts';
import type { JourneySettings } from '../journeys/settings.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { enforceRequestLimits } from '../rate-limit/request-limits.ts';

type Ctx = Context<AppEnv>;

/** Links in answers and mail open on the site the request came from when it is trusted. */
export function linkOrigin(c: Ctx): string {
  const { settings } = c.var.auth;
  const origin = c.req.header('origin');
  return origin && settings.trustedOrigins.includes(origin) ? origin : settings.publicOrigin;
}

export function journeyContext(c: Ctx, settings: JourneySettings): JourneyContext {
  return {
    db: c.var.db,
    mailer: c.var.auth.settings.mailer,
    settings,
    origin: linkOrigin(c),
    logger: c.var.logger,
  };
}

/** The signed-in user's id, or null for a visitor (public forms accept both). */
export async function signedInUserId(c: Ctx): Promise<string | null> {
  const found = await c.var.auth.getSession(c.req.raw.headers);
  return found?.user.id ?? null;
}

/** True (and logged) when the honeypot is filled: answer as if accepted, store and send nothing. */
export function caughtByHoneypot(c: Ctx, value: string | null | undefined): boolean {
  if (!honeypotFilled(value)) return false;
  c.var.logger?.info({ path: c.req.path }, 'Honeypot filled: answered as accepted, nothing stored');
  return true;
}

/** Counts the request against its rule's limits; 429 with Retry-After when over any. */
export async function limitRequest(c: Ctx, rule: JourneyRule, email?: string | null): Promise<void> {
  const address = clientAddress(c, c.var.auth.settings.trustProxy);
  await enforceRequestLimits(c.var.db, journeyLimits(rule, address, email));
}
