// GET /api/prices/daily?days=N: one BTC price per UTC day (the day's last), newest first.
// Daily rows keep the chart's reach in days whether the live feed stores a price a minute
// or the seed one a day.
import { errorTexts } from '@domain/errors';
import { priceListSchema, type Price } from '@domain/schemas/prices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** Enough days for the 'All' range over the stored series (daily BTC/USD since 2024-01-01). */
export const PRICE_HISTORY_DAYS = 3650;

export async function getPriceHistory(days: number, signal?: AbortSignal): Promise<Price[]> {
  try {
    return await api.get('/api/prices/daily', { query: { days }, signal }, priceListSchema);
  } catch (error) {
    throw new Error(errorMessage(error, errorTexts.fetchPrice), { cause: error });
  }
}

export const getPriceHistoryQueryOptions = (days = PRICE_HISTORY_DAYS) =>
  queryOptions({
    queryKey: ['prices', 'daily', days],
    queryFn: ({ signal }) => getPriceHistory(days, signal),
  });

export function usePriceHistory({
  days = PRICE_HISTORY_DAYS,
  queryConfig,
}: { days?: number; queryConfig?: QueryConfig<typeof getPriceHistoryQueryOptions> } = {}) {
  return useQuery({ ...getPriceHistoryQueryOptions(days), ...queryConfig });
}
