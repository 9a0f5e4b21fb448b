// GET /api/index-history?index_type=…: an index's daily history, newest first (limit 365).
import { errorTexts } from '@domain/errors';
import type { IndexId } from '@domain/index-methodology/methodologies';
import { indexHistoryListSchema, type IndexHistoryRow } from '@domain/schemas/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const getIndexHistory = (indexId: IndexId, signal?: AbortSignal): Promise<IndexHistoryRow[]> =>
  api.get('/api/index-history', { query: { index_type: indexId }, signal }, indexHistoryListSchema);

export const getIndexHistoryQueryOptions = (indexId: IndexId) =>
  queryOptions({
    queryKey: marketKeys.indexHistory(indexId),
    queryFn: ({ signal }) => withErrorText(getIndexHistory(indexId, signal), errorTexts.fetchIndex),
    staleTime: MARKET_STALE_TIME_MS,
  });

export function useIndexHistory(
  indexId: IndexId,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getIndexHistoryQueryOptions> } = {},
) {
  return useQuery({ ...getIndexHistoryQueryOptions(indexId), ...queryConfig });
}
