// GET /api/index/:id/ineligible?page=&pageSize=: further pages of the companies left out of
// an index, fetched one "Show more" at a time from the path the index page's answer names.
import { errorTexts } from '@domain/errors';
import type { IndexId } from '@domain/index-methodology/methodologies';
import { ineligiblePageSchema, type IneligiblePage } from '@domain/schemas/market';
import { useInfiniteQuery } from '@tanstack/react-query';
import { MARKET_STALE_TIME_MS } from '@/config/market';
import { api } from '@/lib/api-client';
import { marketKeys } from '../query-keys';
import { withErrorText } from '../with-error-text';

export const getIneligiblePage = (path: string, signal?: AbortSignal): Promise<IneligiblePage> =>
  api.get(path, { signal }, ineligiblePageSchema);

/**
 * The pages after the first, from `from` (the first answer's `ineligibleNext`); nothing is
 * fetched until `enabled` (the reader asked for more).
 */
export function useIneligiblePages(indexId: IndexId, from: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: marketKeys.ineligiblePages(indexId, from ?? ''),
    queryFn: ({ pageParam, signal }) => withErrorText(getIneligiblePage(pageParam, signal), errorTexts.fetchIndex),
    initialPageParam: from ?? '',
    getNextPageParam: (last: IneligiblePage) => last.next ?? undefined,
    enabled: enabled && from !== null,
    staleTime: MARKET_STALE_TIME_MS,
  });
}
