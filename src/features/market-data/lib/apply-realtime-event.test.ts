import { uiTexts } from '@domain/errors';
import type { RealtimeEvent } from '@domain/schemas/market';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationInput } from '@/stores/notifications-store';
import { marketKeys } from '../api/query-keys';
import {
  applyRealtimeEvent,
  priceUpdatedDescription,
  refreshAfterReconnect,
  type RealtimeTargets,
} from './apply-realtime-event';

const trackedKeys: QueryKey[] = [
  marketKeys.constituents('bitcoin_treasury'),
  marketKeys.constituents('bitcoin_etf'),
  marketKeys.constituents('government_reserve'),
  marketKeys.constituents('green_vault'),
  marketKeys.constituents('all'),
  marketKeys.indexResult('bitcoin_treasury'),
  marketKeys.indexResult('bitcoin_treasury_starter'),
  marketKeys.indexResult('green_vault'),
  marketKeys.indexHistory('bitcoin_treasury'),
  marketKeys.indexHistory('green_vault'),
  marketKeys.latestPrices,
  marketKeys.priceList(100),
  marketKeys.combinedHoldings,
  ['holdings', 'summary'],
];

let queryClient: QueryClient;
let storeCalls: string[];
let notify: ReturnType<typeof vi.fn<(input: NotificationInput) => void>>;
let targets: RealtimeTargets;

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of trackedKeys) queryClient.setQueryData(key, []);
  storeCalls = [];
  const record = (name: string) => async () => {
    storeCalls.push(name);
    return true;
  };
  notify = vi.fn<(input: NotificationInput) => void>();
  targets = {
    queryClient,
    notify,
    store: {
      fetchConstituents: record('fetchConstituents'),
      fetchETFs: record('fetchETFs'),
      fetchGovernmentReserves: record('fetchGovernmentReserves'),
      fetchCombinedHoldings: record('fetchCombinedHoldings'),
    },
  };
});

/** The tracked keys the event left invalidated, as JSON for readable diffs. */
const invalidated = () =>
  trackedKeys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));

describe('applyRealtimeEvent', () => {
  it('a bitcoin_treasury change refetches its lists, both treasury indexes, the holdings totals and the store', async () => {
    await applyRealtimeEvent({ type: 'constituents', op: 'UPDATE', indexType: 'bitcoin_treasury' }, targets);
    expect(invalidated()).toEqual(
      [
        marketKeys.constituents('bitcoin_treasury'),
        marketKeys.constituents('all'),
        marketKeys.indexResult('bitcoin_treasury'),
        marketKeys.indexResult('bitcoin_treasury_starter'),
        marketKeys.combinedHoldings,
        ['holdings', 'summary'],
      ].map((key) => JSON.stringify(key)),
    );
    expect(storeCalls.sort()).toEqual(['fetchCombinedHoldings', 'fetchConstituents']);
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['bitcoin_etf', 'fetchETFs'],
    ['government_reserve', 'fetchGovernmentReserves'],
  ] as const)('a %s change refetches that list in the store and no index', async (indexType, storeAction) => {
    await applyRealtimeEvent({ type: 'constituents', op: 'INSERT', indexType }, targets);
    expect(storeCalls.sort()).toEqual(['fetchCombinedHoldings', storeAction].sort());
    expect(invalidated()).toContain(JSON.stringify(marketKeys.constituents(indexType)));
    expect(invalidated().some((key) => key.startsWith('["index"'))).toBe(false);
  });

  it('a green_vault change refetches the GreenVault index only', async () => {
    await applyRealtimeEvent({ type: 'constituents', op: 'DELETE', indexType: 'green_vault' }, targets);
    expect(invalidated()).toContain(JSON.stringify(marketKeys.indexResult('green_vault')));
    expect(invalidated()).not.toContain(JSON.stringify(marketKeys.indexResult('bitcoin_treasury')));
    expect(storeCalls).toEqual(['fetchCombinedHoldings']);
  });

  it("a price insert refetches prices and USD values and shows 'Price Updated' with symbol and price", async () => {
    const event: RealtimeEvent = {
      type: 'price',
      op: 'INSERT',
      symbol: 'BTC',
      price: 91234.56,
      timestamp: '2026-11-21T08:00:00Z',
    };
    await applyRealtimeEvent(event, targets);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ title: uiTexts.priceUpdatedTitle, description: 'BTC $91,234.56' });
    expect(invalidated()).toEqual(
      expect.arrayContaining(
        [
          marketKeys.latestPrices,
          marketKeys.priceList(100),
          marketKeys.indexResult('green_vault'),
          marketKeys.combinedHoldings,
        ].map((key) => JSON.stringify(key)),
      ),
    );
    expect(invalidated()).not.toContain(JSON.stringify(marketKeys.constituents('bitcoin_treasury')));
    expect(storeCalls).toEqual([]);
  });

  it('a price update refetches without a toast (only inserts are announced)', async () => {
    await applyRealtimeEvent(
      { type: 'price', op: 'UPDATE', symbol: 'BTC', price: 90_000, timestamp: '2026-11-21T08:00:00Z' },
      targets,
    );
    expect(notify).not.toHaveBeenCalled();
    expect(invalidated()).toContain(JSON.stringify(marketKeys.latestPrices));
  });

  it("an index_history change refetches that index's history only", async () => {
    await applyRealtimeEvent(
      { type: 'index_history', op: 'INSERT', indexType: 'green_vault', date: '2026-11-21' },
      targets,
    );
    expect(invalidated()).toEqual([JSON.stringify(marketKeys.indexHistory('green_vault'))]);
    expect(storeCalls).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('refreshAfterReconnect', () => {
  it('refreshes every market query and the whole store, without a toast', async () => {
    await refreshAfterReconnect(targets);
    expect(invalidated()).toHaveLength(trackedKeys.length);
    expect(storeCalls.sort()).toEqual([
      'fetchCombinedHoldings',
      'fetchConstituents',
      'fetchETFs',
      'fetchGovernmentReserves',
    ]);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('priceUpdatedDescription', () => {
  it('names the symbol and the price in US dollars', () => {
    expect(priceUpdatedDescription('BTC', 91234.56)).toBe('BTC $91,234.56');
  });
});
