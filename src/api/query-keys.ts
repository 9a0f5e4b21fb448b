// Query keys of every cached API read, in one place: the realtime sync invalidates (or, for
// a price, updates) exactly what each change touches, and the holdings store reads its view
// of the cache by the same keys.
import type { IndexId } from '@domain/index-methodology/methodologies';
import type { IndexType } from '@domain/schemas/common';
import type { HolderKind } from '@domain/schemas/holders';

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
  /** The index page's answer: the result with the companies left out cut to their first page. */
  indexFirstPage: (indexId: IndexId, pageSize: number) => ['index', indexId, 'first-page', pageSize] as const,
  /** Further pages of an index's companies left out, from the path of the first one fetched. */
  ineligiblePages: (indexId: IndexId, from: string) => ['index', indexId, 'ineligible', from] as const,
  /** Every index history (prefix). */
  indexHistories: ['index-history'] as const,
  indexHistory: (indexId: IndexId) => ['index-history', indexId] as const,
  /** The home summary and the combined holdings (prefix). */
  holdings: ['holdings'] as const,
  holdingsSummary: ['holdings', 'summary'] as const,
  combinedHoldings: ['holdings', 'combined'] as const,
  /** Every holder page's data (prefix). */
  holders: ['holders'] as const,
  /** A ticker's holder; with a kind, that kind's (a company and a fund may share a ticker). */
  holder: (ticker: string, kind?: HolderKind) =>
    kind ? (['holders', ticker.toUpperCase(), kind] as const) : (['holders', ticker.toUpperCase()] as const),
  /** A government's page data (under the holders prefix, so a market change makes it stale too). */
  government: (slug: string) => ['holders', 'government', slug] as const,
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
  marketKeys.holders,
] as const;

export const testimonialKeys = {
  featured: ['testimonials', 'featured'] as const,
};

export const adminKeys = {
  /** Everything the dashboard reads (prefix). */
  all: ['admin'] as const,
  /** Every outbox page (prefix). */
  outbox: ['admin', 'outbox'] as const,
  outboxPage: (query: object) => ['admin', 'outbox', 'page', query] as const,
  overview: ['admin', 'overview'] as const,
  /** Every constituent list and row (prefix). */
  constituents: ['admin', 'constituents'] as const,
  constituentList: (query: object) => ['admin', 'constituents', 'list', query] as const,
  /** Every audit log read (prefix): the list and each row's. */
  auditLog: ['admin', 'audit-log'] as const,
  auditLogList: (query: object) => ['admin', 'audit-log', 'list', query] as const,
  rowAuditLog: (id: string) => ['admin', 'audit-log', 'row', id] as const,
  /** Every import read (prefix). */
  imports: ['admin', 'imports'] as const,
  importList: ['admin', 'imports', 'list'] as const,
  importStatus: (id: string) => ['admin', 'imports', 'status', id] as const,
  indexHistory: (indexId: string) => ['admin', 'index', 'history', indexId] as const,
  methodology: ['admin', 'index', 'methodology'] as const,
  prices: ['admin', 'prices'] as const,
  /** Every people read (prefix). */
  people: ['admin', 'people'] as const,
  peopleList: (query: object) => ['admin', 'people', 'list', query] as const,
  /** Every lead list (prefix). */
  leads: ['admin', 'leads'] as const,
  leadList: (kind: string, query: object) => ['admin', 'leads', kind, query] as const,
  registrations: (sessionId: string) => ['admin', 'leads', 'registrations', sessionId] as const,
  availability: ['admin', 'availability'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  alerts: ['admin', 'alerts'] as const,
  sources: ['admin', 'sources'] as const,
  importPreview: (id: string) => ['admin', 'imports', 'preview', id] as const,
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
  managedRegistration: (token: string) => ['webinars', 'registrations', 'manage', token] as const,
  managedAlerts: (token: string) => ['alerts', 'manage', token] as const,
  accountActivity: ['me', 'activity'] as const,
  policyDraft: (token: string) => ['policies', token] as const,
};
