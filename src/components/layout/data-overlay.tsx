// The global data status panel (spec section 2): 'Loading data...' while any query has no
// data yet and is fetching, or the error text of the latest failed query. A small fixed
// panel, not a blocker: pages stay usable. Queries can opt out with `meta: { overlay: false }`.
import { errorTexts, uiTexts } from '@domain/errors';
import { useIsFetching, useQueryClient, type Query, type QueryCache } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, X } from 'lucide-react';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

function showsInOverlay(query: Query): boolean {
  return query.meta?.overlay !== false;
}

function latestFailedQuery(cache: QueryCache): Query | undefined {
  let latest: Query | undefined;
  for (const query of cache.getAll()) {
    if (query.state.status !== 'error' || !showsInOverlay(query)) continue;
    if (!latest || query.state.errorUpdatedAt > latest.state.errorUpdatedAt) latest = query;
  }
  return latest;
}

/** The latest failure as a stable key (query hash and time), or '' when nothing failed. */
function useLatestFailure(): { key: string; message: string } | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const key = useSyncExternalStore(
    subscribe,
    () => {
      const query = latestFailedQuery(cache);
      return query ? `${query.queryHash}@${query.state.errorUpdatedAt}` : '';
    },
    // The server's page (and the browser's hydrating render) shows no failure.
    () => '',
  );
  if (!key) return null;
  const error = latestFailedQuery(cache)?.state.error;
  const message = error instanceof Error && error.message ? error.message : errorTexts.fetchCombinedData;
  return { key, message };
}

export function DataOverlay() {
  const loading = useIsFetching({ predicate: (query) => query.state.status === 'pending' && showsInOverlay(query) });
  const failure = useLatestFailure();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const showFailure = failure !== null && failure.key !== dismissedKey;

  if (loading === 0 && !showFailure) return null;

  return (
    <div
      data-slot="data-overlay"
      className="pointer-events-none fixed right-4 top-20 z-30 flex w-[min(24rem,calc(100vw-2rem))] flex-col items-end gap-2"
    >
      {loading > 0 ? (
        <div
          role="status"
          className="pointer-events-auto inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-sm text-foreground shadow-md"
        >
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin text-accent-strong motion-reduce:animate-none"
          />
          {uiTexts.loadingData}
        </div>
      ) : null}
      {showFailure ? (
        <Alert variant="destructive" className="pointer-events-auto pr-10 shadow-md">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Data could not be loaded</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
          <button
            type="button"
            aria-label="Dismiss error"
            onClick={() => setDismissedKey(failure.key)}
            className="absolute right-2 top-2 rounded-md p-1 text-destructive/80 hover:bg-red-100 hover:text-destructive"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </Alert>
      ) : null}
    </div>
  );
}
