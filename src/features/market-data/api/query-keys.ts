// Query keys of the market data, in one place so the realtime sync invalidates exactly
// what each change touches.
import type { IndexId } from '@domain/index-methodology/methodologies';
import type { IndexType } from '@domain/schemas/common';

export const marketKeys = {
  /** Every constituent list (prefix). */
  constituentLists: ['constituents'] as const,
  constituents: (indexType: IndexType | 'all') => ['constituents', indexType] as const,
  /** Every price query (prefix): the list and the latest per symbol. */
  prices: ['prices'] as const,
  priceList: (limit: number) => ['prices', 'list', limit] as const,
  latestPrices: ['prices', 'latest'] as const,
  /** Every index result (prefix). */
  indexResults: ['index'] as const,
  indexResult: (indexId: IndexId) => ['index', indexId] as const,
  /** Every index history (prefix). */
  indexHistories: ['index-history'] as const,
  indexHistory: (indexId: IndexId) => ['index-history', indexId] as const,
  /** The home summary and the combined holdings (prefix). */
  holdings: ['holdings'] as const,
  combinedHoldings: ['holdings', 'combined'] as const,
};
