// GET /api/holdings/combined: every holder by BTC held, category totals and the combined
// totals with each holder counted once (domain/market/combined-holdings.ts).
import { errorTexts } from '@domain/errors';
import { combinedHoldingsSchema, type CombinedHoldings } from '@domain/schemas/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const getCombinedHoldings = (signal?: AbortSignal): Promise<CombinedHoldings> =>
  api.get('/api/holdings/combined', { signal }, combinedHoldingsSchema);

export const getCombinedHoldingsQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.combinedHoldings,
    queryFn: ({ signal }) => withErrorText(getCombinedHoldings(signal), errorTexts.fetchCombinedHoldings),
    staleTime: MARKET_STALE_TIME_MS,
  });

export function useCombinedHoldings({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getCombinedHoldingsQueryOptions> } = {}) {
  return useQuery({ ...getCombinedHoldingsQueryOptions(), ...queryConfig });
}
