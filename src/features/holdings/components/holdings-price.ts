import type { Price } from '@domain/schemas/prices';
import { formatDateTime, formatUsd, formatUsdCompact } from '@/lib/format';

/** The BTC price the stored USD values are at, and how the captions name it. */
export interface PriceBasis {
  price: number | null;
  text: string;
}

export function priceBasis(price: Price | null, status: 'pending' | 'error' | 'success'): PriceBasis {
  if (price) {
    const source = price.source ? `, ${price.source}` : '';
    return {
      price: price.price,
      text: `USD values at BTC ${formatUsd(price.price)} (${formatDateTime(price.timestamp)}${source}).`,
    };
  }
  if (status === 'pending') return { price: null, text: 'Loading the BTC price…' };
  return { price: null, text: 'USD values are not shown: no BTC price could be loaded.' };
}

/**
 * A stored USD value as a cell: shown only when the price it is at can be named (without a
 * stored price the server has valued nothing), compact with two decimals.
 */
export function formatStoredUsd(value: number, basis: PriceBasis): string {
  return basis.price === null ? '—' : formatUsdCompact(value, 2);
}
