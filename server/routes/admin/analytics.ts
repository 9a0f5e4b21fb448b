// GET /api/admin/analytics?days=30 — page views per day, top paths, referrers and the
// funnel, from the first-party beacon (routes/analytics.ts).
import * as z from 'zod/mini';
import { ANALYTICS_OVERVIEW_DEFAULT_DAYS, ANALYTICS_OVERVIEW_MAX_DAYS } from '../../../domain/analytics.ts';
import { analyticsOverview } from '../../analytics/store.ts';
import { createRouter } from '../../app-env.ts';
import { validate } from '../validate.ts';

const DAYS_MESSAGE = `days must be a whole number from 1 to ${ANALYTICS_OVERVIEW_MAX_DAYS}.`;
const overviewQuery = z.object({
  days: z._default(
    z.coerce
      .number()
      .check(z.int(DAYS_MESSAGE), z.gte(1, DAYS_MESSAGE), z.lte(ANALYTICS_OVERVIEW_MAX_DAYS, DAYS_MESSAGE)),
    ANALYTICS_OVERVIEW_DEFAULT_DAYS,
  ),
});

export const adminAnalyticsRoutes = createRouter().get('/', validate('query', overviewQuery), async (c) => {
  const { days } = c.req.valid('query');
  return c.json(await analyticsOverview(c.var.db, days, new Date()));
});
