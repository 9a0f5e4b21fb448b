// The site's own analytics: what the browser keeps (the spec's record: the last 1,000 page
// views, a session id, the visit count) and what it may send to the first-party beacon,
// POST /api/analytics/events. Nothing here names a person: the server stores no cookie, no
// IP address and no account id, only a visitor hash that changes every UTC day (ADR 091).
// Constants only, so the browser code that imports them stays small; the request and
// answer schemas are in schemas/analytics.ts.

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
