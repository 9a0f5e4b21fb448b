// Query keys of every cached API read, in one place: the realtime sync invalidates (or, for
// a price, updates) exactly what each change touches, and the holdings store reads its view
// of the cache by the same keys.
import type { IndexId } from '@domain/index-methodology/methodologies';
import type { IndexType } from '@domain/schemas/common';

export const marketKeys = {
  /** Every constituent list (prefix). */
  constituentLists: ['constituents'] as const,
  constituents: (indexType: IndexType | 'all') => ['constituents', indexType] as const,
  /** Every price query (prefix): the latest per symbol and the daily history. */
  prices: ['prices'] as const,
  latestPrices: ['prices', 'latest'] as const,
  priceHistory: (days: number) => ['prices', 'daily', days] as const,
  /** Every daily price history (prefix). */
  priceHistories: ['prices', 'daily'] as const,
  /** Every index result (prefix). */
  indexResults: ['index'] as const,
  indexResult: (indexId: IndexId) => ['index', indexId] as const,
  /** Every index history (prefix). */
  indexHistories: ['index-history'] as const,
  indexHistory: (indexId: IndexId) => ['index-history', indexId] as const,
  /** The home summary and the combined holdings (prefix). */
  holdings: ['holdings'] as const,
  holdingsSummary: ['holdings', 'summary'] as const,
  combinedHoldings: ['holdings', 'combined'] as const,
  /** The public listing site's total: not ours, so no change of ours makes it stale. */
  outsideTotal: ['outside-total'] as const,
};

/** The prefixes of everything a market change can make stale (a resync refetches them all). */
export const marketDataPrefixes = [
  marketKeys.constituentLists,
  marketKeys.prices,
  marketKeys.indexResults,
  marketKeys.indexHistories,
  marketKeys.holdings,
] as const;

export const testimonialKeys = {
  featured: ['testimonials', 'featured'] as const,
};

export const adminKeys = {
  users: ['admin', 'users'] as const,
  outbox: ['admin', 'outbox'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
};
