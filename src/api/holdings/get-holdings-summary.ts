// GET /api/holdings/summary: the stored public-company BTC total and the latest BTC price —
// all the home counters show (a few hundred bytes instead of whole tables). It carries the
// live price, so the global loader polls it and a price event updates it in place.
import { holdingsSummarySchema, type HoldingsSummary } from '@domain/schemas/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';

export const getHoldingsSummary = (signal?: AbortSignal): Promise<HoldingsSummary> =>
  api.get('/api/holdings/summary', { signal }, holdingsSummarySchema);

export const getHoldingsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.holdingsSummary,
    queryFn: ({ signal }) => getHoldingsSummary(signal),
    staleTime: MARKET_STALE_TIME_MS,
    meta: { livePrice: true },
  });

export function useHoldingsSummary({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getHoldingsSummaryQueryOptions> } = {}) {
  return useQuery({ ...getHoldingsSummaryQueryOptions(), ...queryConfig });
}
