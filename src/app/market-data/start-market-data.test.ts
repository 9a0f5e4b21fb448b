import { uiTexts } from '@domain/errors';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getConstituentsQueryOptions } from '@/api/constituents/get-constituents';
import { getHoldingsSummaryQueryOptions } from '@/api/holdings/get-holdings-summary';
import { getLatestPricesQueryOptions } from '@/api/prices/get-latest-prices';
import { marketKeys } from '@/api/query-keys';
import { PRICE_POLL_GLOBAL_MS, PRICE_POLL_HOOK_MS } from '@/config/market';
import { FakeEventSource } from '@/testing/fake-event-source';
import { holdingsSummaryFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { createTestQueryClient } from '@/testing/render';
import { refreshLivePrices, startMarketData, watchStartupLoads } from './start-market-data';

let stop: (() => void) | undefined;
const requests: string[] = [];

beforeEach(() => {
  FakeEventSource.reset();
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url).pathname + new URL(request.url).search);
  });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  server.events.removeAllListeners();
});

function start(queryClient: QueryClient = createTestQueryClient()) {
  const notify = vi.fn();
  const handle = startMarketData(queryClient, { createEventSource: FakeEventSource.create, notify });
  stop = handle.stop;
  return { queryClient, notify };
}

/** Keeps a query active, as a page showing it does. */
function show(queryClient: QueryClient, options: Parameters<typeof QueryObserver.prototype.setOptions>[0]) {
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  return { observer, unsubscribe };
}

describe('startMarketData', () => {
  it('asks the server for no data of its own: only the realtime stream opens', async () => {
    start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    expect(FakeEventSource.latest().url).toBe('/api/realtime');
  });

  it('keeps the cache live over realtime: a price insert revalues in place and is announced', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(marketKeys.holdingsSummary, holdingsSummaryFixture);
    const { notify } = start(queryClient);
    FakeEventSource.latest().emit('price', {
      op: 'INSERT',
      symbol: 'BTC',
      price: 91234.56,
      timestamp: '2026-11-21T08:00:00Z',
    });
    expect(notify).toHaveBeenCalledWith({ title: uiTexts.priceUpdatedTitle, description: 'BTC $91,234.56' });
    expect(
      queryClient.getQueryData<typeof holdingsSummaryFixture>(marketKeys.holdingsSummary)?.latestPrice?.price,
    ).toBe(91234.56);
  });

  it('stops the realtime stream on stop', () => {
    start();
    stop!();
    expect(FakeEventSource.latest().closed).toBe(true);
  });
});

describe('the 60 s price poll', () => {
  afterEach(() => vi.useRealTimers());

  it('polls every 60 s in the loader and every 30 s in the price hook (spec)', () => {
    expect(PRICE_POLL_GLOBAL_MS).toBe(60_000);
    expect(PRICE_POLL_HOOK_MS).toBe(30_000);
    expect(getLatestPricesQueryOptions().refetchInterval).toBe(PRICE_POLL_HOOK_MS);
  });

  it('refreshes the live prices on screen that nothing refreshed for half an interval, and nothing else', async () => {
    const queryClient = createTestQueryClient();
    const summary = show(queryClient, getHoldingsSummaryQueryOptions());
    const treasury = show(queryClient, getConstituentsQueryOptions('bitcoin_treasury'));
    await vi.waitFor(() => {
      expect(summary.observer.getCurrentResult().status).toBe('success');
      expect(treasury.observer.getCurrentResult().status).toBe('success');
    });
    requests.length = 0;

    // Just fetched: nothing to do.
    await refreshLivePrices(queryClient);
    expect(requests).toEqual([]);

    await refreshLivePrices(queryClient, Date.now() + PRICE_POLL_GLOBAL_MS);
    expect(requests).toEqual(['/api/holdings/summary']);
    summary.unsubscribe();
    treasury.unsubscribe();

    // Not on screen any more: not polled.
    requests.length = 0;
    await refreshLivePrices(queryClient, Date.now() + 2 * PRICE_POLL_GLOBAL_MS);
    expect(requests).toEqual([]);
  });

  it('runs on its own every 60 s once started', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const queryClient = createTestQueryClient();
    const summary = show(queryClient, getHoldingsSummaryQueryOptions());
    await vi.waitFor(() => expect(requests).toEqual(['/api/holdings/summary']));
    start(queryClient);
    await vi.advanceTimersByTimeAsync(PRICE_POLL_GLOBAL_MS);
    await vi.waitFor(() => expect(requests).toEqual(['/api/holdings/summary', '/api/holdings/summary']));
    summary.unsubscribe();
  });
});

describe('the start-up toast', () => {
  it("says 'Data Loading Issue' once when the page's first market load fails", async () => {
    server.use(http.get('*/api/constituents', () => HttpResponse.error()));
    const queryClient = createTestQueryClient();
    const { notify } = start(queryClient);
    const page = show(queryClient, getConstituentsQueryOptions('bitcoin_etf'));
    const other = show(queryClient, getConstituentsQueryOptions('government_reserve'));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: uiTexts.dataLoadingIssueTitle,
      description: 'Some features may be limited. The application will continue to work with cached data.',
    });
    page.unsubscribe();
    other.unsubscribe();
  });

  it('stays quiet once the first loads succeeded, and for a failure with cached data to show', async () => {
    const queryClient = createTestQueryClient();
    const onFailure = vi.fn();
    const page = show(queryClient, getConstituentsQueryOptions('bitcoin_etf'));
    watchStartupLoads(queryClient, onFailure);
    await vi.waitFor(() => expect(page.observer.getCurrentResult().status).toBe('success'));
    server.use(http.get('*/api/constituents', () => HttpResponse.error()));
    await page.observer.refetch();
    const later = show(queryClient, getConstituentsQueryOptions('government_reserve'));
    await vi.waitFor(() => expect(later.observer.getCurrentResult().status).toBe('error'));
    expect(onFailure).not.toHaveBeenCalled();
    page.unsubscribe();
    later.unsubscribe();
  });
});
