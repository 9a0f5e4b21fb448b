import { errorTexts, uiTexts } from '@domain/errors';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_POLL_GLOBAL_MS, PRICE_POLL_HOOK_MS } from '@/config/market';
import { FakeEventSource } from '@/testing/fake-event-source';
import { treasuryFixtures } from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { createTestQueryClient } from '@/testing/render';
import { resetHoldingsStore, useHoldingsStore } from '@/stores/holdings-store';
import { getLatestPricesQueryOptions } from '../api/get-latest-prices';
import { marketKeys } from '../api/query-keys';
import { pollingPriceListOptions, startMarketData } from './start-market-data';

let stop: (() => void) | undefined;

beforeEach(() => {
  resetHoldingsStore();
  FakeEventSource.reset();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  resetHoldingsStore();
});

function start() {
  const queryClient = createTestQueryClient();
  const notify = vi.fn();
  const handle = startMarketData(queryClient, { createEventSource: FakeEventSource.create, notify });
  stop = handle.stop;
  return { queryClient, notify, ...handle };
}

describe('startMarketData', () => {
  it('loads the store and the price list, with no toast when all loads succeed', async () => {
    const { queryClient, notify, ready } = start();
    await expect(ready).resolves.toBe(true);
    const store = useHoldingsStore.getState();
    expect(store.constituents).toEqual(treasuryFixtures);
    expect(store.etfs.length).toBeGreaterThan(0);
    expect(store.governmentReserves.length).toBeGreaterThan(0);
    expect(store.combinedData).not.toBeNull();
    expect(queryClient.getQueryData(marketKeys.priceList(100))).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it("says 'Data Loading Issue' once when a start-up load fails", async () => {
    server.use(http.get('*/api/constituents', () => HttpResponse.error()));
    const { notify, ready } = start();
    await expect(ready).resolves.toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: uiTexts.dataLoadingIssueTitle,
      description: 'Some features may be limited. The application will continue to work with cached data.',
    });
    expect([errorTexts.fetchTreasury, errorTexts.fetchEtf, errorTexts.fetchGovernment]).toContain(
      useHoldingsStore.getState().error,
    );
  });

  it('counts a failed price list as a start-up failure', async () => {
    server.use(
      http.get('*/api/prices', () => HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 })),
    );
    const { notify, ready } = start();
    await expect(ready).resolves.toBe(false);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: uiTexts.dataLoadingIssueTitle }));
  });

  it('keeps the data live over realtime: a price insert refetches the latest prices and is announced', async () => {
    const { queryClient, notify, ready } = start();
    await ready;
    queryClient.setQueryData(marketKeys.latestPrices, []);
    FakeEventSource.latest().open();
    FakeEventSource.latest().emit('price', {
      op: 'INSERT',
      symbol: 'BTC',
      price: 91234.56,
      timestamp: '2026-11-21T08:00:00Z',
    });
    expect(notify).toHaveBeenCalledWith({ title: uiTexts.priceUpdatedTitle, description: 'BTC $91,234.56' });
    expect(queryClient.getQueryState(marketKeys.latestPrices)?.isInvalidated).toBe(true);
  });

  it('refetches the store list of a changed index type', async () => {
    const { ready } = start();
    await ready;
    const changed = [{ ...treasuryFixtures[0]!, btcHoldings: 600_000 }];
    server.use(http.get('*/api/constituents', () => HttpResponse.json(changed)));
    FakeEventSource.latest().emit('constituents', { op: 'UPDATE', indexType: 'bitcoin_treasury' });
    await vi.waitFor(() => expect(useHoldingsStore.getState().constituents).toEqual(changed));
    expect(useHoldingsStore.getState().totalBTC).toBe(600_000);
  });

  it('stops the realtime stream on stop', async () => {
    const { ready, stop: stopNow } = start();
    await ready;
    stopNow();
    expect(FakeEventSource.latest().closed).toBe(true);
  });
});

describe('price polling', () => {
  it('polls the price list every 60 s in the loader and the latest prices every 30 s in the hook', () => {
    expect(PRICE_POLL_GLOBAL_MS).toBe(60_000);
    expect(PRICE_POLL_HOOK_MS).toBe(30_000);
    expect(pollingPriceListOptions().refetchInterval).toBe(PRICE_POLL_GLOBAL_MS);
    expect(getLatestPricesQueryOptions().refetchInterval).toBe(PRICE_POLL_HOOK_MS);
  });
});
