import { combineHoldings } from '@domain/market/combined-holdings';
import type { Constituent } from '@domain/schemas/constituents';
import type { HoldingsSummary } from '@domain/schemas/home';
import type { CombinedHoldings } from '@domain/schemas/market';
import type { Price } from '@domain/schemas/prices';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdingsSummaryFixture } from '@/testing/fixtures';
import {
  btcPriceFixture,
  constituentFixturesByType,
  dailyBtcPricesFixture,
  indexResultFixture,
  treasuryFixtures,
} from '@/testing/market-fixtures';
import { marketKeys } from '../query-keys';
import { applyPriceTick, withDailyClose, withLatestPrice } from './apply-price-tick';

const NEW_PRICE = 80_000;
const later = (timestamp: string, minutes: number) => new Date(Date.parse(timestamp) + minutes * 60_000).toISOString();
const tickAt = (timestamp: string, price = NEW_PRICE) => ({ symbol: 'BTC', price, timestamp });
const allRows = Object.values(constituentFixturesByType).flat();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});

describe('withLatestPrice', () => {
  const eth: Price = { symbol: 'ETH', price: 3_000, timestamp: '2026-06-15T00:00:00.000Z', source: 'feed' };

  it("replaces an older row of the tick's symbol and keeps the others", () => {
    const tick = tickAt(later(btcPriceFixture.timestamp, 1));
    expect(withLatestPrice([btcPriceFixture, eth], tick)).toEqual([{ ...tick, source: null }, eth]);
  });

  it('keeps a newer row and adds a symbol it has not seen', () => {
    expect(withLatestPrice([btcPriceFixture], tickAt('2020-01-01T00:00:00.000Z'))).toEqual([btcPriceFixture]);
    expect(withLatestPrice([eth], tickAt(btcPriceFixture.timestamp))).toEqual([
      eth,
      { ...tickAt(btcPriceFixture.timestamp), source: null },
    ]);
  });
});

describe('withDailyClose', () => {
  const [newest, previous] = dailyBtcPricesFixture as [Price, Price];

  it("replaces the newest day's close with a later tick of the same UTC day", () => {
    const tick = tickAt(later(newest.timestamp, 60));
    expect(withDailyClose(dailyBtcPricesFixture, tick)).toEqual([{ ...tick, source: null }, previous]);
  });

  it('starts a new day at the front, and ignores a tick older than the newest close', () => {
    const tomorrow = tickAt(later(newest.timestamp, 24 * 60));
    expect(withDailyClose(dailyBtcPricesFixture, tomorrow)).toEqual([{ ...tomorrow, source: null }, newest, previous]);
    expect(withDailyClose(dailyBtcPricesFixture, tickAt(previous.timestamp))).toEqual(dailyBtcPricesFixture);
  });
});

describe('applyPriceTick', () => {
  beforeEach(() => {
    queryClient.setQueryData(marketKeys.latestPrices, [btcPriceFixture]);
    queryClient.setQueryData(marketKeys.holdingsSummary, holdingsSummaryFixture);
    queryClient.setQueryData(marketKeys.priceHistory(10_000), dailyBtcPricesFixture);
    queryClient.setQueryData(marketKeys.constituents('bitcoin_treasury'), treasuryFixtures);
    queryClient.setQueryData(marketKeys.constituents('all'), allRows);
    queryClient.setQueryData(marketKeys.combinedHoldings, combineHoldings(allRows));
  });

  it('revalues every cached list and the combined totals as the server would at that price', async () => {
    await applyPriceTick(queryClient, tickAt(later(btcPriceFixture.timestamp, 1)));
    const rows = queryClient.getQueryData<Constituent[]>(marketKeys.constituents('bitcoin_treasury'))!;
    for (const [index, row] of rows.entries()) {
      const before = treasuryFixtures[index]!;
      expect(row.btcValueUSD).toBe(before.btcHoldings * NEW_PRICE);
      expect(row.btcPercentOfAssets).toBe(
        before.marketCap ? ((before.btcHoldings * NEW_PRICE) / before.marketCap) * 100 : null,
      );
      expect({ ...row, btcValueUSD: 0, btcPercentOfAssets: 0 }).toEqual({
        ...before,
        btcValueUSD: 0,
        btcPercentOfAssets: 0,
      });
    }
    const combined = queryClient.getQueryData<CombinedHoldings>(marketKeys.combinedHoldings)!;
    expect(combined.totalBTC).toBe(combineHoldings(allRows).totalBTC);
    expect(combined.totalIndexValue).toBeCloseTo(combined.totalBTC * NEW_PRICE, 0);
    const summary = queryClient.getQueryData<HoldingsSummary>(marketKeys.holdingsSummary)!;
    expect(summary.latestPrice?.price).toBe(NEW_PRICE);
    expect(summary.publicCompanies).toEqual(holdingsSummaryFixture.publicCompanies);
    expect(queryClient.getQueryData<Price[]>(marketKeys.priceHistory(10_000))![0]!.price).toBe(NEW_PRICE);
  });

  it('changes no answer and asks for nothing when the tick is older than the price shown', async () => {
    queryClient.setQueryData(marketKeys.indexResult('bitcoin_treasury'), indexResultFixture('bitcoin_treasury'));
    const before = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data);
    await applyPriceTick(queryClient, tickAt('2020-01-01T00:00:00.000Z'));
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    ).toEqual(before);
    expect(queryClient.getQueryState(marketKeys.indexResult('bitcoin_treasury'))?.isInvalidated).toBe(false);
  });

  it('applies a replayed run of ticks in order and ends at the newest', async () => {
    const first = later(btcPriceFixture.timestamp, 1);
    await applyPriceTick(queryClient, tickAt(first, 70_000));
    await applyPriceTick(queryClient, tickAt(later(first, 1), 71_000));
    await applyPriceTick(queryClient, tickAt(first, 70_000)); // a duplicate of the first, late
    const rows = queryClient.getQueryData<Constituent[]>(marketKeys.constituents('bitcoin_treasury'))!;
    expect(rows[0]!.btcValueUSD).toBe(treasuryFixtures[0]!.btcHoldings * 71_000);
  });

  it('refetches the index results on screen once each, and only marks the hidden ones stale', async () => {
    const requests: string[] = [];
    for (const id of ['bitcoin_treasury', 'green_vault'] as const) {
      queryClient.setQueryData(marketKeys.indexResult(id), indexResultFixture(id));
    }
    // An observed query stands for a page showing it.
    const watching = new QueryObserver(queryClient, {
      queryKey: marketKeys.indexResult('bitcoin_treasury'),
      queryFn: async () => {
        requests.push('bitcoin_treasury');
        return indexResultFixture('bitcoin_treasury');
      },
      staleTime: Infinity,
    });
    const stopWatching = watching.subscribe(() => {});
    await applyPriceTick(queryClient, tickAt(later(btcPriceFixture.timestamp, 1)));
    stopWatching();
    expect(requests).toEqual(['bitcoin_treasury']);
    expect(queryClient.getQueryState(marketKeys.indexResult('green_vault'))?.isInvalidated).toBe(true);
  });

  it('only the latest prices change for another symbol', async () => {
    await applyPriceTick(queryClient, { symbol: 'ETH', price: 3_000, timestamp: later(btcPriceFixture.timestamp, 1) });
    expect(queryClient.getQueryData<Price[]>(marketKeys.latestPrices)!.map((row) => row.symbol)).toEqual([
      'BTC',
      'ETH',
    ]);
    expect(queryClient.getQueryData(marketKeys.constituents('bitcoin_treasury'))).toBe(treasuryFixtures);
  });
});
