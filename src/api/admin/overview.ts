// GET /api/admin/overview: counts, data freshness per index type, the latest BTC price and
// the background jobs (admins only).
import { overviewSchema, type Overview } from '@domain/schemas/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { adminKeys } from '../query-keys';

export const getOverview = (signal?: AbortSignal): Promise<Overview> =>
  api.get('/api/admin/overview', { signal }, overviewSchema);

export const getOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: ({ signal }) => getOverview(signal) });

export function useOverview({ queryConfig }: { queryConfig?: QueryConfig<typeof getOverviewQueryOptions> } = {}) {
  return useQuery({ ...getOverviewQueryOptions(), ...queryConfig });
}
