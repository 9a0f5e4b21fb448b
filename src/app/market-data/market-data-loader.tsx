// The global market-data loader, mounted once in the root layout. It renders nothing, holds
// no state and fetches no data: when the browser is first idle it loads start-market-data
// from its own chunk (the realtime client and the cache updates stay out of the entry
// bundle) and starts the stream and the price poll.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

export function MarketDataLoader() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() =>
      import('./start-market-data').then(
        ({ startMarketData }) => {
          if (!cancelled) stop = startMarketData(queryClient).stop;
        },
        (error: unknown) => console.warn('[market data] could not load the loader', error),
      ),
    );
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [queryClient]);
  return null;
}
