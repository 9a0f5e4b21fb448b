// Loads what the site search finds, on first use: the sources module (pages, glossary) by
// dynamic import, and the holders from the cached combined holdings (the same query the
// holdings page uses, so a visit there or a realtime refresh is shared). If the holdings
// cannot be read, pages and terms are still searchable.
import type { QueryClient } from '@tanstack/react-query';
import { getCombinedHoldingsQueryOptions } from '@/api/holdings/get-combined-holdings';
import type { SearchItem } from '@/lib/site-search/match';

export interface LoadedSearchItems {
  items: SearchItem[];
  /** True when the holders could not be loaded (pages and terms still are). */
  holdersMissing: boolean;
}

export async function loadSearchItems(queryClient: QueryClient): Promise<LoadedSearchItems> {
  const [sources, holdings] = await Promise.all([
    import('@/lib/site-search/sources'),
    queryClient.fetchQuery(getCombinedHoldingsQueryOptions()).catch(() => null),
  ]);
  return {
    items: [
      ...(holdings ? sources.holderItems(holdings.rows) : []),
      ...sources.pageItems(),
      ...sources.glossaryItems(),
    ],
    holdersMissing: holdings === null,
  };
}
