// GET /api/holdings/summary: the stored public-company BTC total and the latest BTC price.
import { holdingsSummarySchema, type HoldingsSummary } from '@domain/schemas/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export const getHoldingsSummary = (signal?: AbortSignal): Promise<HoldingsSummary> =>
  api.get('/api/holdings/summary', { signal }, holdingsSummarySchema);

export const getHoldingsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['holdings', 'summary'],
    queryFn: ({ signal }) => getHoldingsSummary(signal),
  });

export function useHoldingsSummary({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getHoldingsSummaryQueryOptions> } = {}) {
  return useQuery({ ...getHoldingsSummaryQueryOptions(), ...queryConfig });
}
