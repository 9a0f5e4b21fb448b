// The query parameters each public page reads: what its server render depends on besides
// the path. The server's page cache keys a page on its path and these (ADR 183), so any
// other parameter (utm_*, a click id, a cache-buster) is served the page already rendered.
// Every path here is a fixed path of the route table (domain/routes.ts); a page not listed
// reads no query parameter. Tests tie each list to the page's own parsing.
import { normalisePath } from './routes.ts';

/** The stress test page's figures in its shareable URL (one text value each). */
export const STRESS_TEST_TEXT_PARAMS = [
  'ticker',
  'btc',
  'cash',
  'burn',
  'minLiquidity',
  'horizon',
  'price',
  'trough',
  'toTrough',
  'recovery',
  'from',
  'path',
  'paths',
  'seed',
  'block',
  'runway',
  'maxBreach',
] as const;
/** The stress test page's switches in its URL ('1' when on). */
export const STRESS_TEST_FLAG_PARAMS = ['topUp', 'sell', 'repay'] as const;

export const ROUTE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/holdings': ['tab'],
  '/performance-chart': ['index', 'range'],
  '/schedule-consultation': ['assessment', 'policy'],
  '/treasury-policy': ['assessment'],
  '/weight-calculator': ['index', 'min', 'conv', 'sus', 'cap', 'ex', 'hyp'],
  '/mnav-calculator': [
    'btc',
    'price',
    'mcap',
    'sp',
    'shares',
    'debt',
    'pref',
    'cash',
    'add',
    'yield',
    'symbol',
    'basis',
  ],
  '/treasury-stress-test': [...STRESS_TEST_TEXT_PARAMS, ...STRESS_TEST_FLAG_PARAMS, 'kind', 'loan'],
};

const SORTED_PARAMS = new Map(Object.entries(ROUTE_QUERY_PARAMS).map(([path, names]) => [path, [...names].sort()]));

/**
 * What a page's server render depends on: its path and its own query parameters, sorted by
 * name (repeated values keep their order), e.g. `/holdings?tab=etfs` for
 * `/holdings?utm_source=x&tab=etfs`. `search` is the URL's query string, with or without '?'.
 */
export function pageCacheKey(pathname: string, search: string): string {
  if (search === '' || search === '?') return pathname;
  const own = SORTED_PARAMS.get(normalisePath(pathname));
  if (own === undefined) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of own) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
