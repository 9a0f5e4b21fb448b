// The app-wide market data, started once per app by the root layout's loader: the realtime
// stream that keeps the query cache current, the spec's 60 s price poll, and the 'Data
// Loading Issue' toast when the page's first market loads fail. It fetches nothing of its
// own: each page asks for what it shows, and the holdings store is a view of the same cache.
import { uiTexts } from '@domain/errors';
import type { Query, QueryClient } from '@tanstack/react-query';
import { marketDataPrefixes } from '@/api/query-keys';
import { startRealtimeSync } from '@/api/realtime/sync-realtime';
import { PRICE_POLL_GLOBAL_MS } from '@/config/market';
import type { EventSourceFactory } from '@/lib/realtime';
import { notify as queueNotification, type NotificationInput } from '@/stores/notifications-store';

const marketPrefixes = new Set<unknown>(marketDataPrefixes.map((prefix) => prefix[0]));
const isMarketQuery = (query: Query) => marketPrefixes.has(query.queryKey[0]);
/** Queries that carry the live price (meta.livePrice: the latest prices, the home summary). */
const carriesLivePrice = (query: Query) => query.meta?.livePrice === true;

/**
 * The poll: every active query carrying the live price that nothing (its own 30 s poll, a
 * realtime update) refreshed within the last half interval is asked again. Without realtime
 * the page's price is then at most a minute old; with it, the poll rarely has work.
 */
export function refreshLivePrices(queryClient: QueryClient, now = Date.now()): Promise<void> {
  return queryClient.refetchQueries({
    type: 'active',
    predicate: (query) =>
      carriesLivePrice(query) &&
      query.state.fetchStatus !== 'fetching' &&
      now - query.state.dataUpdatedAt >= PRICE_POLL_GLOBAL_MS / 2,
  });
}

/**
 * Calls `onFailure` once if a market query the page started with fails with nothing to show.
 * Watching ends when the page's market queries have all settled once.
 */
export function watchStartupLoads(queryClient: QueryClient, onFailure: () => void): () => void {
  const cache = queryClient.getQueryCache();
  let stopped = false;
  let unsubscribe: () => void = () => {};
  const check = () => {
    if (stopped) return;
    const market = cache.findAll({ predicate: isMarketQuery });
    if (market.some((query) => query.state.status === 'error' && query.state.data === undefined)) {
      stop();
      onFailure();
    } else if (
      market.length > 0 &&
      // A query just added is idle before its first fetch starts: settled means answered.
      market.every((query) => query.state.status !== 'pending' && query.state.fetchStatus === 'idle')
    ) {
      stop();
    }
  };
  const stop = () => {
    stopped = true;
    unsubscribe();
  };
  unsubscribe = cache.subscribe(check);
  check();
  return stop;
}

export interface MarketDataOptions {
  createEventSource?: EventSourceFactory;
  notify?: (input: NotificationInput) => unknown;
}

export interface MarketDataHandle {
  stop: () => void;
}

export function startMarketData(queryClient: QueryClient, options: MarketDataOptions = {}): MarketDataHandle {
  const notify = options.notify ?? queueNotification;
  const stopRealtime = startRealtimeSync({ queryClient, notify }, options.createEventSource);
  const stopWatching = watchStartupLoads(queryClient, () =>
    notify({ title: uiTexts.dataLoadingIssueTitle, description: uiTexts.dataLoadingIssueBody }),
  );
  const poll = setInterval(() => {
    refreshLivePrices(queryClient).catch((error: unknown) => console.warn('[market data] price poll failed', error));
  }, PRICE_POLL_GLOBAL_MS);

  return {
    stop: () => {
      clearInterval(poll);
      stopWatching();
      stopRealtime();
    },
  };
}
