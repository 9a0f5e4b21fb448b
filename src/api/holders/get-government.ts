// GET /api/governments/:slug: one government's stored row, the latest stored BTC price and
// the change log of its holdings. A 404 (no such government) is kept as an ApiError with
// status 404, so the page can show the not-found page.
import { governmentSchema, type Government } from '@domain/schemas/holders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';
import { isHolderNotFound } from './get-holder';

export const GOVERNMENT_ERROR_TEXT = 'Failed to fetch government data';

export const getGovernment = (slug: string, signal?: AbortSignal): Promise<Government> =>
  api.get(`/api/governments/${encodeURIComponent(slug)}`, { signal }, governmentSchema);

export const getGovernmentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: marketKeys.government(slug),
    queryFn: ({ signal }) => withErrorText(getGovernment(slug, signal), GOVERNMENT_ERROR_TEXT),
    staleTime: MARKET_STALE_TIME_MS,
    retry: (failureCount, error) => !isHolderNotFound(error) && failureCount < 2,
  });

export function useGovernment(
  slug: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getGovernmentQueryOptions> } = {},
) {
  return useQuery({ ...getGovernmentQueryOptions(slug), ...queryConfig });
}
