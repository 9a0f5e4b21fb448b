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
import { useCombinedHoldings } from './get-combined-holdings';
import { useConstituents } from './get-constituents';
import { useIndexHistory } from './get-index-history';
import { useIndexResult } from './get-index-result';
import { useLatestBtcPrice, useLatestPrices } from './get-latest-prices';
import { usePrices } from './get-prices';

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

  it('ask for 100 prices by default', async () => {
    let limit: string | null = null;
    server.use(
      http.get('*/api/prices', ({ request }) => {
        limit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json([]);
      }),
    );
    const { result } = renderHook(() => usePrices(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(limit).toBe('100');
  });

  const failures: [string, string, () => { error: Error | null }][] = [
    ['*/api/prices/latest', errorTexts.fetchPrice, () => useLatestPrices()],
    ['*/api/prices', errorTexts.fetchPrice, () => usePrices()],
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
