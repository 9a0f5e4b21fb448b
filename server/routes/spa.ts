// Serves the built SPA from memory: files by path, and index.html for every other page
// path — 200 for the routes the SPA knows, 404 otherwise (it then renders its not-found page)
// — with the page's own head written in (title, description, canonical, sharing tags,
// robots, JSON-LD; server/seo/), plus sitemap.xml (the route table's pages and the stored
// holders' pages) and robots.txt.
import type { Context } from 'hono';
import { pageCacheKey } from '../../domain/route-query-params.ts';
import { isPattern, matchRoute, normalisePath, routeTable } from '../../domain/routes.ts';
import { createRouter, type AppEnv } from '../app-env.ts';
import { SITE_NAME } from '../auth.ts';
import { injectHead, pageHead } from '../seo/head.ts';
import type { PageCache, ProducedPage } from '../ssr/page-cache.ts';
import { insertRenderedPage, markNotFound, type RenderedPages } from '../ssr/page-renderer.ts';
import { robotsTxt, sitemapXml } from '../seo/sitemap.ts';
import { DATASET_PAGES, datasetAsOf, structuredData } from '../seo/structured-data.ts';
import {
  INDEX_HTML_PATH,
  negotiateEncoding,
  staticFileFromBody,
  type StaticFile,
  type StaticSite,
} from '../static/static-site.ts';
import {
  pageListers,
  pageResolvers as defaultPageResolvers,
  type PageFacts,
  type PageResolvers,
} from './page-resolvers.ts';

export const NOT_BUILT_MESSAGE =
  'The Vaultmark web app has not been built yet. Run `npm run build`, then restart the server.';

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function sendFile(c: Context, file: StaticFile, status: 200 | 404): Response {
  const encoding = negotiateEncoding(c.req.header('accept-encoding'), file);
  const variant = file.variants[encoding] ?? file.variants.identity;
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: variant.etag,
  });
  if (file.compressible) headers.set('Vary', 'Accept-Encoding');
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), variant.etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(variant.body.byteLength));
  // Node Buffers are plain ArrayBuffer-backed here; the DOM typing wants that spelled out.
  return new Response(variant.body as Uint8Array<ArrayBuffer>, { status, headers });
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** sitemap.xml and robots.txt bodies kept, compressed, per distinct text. */
const TEXT_FILE_LIMIT = 16;

/**
 * The route a path matches (none: no route) and the page's own facts (none: not a page,
 * 404). A parameterised path is a page only when its resolver (page-resolvers.ts) finds
 * what it names.
 */
async function resolvePage(c: Context<AppEnv>, path: string, resolvers: PageResolvers) {
  const match = matchRoute(path);
  if (!match) return { entry: undefined, page: undefined };
  const resolve = isPattern(match.entry.path) ? resolvers[match.entry.path] : undefined;
  const facts: PageFacts | null = resolve ? await resolve(match.params, c) : {};
  return { entry: match.entry, page: facts ? { entry: match.entry, facts } : undefined };
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)"\s*\/?>/g;
const templates = new WeakMap<StaticSite, string>();

/**
 * The built index.html with the app's stylesheet written in (ADR 093): the server-rendered
 * page paints without waiting for another request (the CSP allows inline styles). A sheet
 * that could end its <style> element stays a link.
 */
export function pageTemplate(site: StaticSite): string {
  let template = templates.get(site);
  if (template === undefined) {
    const built = Buffer.from(site.indexHtml.variants.identity.body).toString('utf8');
    template = built.replace(STYLESHEET_LINK, (link, path: string) => {
      const file = site.files.get(path);
      if (!file) return link;
      const css = Buffer.from(file.variants.identity.body).toString('utf8');
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    });
    templates.set(site, template);
  }
  return template;
}

/**
 * index.html with the head of the page at `path` (null: an undecodable path, served as not
 * found) and, for a public page, its rendered markup; `search` holds only the page's own query
 * parameters. Says whether stored market data went into it (then a data change drops it) and
 * whether it may be kept (not a private page, not a render that was skipped or failed).
 */
async function pageHtml(
  c: Context<AppEnv>,
  site: StaticSite,
  path: string | null,
  search: string,
  resolvers: PageResolvers,
  options: SpaOptions,
) {
  const { entry, page } = path === null ? { entry: undefined, page: undefined } : await resolvePage(c, path, resolvers);
  const origin = c.var.auth.settings.publicOrigin;
  const pagePath = path ?? '/';
  // A pattern's page exists (and is named) by the stored data its resolver reads.
  let usesData = entry !== undefined && isPattern(entry.path) && resolvers[entry.path] !== undefined;
  const head = pageHead({
    origin,
    siteName: SITE_NAME,
    path: pagePath,
    canonicalPath: page?.facts.canonicalPath,
    entry: page?.entry,
    title: page?.facts.title,
    description: page?.facts.description,
    analyticsTagId: options.analyticsTagId ?? null,
  });
  if (page && head.canonical) {
    const dataAsOf = await datasetAsOf(c.var.db, pagePath);
    if (DATASET_PAGES[normalisePath(pagePath)]) usesData = true;
    head.jsonLd = structuredData({
      origin,
      siteName: SITE_NAME,
      path: page.facts.canonicalPath ?? pagePath,
      entry: page.entry,
      url: head.canonical,
      description: head.description,
      page: page.facts.label ? { label: page.facts.label, parent: page.facts.parent } : undefined,
      dataAsOf,
    });
  }
  let html = injectHead(pageTemplate(site), head, SITE_NAME);
  const pageUrl = `${origin.replace(/\/+$/, '')}${pagePath}${search}`;
  // Private pages (and a manage link's unknown token) render in the browser only; their
  // answer depends on rows other than the market data, so it is not kept either.
  const isPublic = entry?.indexable ?? true;
  let keep = isPublic;
  // A public page's content goes in too (ADR 093).
  if (page?.entry.indexable && options.pages) {
    const rendered = await options.pages.get(pageUrl);
    if (rendered) {
      html = insertRenderedPage(html, rendered);
      usesData ||= rendered.usesData;
    } else keep = false;
  }
  if (page) return { html, status: 200 as const, usesData, keep };
  // Nothing by that name: the not-found page, marked so the browser does not ask again (ADR 119).
  if (path !== null && options.pages && isPublic) {
    const rendered = await options.pages.getNotFound(pageUrl);
    if (rendered) html = insertRenderedPage(html, rendered);
    else keep = false;
  }
  return { html: markNotFound(html), status: 404 as const, usesData, keep };
}

/** GET (and HEAD) for every non-API path. */
export interface SpaOptions {
  /** Google Analytics 4 id, written into every page for the consent-gated loader (ADR 091). */
  analyticsTagId?: string | null;
  /** The server renderer's pages (ADR 093); none: pages are served as the bare shell. */
  pages?: RenderedPages | null;
  /** Answers to page requests kept ready to send (ADR 183); none: each request makes its page. */
  cache?: PageCache | null;
}

export function spaRoutes(
  site: StaticSite | null,
  resolvers: PageResolvers = defaultPageResolvers,
  options: SpaOptions = {},
) {
  const router = createRouter();
  if (!site) {
    return router.get('*', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.text(NOT_BUILT_MESSAGE, 503);
    });
  }
  const rendered = new Map<string, Promise<StaticFile>>();
  /** The file for a body made at run time; its path gives the content type and caching. */
  function renderedFile(urlPath: string, body: string): Promise<StaticFile> {
    const key = `${urlPath}\n${body}`;
    let file = rendered.get(key);
    if (!file) {
      if (rendered.size >= TEXT_FILE_LIMIT) rendered.delete(rendered.keys().next().value!);
      file = staticFileFromBody(urlPath, Buffer.from(body, 'utf8'));
      rendered.set(key, file);
    }
    return file;
  }
  const textFile =
    (urlPath: string, body: (c: Context<AppEnv>, origin: string) => string | Promise<string>) =>
    async (c: Context<AppEnv>) =>
      sendFile(c, await renderedFile(urlPath, await body(c, c.var.auth.settings.publicOrigin)), 200);
  return router
    .get(
      '/sitemap.xml',
      textFile('/sitemap.xml', async (c, origin) => {
        const listed = Object.entries(pageListers).map(async ([path, list]) => [path, await list(c.var.db)] as const);
        return sitemapXml(origin, routeTable, Object.fromEntries(await Promise.all(listed)));
      }),
    )
    .get(
      '/robots.txt',
      textFile('/robots.txt', (_c, origin) => robotsTxt(origin)),
    )
    .get('*', async (c) => {
      const path = decodePath(c.req.path);
      const file = path === null ? undefined : site.files.get(path);
      if (file) return sendFile(c, file, 200);
      const { pathname, search } = new URL(c.req.url);
      const key = pageCacheKey(pathname, search);
      const make = async (): Promise<ProducedPage> => {
        const made = await pageHtml(c, site, path, key.slice(pathname.length), resolvers, options);
        const file = await staticFileFromBody(INDEX_HTML_PATH, Buffer.from(made.html, 'utf8'));
        return { page: { status: made.status, file, usesData: made.usesData }, keep: made.keep };
      };
      const answer = options.cache ? await options.cache.answer(key, make) : (await make()).page;
      return sendFile(c, answer.file, answer.status);
    });
}
