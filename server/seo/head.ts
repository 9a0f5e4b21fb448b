// The <head> the server writes into the SPA's index.html for each page: title, meta
// description, canonical URL, Open Graph and Twitter tags (with the site's share card as the
// image, domain/site.ts), robots noindex for pages search engines must not list (and for
// unknown paths), and the page's JSON-LD. The SPA only updates document.title on
// navigation; it never adds these tags itself (ADR 090).
import { alternateFeeds, type FeedLink } from '../../domain/feeds.ts';
import { routeDescription } from '../../domain/route-descriptions.ts';
import { documentTitle, normalisePath, type RouteEntry } from '../../domain/routes.ts';
import { SHARE_CARD } from '../../domain/site.ts';
import type { JsonLd } from './structured-data.ts';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages without one (unknown paths). */
  canonical: string | null;
  /** Absolute URL of the image shown beside a shared link (the site's share card). */
  image: string;
  indexable: boolean;
  jsonLd: readonly JsonLd[];
  /** Atom feeds of the page's holdings changes, linked as alternates (absolute hrefs). */
  feeds?: readonly FeedLink[];
  /** GA4 measurement id for the consent-gated tag loader (src/lib/consent.ts); null when none. */
  analyticsTagId: string | null;
}

/** The meta tag the browser reads the GA4 measurement id from. */
export const ANALYTICS_TAG_META = 'vaultmark:ga-measurement-id';

export interface HeadInput {
  origin: string;
  siteName: string;
  path: string;
  /** The page's canonical path when it differs from `path` (page resolvers); `path` otherwise. */
  canonicalPath?: string;
  /** The route; undefined for an unknown path (served as not found). */
  entry: RouteEntry | undefined;
  /** A pattern page's own title and description (page resolvers). */
  title?: string;
  description?: string;
  jsonLd?: readonly JsonLd[];
  analyticsTagId?: string | null;
}

/** The canonical URL of a path on the public origin: no trailing slash (except home), no query. */
export function canonicalUrl(origin: string, pathname: string): string {
  const path = normalisePath(pathname);
  return `${origin.replace(/\/+$/, '')}${path}`;
}

export const NOT_FOUND_DESCRIPTION = 'There is no page at this address.';

export function pageHead(input: HeadInput): PageHead {
  const { entry } = input;
  return {
    title: documentTitle(input.path, input.siteName, input.title),
    description: input.description ?? (entry && routeDescription(entry.path)) ?? NOT_FOUND_DESCRIPTION,
    canonical: entry ? canonicalUrl(input.origin, input.canonicalPath ?? input.path) : null,
    image: canonicalUrl(input.origin, SHARE_CARD.path),
    indexable: entry?.indexable ?? false,
    jsonLd: input.jsonLd ?? [],
    feeds: entry
      ? alternateFeeds(normalisePath(input.canonicalPath ?? input.path), input.siteName).map((feed) => ({
          title: feed.title,
          path: canonicalUrl(input.origin, feed.path),
        }))
      : [],
    analyticsTagId: input.analyticsTagId ?? null,
  };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** JSON that cannot close its <script> element or start a comment, whatever the strings hold. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags, one per line. */
export function renderHeadTags(head: PageHead, siteName: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const feed of head.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.path)}" />`,
    );
  }
  tags.push(
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  tags.push(
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:type', SHARE_CARD.type),
    meta('property', 'og:image:width', String(SHARE_CARD.width)),
    meta('property', 'og:image:height', String(SHARE_CARD.height)),
    meta('property', 'og:image:alt', SHARE_CARD.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', SHARE_CARD.alt),
  );
  if (head.analyticsTagId) tags.push(meta('name', ANALYTICS_TAG_META, head.analyticsTagId));
  for (const block of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(block)}</script>`);
  return tags.join('\n');
}

const BUILT_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const BUILT_DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * index.html with the page's head: the build's own <title> and meta description are
 * replaced (so there is exactly one of each), the rest goes before </head>.
 */
export function injectHead(indexHtml: string, head: PageHead, siteName: string): string {
  const stripped = indexHtml.replace(BUILT_TITLE, '').replace(BUILT_DESCRIPTION, '');
  const closing = stripped.search(/<\/head>/i);
  const tags = renderHeadTags(head, siteName);
  if (closing === -1) return `${tags}\n${stripped}`;
  return `${stripped.slice(0, closing)}${tags}\n${stripped.slice(closing)}`;
}
