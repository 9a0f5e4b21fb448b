// The pages' markup in the HTML the server sends (ADR 093): the SPA's server renderer
// (src/entry-server.tsx, built into build/ssr/entry-server.mjs) renders a public page's
// content into #root, with the page's first data as JSON for the browser's query client.
// Renders are bounded in number; the answers are kept by the page cache (page-cache.ts).
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
  /** Most renders at once; a page asked for beyond them is served without markup meanwhile. */
  maxConcurrent?: number;
}

/**
 * Renders at once. A render holds the event loop for tens of milliseconds: two keep both
 * cores busy without letting a flood of distinct pages starve every other request (ADR 183).
 */
export const MAX_CONCURRENT_RENDERS = 2;

/**
 * The server renderer with a bound on renders in flight. Pages are kept by the page cache
 * (server/ssr/page-cache.ts), which asks here only on a miss.
 */
export class RenderedPages {
  readonly #renderer: Promise<RenderPage | null>;
  readonly #options: RenderedPagesOptions;
  #inFlight = 0;
  /** Renders skipped because the bound was reached (diagnostics and tests). */
  skipped = 0;

  constructor(options: RenderedPagesOptions) {
    this.#options = options;
    this.#renderer = Promise.resolve(options.renderer).catch((error: unknown) => {
      options.logger?.error({ err: error }, 'The server renderer could not be loaded: pages are served without markup');
      return null;
    });
  }

  /** Renders in flight now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /**
   * The page at `url` (absolute), or null when it cannot be rendered now (served as the bare
   * shell, not kept): no renderer, a failed render, or as many renders in flight as allowed.
   */
  get(url: string): Promise<RenderedPage | null> {
    return this.#render(url, false);
  }

  /** The page at `url` (absolute) as the not-found page, for a path the server answers with 404 (ADR 119). */
  getNotFound(url: string): Promise<RenderedPage | null> {
    return this.#render(url, true);
  }

  async #render(url: string, notFound: boolean): Promise<RenderedPage | null> {
    if (this.#inFlight >= (this.#options.maxConcurrent ?? MAX_CONCURRENT_RENDERS)) {
      this.skipped += 1;
      return null;
    }
    this.#inFlight += 1;
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
    } finally {
      this.#inFlight -= 1;
    }
  }
}
