// What a parameterised page knows about itself once its data is in: the label of its
// breadcrumb (the holder's name rather than the route table's "Holder"), its parent when
// that depends on the data (a GreenVault holder under the GreenVault index), and a more
// specific document title. The page's route module exports it as its route's handle
// (pageCrumbHandle): the query its data comes from, and how that data names the page. The
// shell's breadcrumbs and document title read that data from the query cache as they
// render, so the server's HTML and the first render in the browser already name the page
// (ADR 106). The shell imports no page: the handle comes with the matched route.
import { useQueryClient, type DataTag, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { usePageMatches, type PageMatch, type PageParams } from '@/lib/navigation';

export interface PageCrumb {
  label: string;
  parent?: { label: string; path: string };
  /** Document title without the site suffix. */
  title?: string;
}

/** A route handle that names its page from the data of the page's own query. */
export interface PageCrumbHandle {
  pageCrumb: {
    /** The page's data as the query cache holds it now (the same object until it changes). */
    data: (queryClient: QueryClient, params: PageParams) => unknown;
    /** The crumb that data gives. */
    crumb: (data: unknown) => PageCrumb | null;
  };
}

/**
 * The handle for a route whose page shows the data of `queryKey` (the key its own query
 * uses, tagged with the data's type by queryOptions).
 */
export function pageCrumbHandle<TData, TError>(
  queryKey: (params: PageParams) => DataTag<QueryKey, TData, TError>,
  crumb: (data: TData) => PageCrumb | null,
): PageCrumbHandle {
  const read = (queryClient: QueryClient, params: PageParams) => queryClient.getQueryData(queryKey(params));
  return {
    pageCrumb: {
      data: read,
      // `data` is what `read` returned: the cache's entry under this key, of type TData.
      crumb: (data) => crumb(data as TData),
    },
  };
}

function isPageCrumbHandle(handle: unknown): handle is PageCrumbHandle {
  return typeof handle === 'object' && handle !== null && 'pageCrumb' in handle;
}

/** The current page's crumb from its data, or null (no such page, or its data not in yet). */
export function useCurrentPageCrumb(): PageCrumb | null {
  const queryClient = useQueryClient();
  const match = usePageMatches().findLast((candidate): candidate is PageMatch & { handle: PageCrumbHandle } =>
    isPageCrumbHandle(candidate.handle),
  );
  const source = match?.handle.pageCrumb;
  const params = match?.params;
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () => (source && params ? source.data(queryClient, params) : undefined);
  const data = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => (source && data !== undefined ? source.crumb(data) : null), [source, data]);
}
