// The pages' markup in the HTML the server sends (ADR 093): the SPA's server renderer
// (src/entry-server.tsx, built into build/ssr/entry-server.mjs) renders a public page's
// content into #root, with the page's first data as JSON for the browser's query client.
// Rendered pages are kept per URL and day (the days counter and the footer's year change
// with the date) and dropped when the market data changes, as the read cache is.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { PAGE_STATUS_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from '../../domain/served-page.ts';
import { scriptSafeJson } from '../seo/head.ts';
import { projectPath } from '../project-root.ts';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  status: number;
  /** React Query's dehydrated state of the page's first queries; null when it has none. */
  queryState: unknown;
  /** True when the page asked for API data (its copy goes stale when the data changes). */
  usesData: boolean;
}

export interface RenderOptions {
  /** Answers a GET of the app's own API in the same process. */
  fetchApi?: (request: Request) => Promise<Response>;
  /** The server answers the path with 404: the page renders as the not-found page (ADR 119). */
  notFound?: boolean;
}

/** src/entry-server.tsx's renderPage. */
export type RenderPage = (url: string, options?: RenderOptions) => Promise<RenderedPage>;

/** Where `npm run build` writes the server renderer (vite.ssr.config.ts). */
export const SSR_ENTRY = projectPath('build', 'ssr', 'entry-server.mjs');

/** The built renderer, or null when the build has none (pages are then served without markup). */
export async function loadPageRenderer(entry: string = SSR_ENTRY): Promise<RenderPage | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
  if (typeof module.renderPage !== 'function') throw new Error(`${entry} does not export renderPage`);
  return module.renderPage;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;

const ROOT_OPENING = '<div id="root">';

/**
 * index.html with #root marked as a page the server answered with 404 (ADR 119): the browser
 * then shows the not-found page for the path without asking the API whether it exists.
 */
export function markNotFound(indexHtml: string): string {
  return indexHtml.replace(ROOT_OPENING, `<div id="root" ${PAGE_STATUS_ATTRIBUTE}="404">`);
}

/** index.html (with its head) holding the page's markup in #root and its first data before </body>. */
export function insertRenderedPage(indexHtml: string, page: RenderedPage): string {
  if (!EMPTY_ROOT.test(indexHtml)) return indexHtml;
  const data =
    page.queryState === null
      ? ''
      : `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(page.queryState)}</script>`;
  // A function replacement: `$` in the markup is text, not a pattern.
  return indexHtml.replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${data}`);
}

export interface RenderedPagesOptions {
  /** The renderer (or its pending import); null: no server rendering. */
  renderer: Promise<RenderPage | null> | RenderPage | null;
  fetchApi?: RenderOptions['fetchApi'];
  logger?: Logger;
  /** Most pages kept; the oldest is dropped past it. */
  limit?: number;
  /** Most not-found pages kept, apart from the pages (a path nobody links to must not push a page out). */
  notFoundLimit?: number;
  /** The current UTC day ('2026-11-26'); a page rendered on another day is rendered again. */
  today?: () => string;
}

interface Entry {
  day: string;
  page: Promise<RenderedPage | null>;
}

const utcDay = () => new Date().toISOString().slice(0, 10);
const pageKey = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * Rendered pages by URL (path and query), each rendered once per day and per state of the
 * data: a change of the market data drops them all (a page without data renders again in
 * milliseconds; pages with data must not outlive it).
 */
export class RenderedPages {
  readonly #entries = new Map<string, Entry>();
  readonly #notFound = new Map<string, Entry>();
  readonly #renderer: Promise<RenderPage | null>;
  readonly #options: RenderedPagesOptions;

  constructor(options: RenderedPagesOptions) {
    this.#options = options;
    this.#renderer = Promise.resolve(options.renderer).catch((error: unknown) => {
      options.logger?.error({ err: error }, 'The server renderer could not be loaded: pages are served without markup');
      return null;
    });
  }

  /** The page at `url` (absolute), or null when it cannot be rendered (served as the bare shell). */
  get(url: string): Promise<RenderedPage | null> {
    return this.#kept(this.#entries, this.#options.limit ?? 256, url, false);
  }

  /**
   * The page at `url` (absolute) as the not-found page, for a path the server answers with 404
   * (ADR 119); kept apart from the pages, in fewer entries.
   */
  getNotFound(url: string): Promise<RenderedPage | null> {
    return this.#kept(this.#notFound, this.#options.notFoundLimit ?? 64, url, true);
  }

  /** Drops every rendered page (the market data changed); renders in flight are not kept either. */
  invalidate(): void {
    this.#entries.clear();
    this.#notFound.clear();
  }

  #kept(entries: Map<string, Entry>, limit: number, url: string, notFound: boolean): Promise<RenderedPage | null> {
    const key = pageKey(url);
    const day = (this.#options.today ?? utcDay)();
    const cached = entries.get(key);
    if (cached && cached.day === day) return cached.page;
    if (entries.size >= limit) entries.delete(entries.keys().next().value!);
    const entry: Entry = { day, page: this.#render(url, notFound) };
    entries.set(key, entry);
    // A failed render is tried again by the next request.
    void entry.page.then((rendered) => {
      if (!rendered && entries.get(key) === entry) entries.delete(key);
    });
    return entry.page;
  }

  async #render(url: string, notFound: boolean): Promise<RenderedPage | null> {
    try {
      const render = await this.#renderer;
      if (!render) return null;
      return await render(
        url,
        notFound ? { fetchApi: this.#options.fetchApi, notFound } : { fetchApi: this.#options.fetchApi },
      );
    } catch (error) {
      this.#options.logger?.error({ err: error, url }, 'Server rendering failed: page served without markup');
      return null;
    }
  }
}
