// GET /api/constituents?index_type=…: the live rows a methodology draws from. Same query key
// and data as the market-data hooks, so the cache and realtime refreshes are shared.
import { errorTexts } from '@domain/errors';
import type { IndexType } from '@domain/schemas/common';
import { constituentListSchema, type Constituent } from '@domain/schemas/constituents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export async function getConstituents(indexType: IndexType, signal?: AbortSignal): Promise<Constituent[]> {
  try {
    return await api.get('/api/constituents', { query: { index_type: indexType }, signal }, constituentListSchema);
  } catch (error) {
    throw new Error(errorMessage(error, errorTexts.fetchTreasury), { cause: error });
  }
}

export const getConstituentsQueryOptions = (indexType: IndexType) =>
  queryOptions({
    queryKey: ['constituents', indexType],
    queryFn: ({ signal }) => getConstituents(indexType, signal),
  });

export function useConstituents(
  indexType: IndexType,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getConstituentsQueryOptions> } = {},
) {
  return useQuery({ ...getConstituentsQueryOptions(indexType), ...queryConfig });
}
