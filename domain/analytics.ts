// The site's own analytics: what the browser keeps (the spec's record: the last 1,000 page
// views, a session id, the visit count) and what it may send to the first-party beacon,
// POST /api/analytics/events. Nothing here names a person: the server stores no cookie, no
// IP address and no account id, only a visitor hash that changes every UTC day (ADR 091).
import * as z from 'zod/mini';
import { text } from './schemas/fields.ts';

/** Page views the browser record keeps (spec, section 9). */
export const ANALYTICS_PAGE_VIEW_LIMIT = 1000;

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

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export const analyticsEventInput = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: `Use one of: ${ANALYTICS_EVENT_NAMES.join(', ')}.` }),
  path: text({ max: ANALYTICS_PATH_MAX_LENGTH }).check(
    z.refine((value) => value.startsWith('/'), { error: 'A path starts with /.' }),
  ),
  /** The host of the page the visitor came from (another site), on the first view of a visit. */
  referrer: z.optional(
    z.nullable(
      text({ max: REFERRER_HOST_MAX_LENGTH }).check(
        z.refine((value) => HOST.test(value.toLowerCase()), { error: 'Give a host name such as example.com.' }),
      ),
    ),
  ),
});

export const analyticsBatchInput = z.object({
  events: z
    .array(analyticsEventInput)
    .check(
      z.minLength(1, { error: 'Send at least one event.' }),
      z.maxLength(ANALYTICS_BATCH_MAX, { error: `Send at most ${ANALYTICS_BATCH_MAX} events at once.` }),
    ),
});
export type AnalyticsBatchInput = z.input<typeof analyticsBatchInput>;
export type AnalyticsEventInput = z.input<typeof analyticsEventInput>;

/** Days the admin overview may cover. */
export const ANALYTICS_OVERVIEW_MAX_DAYS = 90;
export const ANALYTICS_OVERVIEW_DEFAULT_DAYS = 30;
export const ANALYTICS_TOP_LIMIT = 10;

export interface AnalyticsOverview {
  /** First and last UTC day covered (YYYY-MM-DD). */
  from: string;
  to: string;
  /** One entry per UTC day of the range, oldest first, zero-filled. */
  days: { date: string; pageViews: number; visitors: number }[];
  topPaths: { path: string; pageViews: number }[];
  referrers: { host: string; visits: number }[];
  /** Visitors (per UTC day) who saw home, then the assessment, then made a booking. */
  funnel: { home: number; assessment: number; booking: number };
}
