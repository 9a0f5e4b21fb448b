// Loads what the site search finds, on first use: the sources module (pages, glossary) by
// dynamic import, and the holders from the cached combined holdings (the same query the
// holdings page uses, so a visit there or a realtime refresh is shared). If the holdings
// cannot be read, pages and terms are still searchable. The holdings query's module is
// imported here too, not with the search: the search comes with the mobile menu, which is
// prefetched when a page is idle, and that module's chunk (the market data pages' code and
// the contracts' schemas) would otherwise be loaded and run on every page (ADR 137).
import type { QueryClient } from '@tanstack/react-query';
import type { SearchItem } from '@/lib/site-search/match';

export interface LoadedSearchItems {
  items: SearchItem[];
  /** True when the holders could not be loaded (pages and terms still are). */
  holdersMissing: boolean;
}

export async function loadSearchItems(queryClient: QueryClient): Promise<LoadedSearchItems> {
  const [sources, holdings] = await Promise.all([
    import('@/lib/site-search/sources'),
    import('@/api/holdings/get-combined-holdings')
      .then(({ getCombinedHoldingsQueryOptions }) => queryClient.fetchQuery(getCombinedHoldingsQueryOptions()))
      .catch(() => null),
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
