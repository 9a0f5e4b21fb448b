import type { Price } from '@domain/schemas/prices';

/** The newest row of each symbol, in the order symbols first appear (spec: the price hook). */
export function latestPerSymbol(prices: readonly Price[]): Price[] {
  const latest = new Map<string, Price>();
  for (const price of prices) {
    const current = latest.get(price.symbol);
    if (!current || Date.parse(price.timestamp) > Date.parse(current.timestamp)) latest.set(price.symbol, price);
  }
  return [...latest.values()];
}
