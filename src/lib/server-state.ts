// The page's first data as the server rendered it (src/entry-server.tsx, ADR 093): React
// Query's dehydrated state in <script type="application/json" id="vaultmark-query-state">.
// The browser hydrates its query client from it before the first render, so that render
// matches the server's markup and the page does not ask for the same data again.
import { PAGE_STATUS_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from '@domain/served-page';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The path of this page load when the server answered it with 404 (an unknown ticker or
 * slug; ADR 119), else null. The page then shows the not-found page without asking the API.
 */
export function serverNotFoundPath(doc: Document = document): string | null {
  const root = doc.getElementById('root');
  return root?.getAttribute(PAGE_STATUS_ATTRIBUTE) === '404' ? doc.location.pathname : null;
}

/**
 * Puts the server's data into `queryClient`. The server drops its rendered copy of a page
 * whenever the data changes, so the data is current when the page is served: it counts as
 * fetched now (fresh for the queries' own stale time).
 */
export function hydrateServerQueries(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return false;
  }
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  return true;
}
