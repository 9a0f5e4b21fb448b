import type { Price } from '@domain/schemas/prices';
import { formatDateTime, formatUsd, formatUsdCompact } from '@/lib/format';

/** The BTC price the holdings tables value BTC at, and how the captions name it. */
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

export const formatUsdOrDash = (value: number | null) => (value === null ? '—' : formatUsdCompact(value, 2));
