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
};

/** The client journeys: assessment, consultation booking, webinars, the account's own list. */
export const journeyKeys = {
  assessmentQuestions: ['assessments', 'questions'] as const,
  assessmentResult: (token: string) => ['assessments', 'result', token] as const,
  /** Every free-slot listing (prefix). */
  slotLists: ['consultations', 'slots'] as const,
  slots: (from: string, to: string, timeZone: string) => ['consultations', 'slots', from, to, timeZone] as const,
  managedBooking: (token: string) => ['consultations', 'manage', token] as const,
  webinars: ['webinars'] as const,
  accountActivity: ['me', 'activity'] as const,
};
