// GET /api/holdings/outside-total: the public listing site's total of public-company BTC,
// the home counter's fallback when the stored total is 0. Asked once per visit (the server
// answers 0 on any failure of its own lookup). The contract module loads only when the
// fallback is needed, keeping the market schemas out of the home page's bundle.
import type { OutsideTotal } from '@domain/schemas/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';

export async function getOutsideTotal(signal?: AbortSignal): Promise<OutsideTotal> {
  const { outsideTotalSchema } = await import('@domain/schemas/market');
  return api.get('/api/holdings/outside-total', { signal }, outsideTotalSchema);
}

export const getOutsideTotalQueryOptions = () =>
  queryOptions({
    queryKey: marketKeys.outsideTotal,
    queryFn: ({ signal }) => getOutsideTotal(signal),
    staleTime: Infinity,
    retry: false,
  });

export function useOutsideTotal({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getOutsideTotalQueryOptions> } = {}) {
  return useQuery({ ...getOutsideTotalQueryOptions(), ...queryConfig });
}
