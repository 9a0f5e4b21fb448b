// GET /api/prices?limit=N: the stored prices, newest first (spec: limit 100). The global
// loader keeps this list fresh every 60 s.
import { errorTexts } from '@domain/errors';
import { priceListSchema, type Price } from '@domain/schemas/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRICE_LIST_LIMIT } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from './query-keys';
import { withErrorText } from './with-error-text';

export const getPrices = (limit: number = PRICE_LIST_LIMIT, signal?: AbortSignal): Promise<Price[]> =>
  api.get('/api/prices', { query: { limit }, signal }, priceListSchema);

export const getPricesQueryOptions = (limit: number = PRICE_LIST_LIMIT) =>
  queryOptions({
    queryKey: marketKeys.priceList(limit),
    queryFn: ({ signal }) => withErrorText(getPrices(limit, signal), errorTexts.fetchPrice),
  });

export function usePrices({
  limit = PRICE_LIST_LIMIT,
  queryConfig,
}: { limit?: number; queryConfig?: QueryConfig<typeof getPricesQueryOptions> } = {}) {
  return useQuery({ ...getPricesQueryOptions(limit), ...queryConfig });
}
