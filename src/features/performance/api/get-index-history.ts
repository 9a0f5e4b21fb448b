// GET /api/index-history?index_type=…: an index's daily values, newest first (up to 365).
// Same query key and data as the market-data hooks, so realtime refreshes reach the chart.
import { errorTexts } from '@domain/errors';
import type { IndexId } from '@domain/index-methodology/methodologies';
import { indexHistoryListSchema, type IndexHistoryRow } from '@domain/schemas/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export async function getIndexHistory(indexId: IndexId, signal?: AbortSignal): Promise<IndexHistoryRow[]> {
  try {
    return await api.get('/api/index-history', { query: { index_type: indexId }, signal }, indexHistoryListSchema);
  } catch (error) {
    throw new Error(errorMessage(error, errorTexts.fetchIndex), { cause: error });
  }
}

export const getIndexHistoryQueryOptions = (indexId: IndexId) =>
  queryOptions({
    queryKey: ['index-history', indexId],
    queryFn: ({ signal }) => getIndexHistory(indexId, signal),
  });

export function useIndexHistory(
  indexId: IndexId,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getIndexHistoryQueryOptions> } = {},
) {
  return useQuery({ ...getIndexHistoryQueryOptions(indexId), ...queryConfig });
}
