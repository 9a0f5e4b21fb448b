// GET /api/prices/daily?days=N: one BTC price per UTC day (the day's last), newest first.
// Daily rows keep the chart's reach in days whether the live feed stores a price a minute
// or the seed one a day. The whole series since 2014 is about 760 KB of JSON (36 KB gzip,
// measured on 4,616 seeded days): only a chart on screen asks.
import { errorTexts } from '@domain/errors';
import { priceListSchema, type Price } from '@domain/schemas/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

/** Enough days for the 'All' range over the stored series (daily BTC/USD since 2014; ADR 154). */
export const PRICE_HISTORY_DAYS = 10_000;

export const getPriceHistory = (days: number, signal?: AbortSignal): Promise<Price[]> =>
  api.get('/api/prices/daily', { query: { days }, signal }, priceListSchema);

export const getPriceHistoryQueryOptions = (days = PRICE_HISTORY_DAYS) =>
  queryOptions({
    queryKey: marketKeys.priceHistory(days),
    queryFn: ({ signal }) => withErrorText(getPriceHistory(days, signal), errorTexts.fetchPrice),
    staleTime: MARKET_STALE_TIME_MS,
  });

export function usePriceHistory({
  days = PRICE_HISTORY_DAYS,
  queryConfig,
}: { days?: number; queryConfig?: QueryConfig<typeof getPriceHistoryQueryOptions> } = {}) {
  return useQuery({ ...getPriceHistoryQueryOptions(days), ...queryConfig });
}
