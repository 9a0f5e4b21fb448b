// GET /api/index/:id: the index calculated on its stored rows — constituents with scores
// and weights, ineligible rows with their reason, totals, and the BTC price used.
import { errorTexts } from '@domain/errors';
import type { IndexId } from '@domain/index-methodology/methodologies';
import {
  indexResultFirstPageSchema,
  indexResultSchema,
  type IndexResultFirstPage,
  type IndexResultResponse,
} from '@domain/schemas/market';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { INELIGIBLE_PAGE_SIZE, MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const getIndexResult = (indexId: IndexId, signal?: AbortSignal): Promise<IndexResultResponse> =>
  api.get(`/api/index/${encodeURIComponent(indexId)}`, { signal }, indexResultSchema);

export const getIndexResultQueryOptions = (indexId: IndexId) =>
  queryOptions({
    queryKey: marketKeys.indexResult(indexId),
    queryFn: ({ signal }) => withErrorText(getIndexResult(indexId, signal), errorTexts.fetchIndex),
    staleTime: MARKET_STALE_TIME_MS,
  });

export function useIndexResult(
  indexId: IndexId,
  { queryConfig }: { queryConfig?: QueryConfig<typeof getIndexResultQueryOptions> } = {},
) {
  return useQuery({ ...getIndexResultQueryOptions(indexId), ...queryConfig });
}

/** The index page's answer (ADR 202): the companies left out cut to their first `pageSize` rows. */
export const getIndexFirstPage = (
  indexId: IndexId,
  pageSize: number,
  signal?: AbortSignal,
): Promise<IndexResultFirstPage> =>
  api.get(
    `/api/index/${encodeURIComponent(indexId)}?ineligiblePageSize=${pageSize}`,
    { signal },
    indexResultFirstPageSchema,
  );

export const getIndexFirstPageQueryOptions = (indexId: IndexId, pageSize = INELIGIBLE_PAGE_SIZE) =>
  queryOptions({
    queryKey: marketKeys.indexFirstPage(indexId, pageSize),
    queryFn: ({ signal }) => withErrorText(getIndexFirstPage(indexId, pageSize, signal), errorTexts.fetchIndex),
    staleTime: MARKET_STALE_TIME_MS,
  });

export function useIndexFirstPage(indexId: IndexId) {
  return useQuery(getIndexFirstPageQueryOptions(indexId));
}
