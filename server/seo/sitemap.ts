// sitemap.xml and robots.txt from the route table: every indexable page with a fixed path
// (patterns are left out: no resolver lists their pages yet), on the public origin.
import { isPattern, routeTable, type RouteEntry } from '../../domain/routes.ts';
import { canonicalUrl, escapeHtml } from './head.ts';

/** The pages the sitemap lists, in route-table order. */
export function sitemapPaths(table: readonly RouteEntry[] = routeTable): string[] {
  return table.filter((entry) => entry.indexable && !isPattern(entry.path)).map((entry) => entry.path);
}

export function sitemapXml(origin: string, table: readonly RouteEntry[] = routeTable): string {
  const urls = sitemapPaths(table).map((path) => `  <url><loc>${escapeHtml(canonicalUrl(origin, path))}</loc></url>`);
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
