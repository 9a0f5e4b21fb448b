// GET /api/admin/alerts: alert subscribers per topic (confirmed, not left) and how many
// subscriptions are confirmed and waiting for confirmation (admins only; no addresses).
import { alertTopicCountsSchema, type AlertTopicCounts } from '@domain/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { adminKeys } from '../query-keys';

export const getAlertTopicCounts = (signal?: AbortSignal): Promise<AlertTopicCounts> =>
  api.get('/api/admin/alerts', { signal }, alertTopicCountsSchema);

export const getAlertTopicCountsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.alerts, queryFn: ({ signal }) => getAlertTopicCounts(signal) });

export function useAlertTopicCounts({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getAlertTopicCountsQueryOptions> } = {}) {
  return useQuery({ ...getAlertTopicCountsQueryOptions(), ...queryConfig });
}
