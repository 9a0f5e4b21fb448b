// POST /api/analytics/events { events: [{ name, path, referrer? }] } → 204: the first-party
// beacon (navigator.sendBeacon; JSON sent as text/plain or application/json). Stored without cookies, IP address, user agent or account:
// each event gets the day's visitor hash (server/analytics/store.ts). A request that says
// Do Not Track (DNT: 1) or Global Privacy Control (Sec-GPC: 1) is answered 204 and nothing
// is stored — the browser code does not send one then either. Paths are stored as
// analyticsPath() gives them (a manage link as its `:token` pattern, no query string).
import { analyticsBatchInput } from '../../domain/schemas/analytics.ts';
import { analyticsPath } from '../../domain/analytics.ts';
import { AppError } from '../../domain/errors.ts';
import { validationError } from '../error-handler.ts';
import { createRouter } from '../app-env.ts';
import { SaltCache, storeEvents, visitorHash } from '../analytics/store.ts';
import { clientAddress } from '../middleware/client-address.ts';
import { enforceRequestLimits } from '../rate-limit/request-limits.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Beacons per visitor (daily hash) per hour: far above reading, far below flooding. */
export const ANALYTICS_BEACON_LIMIT = { max: 600, windowMs: HOUR_MS } as const;
/**
 * Beacons per client address per hour, whatever its User-Agent says: a new User-Agent makes
 * a new visitor hash, so the visitor limit alone let one address write 228,520 rows in 15 s.
 * An office behind one address is many readers: twice the visitor limit.
 */
export const ANALYTICS_ADDRESS_BEACON_LIMIT = { max: 1_200, windowMs: HOUR_MS } as const;
/** Rows (events) stored per visitor per day: hundreds of pages read, not a flood. */
export const ANALYTICS_VISITOR_DAILY_ROWS = { max: 500, windowMs: DAY_MS } as const;
/** Rows stored per client address per day, whatever its User-Agents. */
export const ANALYTICS_ADDRESS_DAILY_ROWS = { max: 3_000, windowMs: DAY_MS } as const;

/** DNT: 1 or Sec-GPC: 1 on the request. */
export function privacySignal(headers: { header(name: string): string | undefined }): boolean {
  return headers.header('dnt')?.trim() === '1' || headers.header('sec-gpc')?.trim() === '1';
}

/**
 * The beacon's JSON body. navigator.sendBeacon sends a string as text/plain (a JSON type
 * would not be a simple request), so the body is read as text whatever its declared type.
 */
async function readBatch(request: { text(): Promise<string> }) {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw new AppError('VALIDATION_FAILED', { message: 'Invalid request: the body is not JSON.' });
  }
  const result = analyticsBatchInput.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function analyticsRoutes() {
  const salts = new SaltCache();
  return createRouter().post('/events', async (c) => {
    const { events } = await readBatch(c.req);
    if (privacySignal(c.req)) return c.body(null, 204);
    const now = new Date();
    const db = c.var.db;
    const host = new URL(c.req.url).host.toLowerCase();
    const salt = await salts.get(db, now);
    const address = clientAddress(c, c.var.auth.settings.trustProxy);
    const hash = visitorHash(salt, { address, userAgent: c.req.header('user-agent'), host });
    // The address hashed with the day's salt and no User-Agent: the same for every browser it claims.
    const addressHash = visitorHash(salt, { address, userAgent: undefined, host });
    const rows = events.length;
    await enforceRequestLimits(db, [
      { key: `analytics:visitor:${hash}`, ...ANALYTICS_BEACON_LIMIT },
      { key: `analytics:address:${addressHash}`, ...ANALYTICS_ADDRESS_BEACON_LIMIT },
      { key: `analytics:visitor-rows:${hash}`, ...ANALYTICS_VISITOR_DAILY_ROWS, amount: rows },
      { key: `analytics:address-rows:${addressHash}`, ...ANALYTICS_ADDRESS_DAILY_ROWS, amount: rows },
    ]);
    const ownHosts = new Set([new URL(c.req.url).hostname, new URL(c.var.auth.settings.publicOrigin).hostname]);
    await storeEvents(
      db,
      hash,
      events.map((event) => {
        const referrer = event.referrer?.toLowerCase() ?? null;
        return {
          name: event.name,
          // Again here, whatever the browser did: a token in a path is never stored.
          path: analyticsPath(event.path),
          referrerHost: referrer && !ownHosts.has(referrer) ? referrer : null,
        };
      }),
      now,
    );
    return c.body(null, 204);
  });
}
