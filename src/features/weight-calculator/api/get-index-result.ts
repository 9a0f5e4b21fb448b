// GET /api/index/:id: the published result of an index (calculateIndex on its stored rows),
// the weight calculator's point of comparison.
import { errorTexts } from '@domain/errors';
import type { IndexId } from '@domain/index-methodology/methodologies';
import { indexResultSchema, type IndexResultResponse } from '@domain/schemas/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export async function getIndexResult(indexId: IndexId, signal?: AbortSignal): Promise<IndexResultResponse> {
  try {
    return await api.get(`/api/index/${encodeURIComponent(indexId)}`, { signal }, indexResultSchema);
  } catch (error) {
    throw new Error(errorMessage(error, errorTexts.fetchIndex), { cause: error });
  }
}

export const getIndexResultQueryOptions = (indexId: IndexId) =>
  queryOptions({
    queryKey: ['index', indexId],
    queryFn: ({ signal }) => getIndexResult(indexId, signal),
  });

export function useIndexResult(
  indexId: IndexId,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getIndexResultQueryOptions> } = {},
) {
  return useQuery({ ...getIndexResultQueryOptions(indexId), ...queryConfig });
}
