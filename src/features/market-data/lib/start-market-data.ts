// The global market data, started once per app: loads the holdings store and the price
// list, polls prices every 60 s, keeps everything live over realtime, and says 'Data
// Loading Issue' once if the start-up loads fail. Imperative (no React state), so it never
// re-renders the page it runs under.
import { uiTexts } from '@domain/errors';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { PRICE_POLL_GLOBAL_MS } from '@/config/market';
import { connectRealtime, type EventSourceFactory } from '@/lib/realtime';
import { useHoldingsStore } from '@/stores/holdings-store';
import { notify as queueNotification, type NotificationInput } from '@/stores/notifications-store';
import { getPricesQueryOptions } from '../api/get-prices';
import { applyRealtimeEvent, refreshAfterReconnect, type RealtimeTargets } from './apply-realtime-event';

export const pollingPriceListOptions = () => ({
  ...getPricesQueryOptions(),
  refetchInterval: PRICE_POLL_GLOBAL_MS,
  staleTime: PRICE_POLL_GLOBAL_MS,
  // Background polling: its failures are reported by the start-up toast, not the page overlay.
  meta: { overlay: false },
});

/** Loads everything the store and the price list hold; resolves false if any load failed. */
export async function loadMarketData(queryClient: QueryClient): Promise<boolean> {
  const store = useHoldingsStore.getState();
  const results = await Promise.all([
    store.fetchConstituents(),
    store.fetchETFs(),
    store.fetchGovernmentReserves(),
    store.fetchCombinedHoldings(),
    queryClient.fetchQuery(pollingPriceListOptions()).then(
      () => true,
      () => false,
    ),
  ]);
  return results.every(Boolean);
}

export interface MarketDataOptions {
  createEventSource?: EventSourceFactory;
  notify?: (input: NotificationInput) => unknown;
}

export interface MarketDataHandle {
  /** Resolves once the start-up loads have settled: true when all succeeded. */
  ready: Promise<boolean>;
  stop: () => void;
}

const logRefetchFailure = (error: unknown) => console.warn('[realtime] refetch after an event failed', error);

/** Starts the realtime connection that keeps the queries and the store fresh. */
export function startRealtimeSync(targets: RealtimeTargets, createEventSource?: EventSourceFactory): () => void {
  const connection = connectRealtime({
    createEventSource,
    onEvent: (event) => void applyRealtimeEvent(event, targets).catch(logRefetchFailure),
    onReconnect: () => void refreshAfterReconnect(targets).catch(logRefetchFailure),
  });
  return connection.close;
}

export function startMarketData(queryClient: QueryClient, options: MarketDataOptions = {}): MarketDataHandle {
  const notify = options.notify ?? queueNotification;
  let stopped = false;

  // An observer with no listener work keeps the 60 s poll running while the app is open.
  const priceObserver = new QueryObserver(queryClient, pollingPriceListOptions());
  const unsubscribePrices = priceObserver.subscribe(() => {});

  const stopRealtime = startRealtimeSync(
    { queryClient, store: useHoldingsStore.getState(), notify },
    options.createEventSource,
  );

  const ready = loadMarketData(queryClient).then((ok) => {
    if (!ok && !stopped) {
      notify({ title: uiTexts.dataLoadingIssueTitle, description: uiTexts.dataLoadingIssueBody });
    }
    return ok;
  });

  return {
    ready,
    stop: () => {
      stopped = true;
      unsubscribePrices();
      stopRealtime();
    },
  };
}
