// The site's own analytics: what the browser keeps (the spec's record: the last 1,000 page
// views, a session id, the visit count) and what it may send to the first-party beacon,
// POST /api/analytics/events. Nothing here names a person: the server stores no cookie, no
// IP address and no account id, only a visitor hash that changes every UTC day (ADR 091).
// Constants and the one rule for which path may be recorded (analyticsPath); the request
// and answer schemas are in schemas/analytics.ts.
import { findRoute, normalisePath } from './routes.ts';

/** Page views the browser record keeps (spec, section 9). */
export const ANALYTICS_PAGE_VIEW_LIMIT = 1000;

/** Days the server keeps analytics events; older ones are deleted when a new day starts. */
export const ANALYTICS_RETENTION_DAYS = 365;

/** Names of what is counted: page views, and the steps of the client journeys. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'assessment_started',
  'assessment_completed',
  'slot_chosen',
  'booking_made',
  'registration',
  'enquiry',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
/** The journey events (everything but page views), for `track()`. */
export type JourneyEventName = Exclude<AnalyticsEventName, 'page_view'>;

/** Events one beacon may carry. */
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_PATH_MAX_LENGTH = 300;
/** A host name (RFC 1035 length). */
export const REFERRER_HOST_MAX_LENGTH = 253;
/** What a path outside the route table is counted as (the path itself is not kept). */
export const UNKNOWN_PATH_LABEL = '(not found)';

/**
 * What analytics may record for an address (the browser record, the beacon, the external
 * tag, and the server before it stores): never the query string or fragment (a reset
 * link's `?token=`, a booking's `?assessment=`); a private page (results, manage links,
 * sign-in, account, admin) as its route-table path, so a token in it becomes `:token`; a
 * public page as its own path (a holder's ticker is public); and a path outside the route
 * table as UNKNOWN_PATH_LABEL, so typed or leaked addresses are not kept. Applying it
 * twice changes nothing.
 */
export function analyticsPath(address: string): string {
  const path = normalisePath(address.split(/[?#]/, 1)[0]!);
  const entry = findRoute(path);
  if (!entry) return UNKNOWN_PATH_LABEL;
  return entry.indexable ? path : entry.path;
}

export const ANALYTICS_BEACON_PATH = '/api/analytics/events';

/** Days the admin overview may cover. */
export const ANALYTICS_OVERVIEW_MAX_DAYS = 90;
export const ANALYTICS_OVERVIEW_DEFAULT_DAYS = 30;
export const ANALYTICS_TOP_LIMIT = 10;

/** One event as the browser sends it. */
export interface AnalyticsEventInput {
  name: AnalyticsEventName;
  path: string;
  /** Host of another site the visit came from, on its first page view. */
  referrer?: string | null;
}
