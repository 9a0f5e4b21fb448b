// Contract of the first-party analytics (domain/analytics.ts):
//   POST /api/analytics/events AnalyticsBatchInput → 204
//   GET /api/admin/analytics?days=N → AnalyticsOverview
import * as z from 'zod/mini';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_PATH_MAX_LENGTH,
  REFERRER_HOST_MAX_LENGTH,
  UNKNOWN_PATH_LABEL,
} from '../analytics.ts';
import { text } from './fields.ts';

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export const analyticsEventInput = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: `Use one of: ${ANALYTICS_EVENT_NAMES.join(', ')}.` }),
  /** The browser sends analyticsPath(): a path, or UNKNOWN_PATH_LABEL for one outside the route table. */
  path: text({ max: ANALYTICS_PATH_MAX_LENGTH }).check(
    z.refine((value) => value.startsWith('/') || value === UNKNOWN_PATH_LABEL, { error: 'A path starts with /.' }),
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

/** GET /api/admin/analytics?days=N */
export const analyticsOverviewSchema = z.object({
  /** First and last UTC day covered (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** One entry per UTC day of the range, oldest first, zero-filled. */
  days: z.array(z.object({ date: z.string(), pageViews: z.number(), visitors: z.number() })),
  topPaths: z.array(z.object({ path: z.string(), pageViews: z.number() })),
  referrers: z.array(z.object({ host: z.string(), visits: z.number() })),
  /** Visitors (per UTC day) who saw home, then the assessment, then made a booking. */
  funnel: z.object({ home: z.number(), assessment: z.number(), booking: z.number() }),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
