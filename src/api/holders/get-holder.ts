// GET /api/holders/:ticker: one holder's stored rows, index memberships (today's weight and
// rank), the latest stored BTC price and the change log of its holdings; `kind` picks the
// company or the fund of a ticker both have. A 404 (no such ticker) is kept as an ApiError
// with status 404, so the page can show the not-found page.
import { holderSchema, type Holder, type HolderKind } from '@domain/schemas/holders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api, ApiError } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const HOLDER_ERROR_TEXT = 'Failed to fetch holder data';

export const getHolder = (ticker: string, kind?: HolderKind, signal?: AbortSignal): Promise<Holder> =>
  api.get(`/api/holders/${encodeURIComponent(ticker)}`, { signal, query: kind ? { kind } : undefined }, holderSchema);

/** True when the read failed because no stored holder has that ticker. */
export function isHolderNotFound(error: unknown): boolean {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  // 422: the ticker cannot be one (its shape is refused), so no such holder either.
  return cause instanceof ApiError && (cause.status === 404 || cause.status === 422);
}

export const getHolderQueryOptions = (ticker: string, kind?: HolderKind) =>
  queryOptions({
    queryKey: marketKeys.holder(ticker, kind),
    queryFn: ({ signal }) => withErrorText(getHolder(ticker, kind, signal), HOLDER_ERROR_TEXT),
    staleTime: MARKET_STALE_TIME_MS,
    retry: (failureCount, error) => !isHolderNotFound(error) && failureCount < 2,
  });

export function useHolder(
  ticker: string,
  { kind, queryConfig }: { kind?: HolderKind; queryConfig?: QueryConfig<typeof getHolderQueryOptions> } = {},
) {
  return useQuery({ ...getHolderQueryOptions(ticker, kind), ...queryConfig });
}
