// The global market-data loader, mounted once in the root layout. It renders nothing and
// holds no state: shortly after the first paint it loads lib/start-market-data from its own
// chunk (the store, the realtime client and the API calls stay out of the entry bundle).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** How long after the first render the loader starts, so the page's own requests go first. */
export const MARKET_DATA_START_DELAY_MS = 300;

export function MarketDataLoader() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('../lib/start-market-data').then(
        ({ startMarketData }) => {
          if (!cancelled) stop = startMarketData(queryClient).stop;
        },
        (error: unknown) => console.warn('[market data] could not load the loader', error),
      );
    }, MARKET_DATA_START_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stop?.();
    };
  }, [queryClient]);
  return null;
}
