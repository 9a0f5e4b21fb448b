import { errorTexts } from '@domain/errors';
import type { IndexType } from '@domain/schemas/common';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { btcPriceFixture, etfFixtures, indexResultFixture } from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { createTestQueryClient } from '@/testing/render';
import { useConstituents } from './constituents/get-constituents';
import { useCombinedHoldings } from './holdings/get-combined-holdings';
import { useIndexHistory } from './index-history/get-index-history';
import { useIndexResult } from './index-results/get-index-result';
import { useLatestBtcPrice, useLatestPrices } from './prices/get-latest-prices';
import { usePriceHistory } from './prices/get-price-history';

function wrapper({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('market query hooks', () => {
  it('load, then expose the data and when it was updated', async () => {
    const before = Date.now();
    const { result } = renderHook(() => useConstituents('bitcoin_etf'), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(etfFixtures);
    expect(result.current.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });

  it('read the index result and the BTC price it uses', async () => {
    const { result } = renderHook(() => useIndexResult('bitcoin_treasury'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(indexResultFixture('bitcoin_treasury'));
  });

  it('reduce the latest prices to one row per symbol and find the BTC price', async () => {
    server.use(
      http.get('*/api/prices/latest', () =>
        HttpResponse.json([btcPriceFixture, { ...btcPriceFixture, price: 1, timestamp: '2020-01-01T00:00:00Z' }]),
      ),
    );
    const { result } = renderHook(() => useLatestBtcPrice(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([btcPriceFixture]);
    expect(result.current.btcPrice).toEqual(btcPriceFixture);
  });

  it('ask for the daily price history of the whole stored series', async () => {
    let days: string | null = null;
    server.use(
      http.get('*/api/prices/daily', ({ request }) => {
        days = new URL(request.url).searchParams.get('days');
        return HttpResponse.json([btcPriceFixture]);
      }),
    );
    const { result } = renderHook(() => usePriceHistory(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(days).toBe('10000');
    expect(result.current.data).toEqual([btcPriceFixture]);
  });

  it('read the cache, not the server, when a second component asks for the same data', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/index-history', () => {
        requests += 1;
        return undefined;
      }),
    );
    const client = createTestQueryClient();
    const shared = ({ children }: { children: React.ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result: first } = renderHook(() => useIndexHistory('green_vault'), { wrapper: shared });
    await waitFor(() => expect(first.current.status).toBe('success'));
    const { result: second } = renderHook(() => useIndexHistory('green_vault'), { wrapper: shared });
    expect(second.current.status).toBe('success');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toBe(1);
  });

  const failures: [string, string, () => { error: Error | null }][] = [
    ['*/api/prices/latest', errorTexts.fetchPrice, () => useLatestPrices()],
    ['*/api/prices/daily', errorTexts.fetchPrice, () => usePriceHistory()],
    ['*/api/index/:id', errorTexts.fetchIndex, () => useIndexResult('green_vault')],
    ['*/api/index-history', errorTexts.fetchIndex, () => useIndexHistory('bitcoin_treasury')],
    ['*/api/holdings/combined', errorTexts.fetchCombinedHoldings, () => useCombinedHoldings()],
    ...(
      [
        ['bitcoin_treasury', errorTexts.fetchTreasury],
        ['bitcoin_etf', errorTexts.fetchEtf],
        ['government_reserve', errorTexts.fetchGovernment],
      ] as [IndexType, string][]
    ).map(([type, text]): [string, string, () => { error: Error | null }] => [
      '*/api/constituents',
      text,
      () => useConstituents(type),
    ]),
  ];

  it.each(failures)(
    '%s fails with the default %j when the request fails without a message',
    async (path, text, hook) => {
      server.use(http.get(path, () => HttpResponse.error()));
      const { result } = renderHook(hook, { wrapper });
      await waitFor(() => expect(result.current.error).not.toBeNull());
      expect(result.current.error?.message).toBe(text);
    },
  );

  it.each(failures)(
    "%s fails with the default %j when the server answers 500 with its masked 'Internal server error'",
    async (path, text, hook) => {
      server.use(
        http.get(path, () =>
          HttpResponse.json({ code: 'INTERNAL', message: 'Internal server error' }, { status: 500 }),
        ),
      );
      const { result } = renderHook(hook, { wrapper });
      await waitFor(() => expect(result.current.error).not.toBeNull());
      expect(result.current.error?.message).toBe(text);
    },
  );

  it("fail with the server's message when it sends one", async () => {
    server.use(
      http.get('*/api/index/:id', () =>
        HttpResponse.json({ code: 'UNAVAILABLE', message: 'Index is recalculating' }, { status: 503 }),
      ),
    );
    const { result } = renderHook(() => useIndexResult('bitcoin_treasury'), { wrapper });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error?.message).toBe('Index is recalculating');
  });
});
