// GET /api/prices/latest: the newest stored price of each symbol; a hypothetical company's
// BTC value defaults to its BTC held at the latest BTC price.
// Same query key and data as the market-data hooks.
import { errorTexts } from '@domain/errors';
import { priceListSchema, type Price } from '@domain/schemas/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export async function getLatestPrices(signal?: AbortSignal): Promise<Price[]> {
  try {
    return await api.get('/api/prices/latest', { signal }, priceListSchema);
  } catch (error) {
    throw new Error(errorMessage(error, errorTexts.fetchPrice), { cause: error });
  }
}

export const getLatestPricesQueryOptions = () =>
  queryOptions({
    queryKey: ['prices', 'latest'],
    queryFn: ({ signal }) => getLatestPrices(signal),
  });

/** The latest stored BTC price, or null when none is stored. */
export function useLatestBtcPrice({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getLatestPricesQueryOptions> } = {}) {
  return useQuery({
    ...getLatestPricesQueryOptions(),
    ...queryConfig,
    select: (prices): Price | null => prices.find((price) => price.symbol === 'BTC') ?? null,
  });
}
