// A price event carries the price, so open tabs revalue what they hold instead of asking
// again: the latest prices, the home summary's price, the chart's last daily close, every
// cached constituent list's USD values (domain/market/valuation.ts, the server's own rule)
// and the combined holdings recomputed from them (domain/market/combined-holdings.ts).
// Only what cannot be derived here is refetched: the index results on screen, whose index
// value moves with the price — one request per visible index, none for hidden ones.
import { revalueAtPrice } from '@domain/market/valuation';
import type { Constituent } from '@domain/schemas/constituents';
import type { HoldingsSummary } from '@domain/schemas/home';
import type { CombinedHoldings, IndexResultResponse } from '@domain/schemas/market';
import type { Price } from '@domain/schemas/prices';
import type { QueryClient } from '@tanstack/react-query';
import { BTC_SYMBOL } from '@/config/market';
import { marketKeys } from '../query-keys';

export interface PriceTick {
  symbol: string;
  price: number;
  /** ISO instant of the price (price_data.timestamp). */
  timestamp: string;
}

const time = (value: string) => Date.parse(value);
/** A price row from a tick; the event names no source, so none is claimed. */
const toPrice = (tick: PriceTick): Price => ({
  symbol: tick.symbol,
  price: tick.price,
  timestamp: tick.timestamp,
  source: null,
});
const utcDay = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 10);

/** The newest BTC price time any cached answer (or an earlier tick) is valued at. */
const appliedBtcTimes = new WeakMap<QueryClient, number>();
function knownBtcPriceTime(queryClient: QueryClient): number {
  const times = [appliedBtcTimes.get(queryClient) ?? -Infinity];
  const latest = queryClient.getQueryData<Price[]>(marketKeys.latestPrices)?.find((row) => row.symbol === BTC_SYMBOL);
  if (latest) times.push(time(latest.timestamp));
  const summary = queryClient.getQueryData<HoldingsSummary>(marketKeys.holdingsSummary)?.latestPrice;
  if (summary) times.push(time(summary.timestamp));
  for (const [, result] of queryClient.getQueriesData<IndexResultResponse>({ queryKey: marketKeys.indexResults })) {
    if (result?.price) times.push(time(result.price.timestamp));
  }
  return Math.max(...times);
}

/** The latest-per-symbol list with the tick in place of an older row of its symbol. */
export function withLatestPrice(prices: readonly Price[], tick: PriceTick): Price[] {
  const index = prices.findIndex((row) => row.symbol === tick.symbol);
  if (index === -1) return [...prices, toPrice(tick)];
  if (time(prices[index]!.timestamp) >= time(tick.timestamp)) return prices as Price[];
  return prices.map((row, i) => (i === index ? toPrice(tick) : row));
}

/** A daily series (newest first, one close per UTC day) with the tick as its day's close. */
export function withDailyClose(days: readonly Price[], tick: PriceTick): Price[] {
  const newest = days[0];
  if (!newest) return [toPrice(tick)];
  const tickDay = utcDay(tick.timestamp);
  const newestDay = utcDay(newest.timestamp);
  if (tickDay > newestDay) return [toPrice(tick), ...days];
  if (tickDay === newestDay && time(tick.timestamp) > time(newest.timestamp)) return [toPrice(tick), ...days.slice(1)];
  return days as Price[];
}

/** Applies a price event to the cache; resolves when the index results on screen are refetched. */
export async function applyPriceTick(queryClient: QueryClient, tick: PriceTick): Promise<void> {
  // What the cache is valued at, read before this tick changes any of it.
  const known = tick.symbol === BTC_SYMBOL ? knownBtcPriceTime(queryClient) : -Infinity;
  queryClient.setQueryData<Price[]>(marketKeys.latestPrices, (prices) => prices && withLatestPrice(prices, tick));
  if (tick.symbol !== BTC_SYMBOL) return;
  const tickTime = time(tick.timestamp);
  // A replayed or late tick older than what is shown would value holdings at a stale price.
  if (!(tickTime > known)) return;
  appliedBtcTimes.set(queryClient, tickTime);

  queryClient.setQueryData<HoldingsSummary>(
    marketKeys.holdingsSummary,
    (summary) => summary && { ...summary, latestPrice: toPrice(tick) },
  );
  queryClient.setQueriesData<Price[]>(
    { queryKey: marketKeys.priceHistories },
    (days) => days && withDailyClose(days, tick),
  );
  queryClient.setQueriesData<Constituent[]>({ queryKey: marketKeys.constituentLists }, (rows) =>
    rows?.map((row) => revalueAtPrice(row, tick.price)),
  );
  if (queryClient.getQueryData(marketKeys.combinedHoldings) !== undefined) {
    // Loaded only where combined holdings are cached: most pages never show them.
    const { combineHoldings } = await import('@domain/market/combined-holdings');
    queryClient.setQueryData<CombinedHoldings>(
      marketKeys.combinedHoldings,
      (combined) => combined && combineHoldings(combined.rows.map((row) => revalueAtPrice(row, tick.price))),
    );
  }
  await queryClient.invalidateQueries({ queryKey: marketKeys.indexResults });
}

/**
 * A price row was deleted. Old ticks rolled up into daily closes change nothing shown; only
 * when the deleted row is the latest price on screen are the latest prices asked again.
 */
export async function forgetPrice(queryClient: QueryClient, tick: PriceTick): Promise<void> {
  const shown = queryClient.getQueryData<Price[]>(marketKeys.latestPrices)?.find((row) => row.symbol === tick.symbol);
  if (shown && time(shown.timestamp) === time(tick.timestamp)) {
    await queryClient.invalidateQueries({ queryKey: marketKeys.latestPrices });
  }
}
