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
import { useServerNotFound } from './use-server-not-found';

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
    /** True when the page's query failed because the thing it names does not exist. */
    missing: (queryClient: QueryClient, params: PageParams) => boolean;
  };
}

/**
 * The handle for a route whose page shows the data of `queryKey` (the key its own query
 * uses, tagged with the data's type by queryOptions).
 */
export function pageCrumbHandle<TData, TError>(
  queryKey: (params: PageParams) => DataTag<QueryKey, TData, TError>,
  crumb: (data: TData) => PageCrumb | null,
  /** Whether the query's error means "no such thing" (the page then shows not-found). */
  isNotFound: (error: unknown) => boolean = () => false,
): PageCrumbHandle {
  const read = (queryClient: QueryClient, params: PageParams) => queryClient.getQueryData(queryKey(params));
  return {
    pageCrumb: {
      data: read,
      // `data` is what `read` returned: the cache's entry under this key, of type TData.
      crumb: (data) => crumb(data as TData),
      missing: (queryClient, params) => {
        const state = queryClient.getQueryState(queryKey(params));
        return state?.status === 'error' && isNotFound(state.error);
      },
    },
  };
}

function isPageCrumbHandle(handle: unknown): handle is PageCrumbHandle {
  return typeof handle === 'object' && handle !== null && 'pageCrumb' in handle;
}

function useCurrentPageCrumbSource() {
  const queryClient = useQueryClient();
  const match = usePageMatches().findLast((candidate): candidate is PageMatch & { handle: PageCrumbHandle } =>
    isPageCrumbHandle(candidate.handle),
  );
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return { queryClient, source: match?.handle.pageCrumb, params: match?.params, subscribe };
}

/** The current page's crumb from its data, or null (no such page, or its data not in yet). */
export function useCurrentPageCrumb(): PageCrumb | null {
  const { queryClient, source, params, subscribe } = useCurrentPageCrumbSource();
  const read = () => (source && params ? source.data(queryClient, params) : undefined);
  const data = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => (source && data !== undefined ? source.crumb(data) : null), [source, data]);
}

/**
 * True when the current page names something that does not exist: the server answered its
 * path with 404 (ADR 119), or its query failed with "not found" after a navigation. Such a
 * page shows the not-found page, so the shell gives it the not-found trail and title.
 */
export function useCurrentPageMissing(): boolean {
  const serverNotFound = useServerNotFound();
  const { queryClient, source, params, subscribe } = useCurrentPageCrumbSource();
  const read = () => (source && params ? source.missing(queryClient, params) : false);
  const missing = useSyncExternalStore(subscribe, read, read);
  return serverNotFound || missing;
}
