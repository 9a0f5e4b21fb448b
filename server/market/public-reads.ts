// The cached public reads: the read-cache key of each, and which request URLs read which key.
// The routes fill the cache under these keys; the fast path (server/http/fast-path.ts) answers
// a URL from the cache only when publicReadKeyForUrl names its key, so both agree by
// construction. A URL not written exactly as below (other parameters, another spelling) goes
// through the full stack, which still serves it from the cache.
import { INDEX_IDS, type IndexId } from '../../domain/index-methodology/methodologies.ts';
import { INDEX_TYPES, type IndexType } from '../../domain/schemas/common.ts';
import type { HolderKind } from '../../domain/schemas/holders.ts';

export const publicReadKeys = {
  constituents: (indexType: IndexType | undefined) => `constituents:${indexType ?? 'all'}`,
  indexResult: (id: IndexId) => `index:${id}`,
  combinedHoldings: 'holdings:combined',
  holdingsSummary: 'holdings:summary',
  latestPrices: 'prices:latest',
  holder: (ticker: string, kind?: HolderKind) => `holder:${ticker.toUpperCase()}${kind ? `:${kind}` : ''}`,
  government: (slug: string) => `government:${slug}`,
} as const;

const exactPaths: ReadonlyMap<string, string> = new Map([
  ['/api/constituents', publicReadKeys.constituents(undefined)],
  ['/api/holdings/combined', publicReadKeys.combinedHoldings],
  ['/api/holdings/summary', publicReadKeys.holdingsSummary],
  ['/api/prices/latest', publicReadKeys.latestPrices],
]);

const constituentQueries: ReadonlyMap<string, string> = new Map(
  INDEX_TYPES.map((indexType) => [`index_type=${indexType}`, publicReadKeys.constituents(indexType)]),
);

const INDEX_PREFIX = '/api/index/';
const indexPaths: ReadonlyMap<string, string> = new Map(
  INDEX_IDS.map((id) => [`${INDEX_PREFIX}${id}`, publicReadKeys.indexResult(id)]),
);

/** The cache key a GET of this request target (path and query, as sent) reads; null when the fast path must not answer it. */
export function publicReadKeyForUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return exactPaths.get(url) ?? indexPaths.get(url) ?? null;
  if (url.slice(0, queryAt) !== '/api/constituents') return null;
  return constituentQueries.get(url.slice(queryAt + 1)) ?? null;
}
