import { uiTexts } from '@domain/errors';
import type { RealtimeEvent } from '@domain/schemas/realtime';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  btcPriceFixture,
  combinedHoldingsFixture,
  etfFixtures,
  indexHistoryFixture,
  indexResultFixture,
  treasuryFixtures,
} from '@/testing/market-fixtures';
import { marketKeys } from '../query-keys';
import {
  applyRealtimeEvent,
  priceUpdatedDescription,
  refetchAllMarketData,
  type ToastInput,
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
  marketKeys.priceHistory(10_000),
  marketKeys.combinedHoldings,
  marketKeys.holdingsSummary,
  marketKeys.outsideTotal,
];

let queryClient: QueryClient;
let notify: ReturnType<typeof vi.fn<(input: ToastInput) => void>>;

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of trackedKeys) queryClient.setQueryData(key, []);
  notify = vi.fn<(input: ToastInput) => void>();
});

const apply = (event: RealtimeEvent) => applyRealtimeEvent(event, { queryClient, notify });

/** The tracked keys the event left invalidated, as JSON for readable diffs. */
const invalidated = () =>
  trackedKeys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));

describe('applyRealtimeEvent: constituents', () => {
  it('a bitcoin_treasury change invalidates its lists, both treasury indexes and the holdings totals', async () => {
    await apply({ type: 'constituents', op: 'UPDATE', indexType: 'bitcoin_treasury' });
    expect(invalidated()).toEqual(
      [
        marketKeys.constituents('bitcoin_treasury'),
        marketKeys.constituents('all'),
        marketKeys.indexResult('bitcoin_treasury'),
        marketKeys.indexResult('bitcoin_treasury_starter'),
        marketKeys.combinedHoldings,
        marketKeys.holdingsSummary,
      ].map((key) => JSON.stringify(key)),
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it.each(['bitcoin_etf', 'government_reserve'] as const)(
    'a %s change invalidates that list and no index',
    async (indexType) => {
      await apply({ type: 'constituents', op: 'INSERT', indexType });
      expect(invalidated()).toContain(JSON.stringify(marketKeys.constituents(indexType)));
      expect(invalidated()).toContain(JSON.stringify(marketKeys.combinedHoldings));
      expect(invalidated().some((key) => key.startsWith('["index"'))).toBe(false);
    },
  );

  it('a green_vault change invalidates the GreenVault index only, never the outside total', async () => {
    await apply({ type: 'constituents', op: 'DELETE', indexType: 'green_vault' });
    expect(invalidated()).toContain(JSON.stringify(marketKeys.indexResult('green_vault')));
    expect(invalidated()).not.toContain(JSON.stringify(marketKeys.indexResult('bitcoin_treasury')));
    expect(invalidated()).not.toContain(JSON.stringify(marketKeys.outsideTotal));
  });
});

describe('applyRealtimeEvent: price', () => {
  const tick = {
    type: 'price',
    op: 'INSERT',
    symbol: 'BTC',
    price: 91234.56,
    timestamp: '2026-11-21T08:00:00.000Z',
  } as const;

  beforeEach(() => {
    queryClient.setQueryData(marketKeys.latestPrices, [btcPriceFixture]);
    queryClient.setQueryData(marketKeys.constituents('bitcoin_treasury'), treasuryFixtures);
    queryClient.setQueryData(marketKeys.constituents('bitcoin_etf'), etfFixtures);
    queryClient.setQueryData(marketKeys.combinedHoldings, combinedHoldingsFixture());
    queryClient.setQueryData(marketKeys.indexResult('bitcoin_treasury'), indexResultFixture('bitcoin_treasury'));
  });

  it("shows 'Price Updated' with symbol and price for an insert", async () => {
    await apply(tick);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ title: uiTexts.priceUpdatedTitle, description: 'BTC $91,234.56' });
  });

  it('revalues the cached lists in place and invalidates only the index results', async () => {
    await apply(tick);
    const rows = queryClient.getQueryData<typeof treasuryFixtures>(marketKeys.constituents('bitcoin_treasury'))!;
    expect(rows.map((row) => row.btcValueUSD)).toEqual(treasuryFixtures.map((row) => row.btcHoldings * tick.price));
    expect(invalidated()).toEqual(
      [
        marketKeys.indexResult('bitcoin_treasury'),
        marketKeys.indexResult('bitcoin_treasury_starter'),
        marketKeys.indexResult('green_vault'),
      ].map((key) => JSON.stringify(key)),
    );
  });

  it('an update changes the price without a toast (only inserts are announced)', async () => {
    await apply({ ...tick, op: 'UPDATE' });
    expect(notify).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(marketKeys.latestPrices)).toEqual([
      { symbol: 'BTC', price: tick.price, timestamp: tick.timestamp, source: null },
    ]);
  });

  it('a deleted old price (a roll-up) changes nothing on screen', async () => {
    await apply({ ...tick, op: 'DELETE', price: 1, timestamp: '2020-01-01T00:00:00.000Z' });
    expect(notify).not.toHaveBeenCalled();
    expect(invalidated()).toEqual([]);
    expect(queryClient.getQueryData(marketKeys.latestPrices)).toEqual([btcPriceFixture]);
  });

  it('a deleted latest price asks for the latest prices again', async () => {
    await apply({ ...tick, op: 'DELETE', price: btcPriceFixture.price, timestamp: btcPriceFixture.timestamp });
    expect(invalidated()).toEqual([JSON.stringify(marketKeys.latestPrices)]);
  });
});

describe('applyRealtimeEvent: index_history', () => {
  it("invalidates that index's history only", async () => {
    queryClient.setQueryData(marketKeys.indexHistory('green_vault'), indexHistoryFixture('green_vault'));
    await apply({ type: 'index_history', op: 'INSERT', indexType: 'green_vault', date: '2026-11-21' });
    expect(invalidated()).toEqual([JSON.stringify(marketKeys.indexHistory('green_vault'))]);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('refetchAllMarketData (resync)', () => {
  it('invalidates every market query, but not the outside total (not our data), without a toast', async () => {
    await refetchAllMarketData(queryClient);
    expect(invalidated()).toEqual(
      trackedKeys.filter((key) => key !== marketKeys.outsideTotal).map((key) => JSON.stringify(key)),
    );
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('priceUpdatedDescription', () => {
  it('names the symbol and the price in US dollars', () => {
    expect(priceUpdatedDescription('BTC', 91234.56)).toBe('BTC $91,234.56');
  });
});
