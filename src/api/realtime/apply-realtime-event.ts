// What each realtime event changes in the cache (spec section 4): a constituents change
// invalidates that index type's lists, the index results drawn from it and the holdings
// totals; a price event revalues the cached data in place (apply-price-tick.ts) and an
// insert shows 'Price Updated' (a deleted price — old ticks rolled up — changes nothing on
// screen unless it was the latest); an index_history change invalidates that index's history.
// A resync — changes were missed that the server cannot replay — invalidates everything.
// Invalidated queries that a page shows refetch at once; the rest when next shown.
import { uiTexts } from '@domain/errors';
import type { RealtimeEvent } from '@domain/schemas/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { formatUsd } from '@/lib/format';
import { invalidateConstituentQueries } from '../constituents/invalidate-constituents';
import { marketDataPrefixes, marketKeys } from '../query-keys';
import { applyPriceTick, forgetPrice } from './apply-price-tick';

/** A toast as the notifications store takes it (injected: the api layer does not import stores). */
export interface ToastInput {
  title: string;
  description?: string;
}

export interface RealtimeTargets {
  queryClient: QueryClient;
  notify: (input: ToastInput) => unknown;
}

/** 'BTC $91,234.56' — the toast's description. */
export function priceUpdatedDescription(symbol: string, price: number): string {
  return `${symbol} ${formatUsd(price)}`;
}

export async function applyRealtimeEvent(event: RealtimeEvent, targets: RealtimeTargets): Promise<void> {
  const { queryClient, notify } = targets;
  switch (event.type) {
    case 'constituents':
      await invalidateConstituentQueries(queryClient, event.indexType);
      return;
    case 'price': {
      const op = event.op.toUpperCase();
      if (op === 'DELETE') {
        await forgetPrice(queryClient, event);
        return;
      }
      if (op === 'INSERT') {
        notify({ title: uiTexts.priceUpdatedTitle, description: priceUpdatedDescription(event.symbol, event.price) });
      }
      await applyPriceTick(queryClient, event);
      return;
    }
    case 'index_history':
      await queryClient.invalidateQueries({ queryKey: marketKeys.indexHistory(event.indexType) });
      return;
  }
}

/** Changes may have been missed and cannot be replayed: every market query is stale. */
export async function refetchAllMarketData(queryClient: QueryClient): Promise<void> {
  await Promise.all(marketDataPrefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
