// GET /api/admin/analytics?days=N: page views and visitors per day, top paths, referrers and
// the funnel home → assessment → booking (admins only; first-party analytics, ADR 091).
import { ANALYTICS_OVERVIEW_DEFAULT_DAYS } from '@domain/analytics';
import { analyticsOverviewSchema, type AnalyticsOverview } from '@domain/schemas/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { adminKeys } from '../query-keys';

export const getAnalytics = (days: number, signal?: AbortSignal): Promise<AnalyticsOverview> =>
  api.get(`/api/admin/analytics?days=${days}`, { signal }, analyticsOverviewSchema);

export const getAnalyticsQueryOptions = (days: number = ANALYTICS_OVERVIEW_DEFAULT_DAYS) =>
  queryOptions({ queryKey: adminKeys.analytics(days), queryFn: ({ signal }) => getAnalytics(days, signal) });

export function useAnalytics({
  days = ANALYTICS_OVERVIEW_DEFAULT_DAYS,
  queryConfig,
}: { days?: number; queryConfig?: QueryConfig<typeof getAnalyticsQueryOptions> } = {}) {
  return useQuery({ ...getAnalyticsQueryOptions(days), ...queryConfig });
}
