// GET /api/prices/latest: the newest stored price of each symbol (the spec's price hook:
// every price, reduced to the latest row per symbol), refreshed every 30 s, and updated in
// place by each realtime price event.
import { errorTexts } from '@domain/errors';
import { priceListSchema, type Price } from '@domain/schemas/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BTC_SYMBOL, MARKET_STALE_TIME_MS, PRICE_POLL_HOOK_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';
import { latestPerSymbol } from './latest-per-symbol';

export const getLatestPrices = async (signal?: AbortSignal): Promise<Price[]> =>
  latestPerSymbol(await api.get('/api/prices/latest', { signal }, priceListSchema));

export const getLatestPricesQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.latestPrices,
    queryFn: ({ signal }) => withErrorText(getLatestPrices(signal), errorTexts.fetchPrice),
    refetchInterval: PRICE_POLL_HOOK_MS,
    staleTime: MARKET_STALE_TIME_MS,
    meta: { livePrice: true },
  });

export function useLatestPrices({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getLatestPricesQueryOptions> } = {}) {
  return useQuery({ ...getLatestPricesQueryOptions(), ...queryConfig });
}

/** The latest price of `symbol` (BTC by default) in a list, or null. */
export function findPrice(prices: readonly Price[] | undefined, symbol: string = BTC_SYMBOL): Price | null {
  return prices?.find((price) => price.symbol === symbol) ?? null;
}

/** The latest BTC price, with the query's status, loading and error. */
export function useLatestBtcPrice() {
  const query = useLatestPrices();
  return { ...query, btcPrice: findPrice(query.data) };
}
