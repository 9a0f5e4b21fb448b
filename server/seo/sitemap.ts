// sitemap.xml and robots.txt from the route table: every indexable page with a fixed path,
// and at each pattern's place (e.g. '/company/:ticker') the pages of it that exist, as its
// lister finds them (server/routes/page-resolvers.ts), on the public origin.
import { isPattern, routeTable, type RouteEntry } from '../../domain/routes.ts';
import { canonicalUrl, escapeHtml } from './head.ts';

/** The sitemap protocol's limit of URLs in one file; pages past it are left out. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The paths of each pattern's existing pages, by pattern path. */
export type PatternPages = Readonly<Record<string, readonly string[]>>;

/**
 * The pages the sitemap lists, in route-table order, at most SITEMAP_URL_LIMIT; a pattern
 * without pages given lists none.
 */
export function sitemapPaths(table: readonly RouteEntry[] = routeTable, patternPages: PatternPages = {}): string[] {
  return table
    .filter((entry) => entry.indexable)
    .flatMap((entry) => (isPattern(entry.path) ? (patternPages[entry.path] ?? []) : [entry.path]))
    .slice(0, SITEMAP_URL_LIMIT);
}

export function sitemapXml(
  origin: string,
  table: readonly RouteEntry[] = routeTable,
  patternPages: PatternPages = {},
): string {
  const urls = sitemapPaths(table, patternPages).map(
    (path) => `  <url><loc>${escapeHtml(canonicalUrl(origin, path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Crawlers may fetch every page (private pages say noindex in their HTML, which a crawler
 * only sees if it may fetch them); the JSON API is not for them.
 */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${canonicalUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
