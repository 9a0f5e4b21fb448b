// GET /api/constituents?index_type=bitcoin_treasury: the companies the calculator can prefill
// from. Same query key and data as the market-data hooks, so the cache and realtime refreshes
// are shared.
import { errorTexts } from '@domain/errors';
import { constituentListSchema, type Constituent } from '@domain/schemas/constituents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

const INDEX_TYPE = 'bitcoin_treasury';

export async function getTreasuryConstituents(signal?: AbortSignal): Promise<Constituent[]> {
  try {
    return await api.get('/api/constituents', { query: { index_type: INDEX_TYPE }, signal }, constituentListSchema);
  } catch (error) {
    throw new Error(errorMessage(error, errorTexts.fetchTreasury), { cause: error });
  }
}

export const getTreasuryConstituentsQueryOptions = () =>
  queryOptions({
    queryKey: ['constituents', INDEX_TYPE],
    queryFn: ({ signal }) => getTreasuryConstituents(signal),
  });

export function useTreasuryConstituents({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getTreasuryConstituentsQueryOptions> } = {}) {
  return useQuery({ ...getTreasuryConstituentsQueryOptions(), ...queryConfig });
}
