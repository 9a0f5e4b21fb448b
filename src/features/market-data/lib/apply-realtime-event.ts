// What each realtime event refreshes (spec section 4): a constituents change refetches that
// index type's lists (queries and store) and the index results drawn from it; a price insert
// refetches prices — and the USD values priced from them — and shows 'Price Updated'; an
// index_history change refetches that index's history.
import { uiTexts } from '@domain/errors';
import type { IndexType } from '@domain/schemas/common';
import type { RealtimeEvent } from '@domain/schemas/market';
import type { QueryClient } from '@tanstack/react-query';
import { formatUsd } from '@/lib/format';
import type { NotificationInput } from '@/stores/notifications-store';
import type { HoldingsActions } from '@/stores/holdings-store';
import { invalidateConstituentQueries } from '../api/invalidate';
import { marketKeys } from '../api/query-keys';

export interface RealtimeTargets {
  queryClient: QueryClient;
  store: Pick<HoldingsActions, 'fetchConstituents' | 'fetchETFs' | 'fetchGovernmentReserves' | 'fetchCombinedHoldings'>;
  notify: (input: NotificationInput) => unknown;
}

/** The store list that mirrors an index type, if any. */
function refetchStoreList(store: RealtimeTargets['store'], indexType: IndexType): Promise<boolean> | null {
  switch (indexType) {
    case 'bitcoin_treasury':
      return store.fetchConstituents();
    case 'bitcoin_etf':
      return store.fetchETFs();
    case 'government_reserve':
      return store.fetchGovernmentReserves();
    default:
      return null;
  }
}

/** 'BTC $91,234.56' — the toast's description. */
export function priceUpdatedDescription(symbol: string, price: number): string {
  return `${symbol} ${formatUsd(price)}`;
}

export async function applyRealtimeEvent(event: RealtimeEvent, targets: RealtimeTargets): Promise<void> {
  const { queryClient, store, notify } = targets;
  switch (event.type) {
    case 'constituents':
      await Promise.all([
        invalidateConstituentQueries(queryClient, event.indexType),
        refetchStoreList(store, event.indexType),
        store.fetchCombinedHoldings(),
      ]);
      return;
    case 'price':
      if (event.op.toUpperCase() === 'INSERT') {
        notify({ title: uiTexts.priceUpdatedTitle, description: priceUpdatedDescription(event.symbol, event.price) });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: marketKeys.prices }),
        queryClient.invalidateQueries({ queryKey: marketKeys.indexResults }),
        queryClient.invalidateQueries({ queryKey: marketKeys.holdings }),
      ]);
      return;
    case 'index_history':
      await queryClient.invalidateQueries({ queryKey: marketKeys.indexHistory(event.indexType) });
      return;
  }
}

/** After the stream drops and reopens, changes may have been missed: refresh everything once. */
export async function refreshAfterReconnect(targets: RealtimeTargets): Promise<void> {
  const { queryClient, store } = targets;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: marketKeys.constituentLists }),
    queryClient.invalidateQueries({ queryKey: marketKeys.prices }),
    queryClient.invalidateQueries({ queryKey: marketKeys.indexResults }),
    queryClient.invalidateQueries({ queryKey: marketKeys.indexHistories }),
    queryClient.invalidateQueries({ queryKey: marketKeys.holdings }),
    store.fetchConstituents(),
    store.fetchETFs(),
    store.fetchGovernmentReserves(),
    store.fetchCombinedHoldings(),
  ]);
}
