// The server renderer (docs/decisions/093-first-paint-server-rendering.md): the app's routes rendered to
// HTML for one URL with react-router's static handler, so the page the server sends holds
// its content before any JavaScript runs; the browser then hydrates it (src/main.ts, then src/start-app.tsx).
// The home page is rendered without the router, as the browser starts it (ADR 131).
//
// Data pages: a first render finds the queries the page asks for on its first render; they
// are answered by the server's own API in the same process (the read cache the browser's
// requests use), the page is rendered again with their data, and that data goes into the
// page as JSON (<script type="application/json">, allowed by the CSP) so the browser starts
// with it instead of asking again. Only public data: the API is asked without cookies.
//
// Built by Vite's SSR build into build/ssr/ (vite.ssr.config.ts); the server imports it at
// start (server/ssr/page-renderer.ts).
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type * as React from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { HomeDocument } from './app/home-document';
import { isHomeDocument } from './app/home-path';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';
import { RouterNavigation } from './app/router-navigation';
import { setApiTransport } from './lib/api-client';
import { startHydration } from './lib/hydration';
import { createQueryClient } from './lib/query-client';

export interface RenderOptions {
  /** Answers a GET of the app's own API (`/api/...`) in the same process; none: data pages render without data. */
  fetchApi?: (request: Request) => Promise<Response>;
  /**
   * The server answers this path with 404 (its page resolver found nothing by that name):
   * the page renders as the browser will hydrate it, as the not-found page (ADR 119).
   */
  notFound?: boolean;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The status the route answered with (404 for the not-found page). */
  status: number;
  /** The page's first queries with their answers (React Query's dehydrated state), null when it asked for none. */
  queryState: unknown;
  /** True when the page shows API data (its rendered copy is stale when the data changes). */
  usesData: boolean;
}

/** How long the first queries of a page may take before it is rendered without them. */
const QUERY_TIMEOUT_MS = 2_000;

// The server's render is the one the browser's hydrating render must match (UTC dates).
startHydration();

let apiFetch: RenderOptions['fetchApi'] | null = null;
setApiTransport({
  origin: 'http://vaultmark.internal',
  fetch: (url, init) => {
    if (!apiFetch) return Promise.reject(new Error('No API in the server renderer'));
    // Public data only: no cookies, no credentials.
    return apiFetch(new Request(url, { method: init.method, headers: { Accept: 'application/json' } }));
  },
});

function render(page: React.ReactNode, queryClient: QueryClient, notFoundPath: string | null): string {
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient} serverNotFoundPath={notFoundPath}>
        {page}
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The page at `url` as the browser will start it: the home document without the router
 * (ADR 131), every other page under the router; with the status its route answers.
 */
async function pageAt(url: string, notFound: boolean): Promise<{ page: React.ReactNode; status: number }> {
  if (!notFound && isHomeDocument(new URL(url).pathname)) {
    // The route table's module for the page, as the browser loads it (src/start-home.tsx).
    const { Component: HomePage } = await import('./app/routes/home/home');
    return { page: <HomeDocument page={<HomePage />} />, status: 200 };
  }
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`The route for ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    page: (
      <RouterNavigation>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RouterNavigation>
    ),
    status: context.statusCode,
  };
}

/** Queries the first render created and would fetch on mount: enabled, without data. */
function pendingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        // The options of the hook that created it (observers are not subscribed on the server).
        (query.options as { enabled?: unknown }).enabled !== false &&
        query.options.queryFn,
    );
}

/** Renders the page at `url` (absolute, e.g. http://localhost/pricing) as the browser's first render would. */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const { page, status } = await pageAt(url, options.notFound ?? false);
  const queryClient = createQueryClient();
  const notFoundPath = options.notFound ? new URL(url).pathname : null;
  let html = render(page, queryClient, notFoundPath);
  const queries = options.fetchApi ? pendingQueries(queryClient) : [];
  let queryState: unknown = null;
  if (queries.length > 0) {
    apiFetch = options.fetchApi!;
    const timeout = new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS).unref?.());
    await Promise.race([Promise.allSettled(queries.map((query) => query.fetch().catch(() => undefined))), timeout]);
    // A query still in flight is put back as it was before its fetch: the page is rendered
    // without it, as if it had not been asked for. The browser's hydrating render has no fetch
    // in flight either (its queries start once it has mounted); a page showing one (the data
    // panel's 'Loading data...') would not match it.
    await queryClient.cancelQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' });
    const state = dehydrate(queryClient);
    if (state.queries.length > 0) {
      queryState = state;
      html = render(page, queryClient, notFoundPath);
    }
  }
  queryClient.clear();
  return { html, status, queryState, usesData: queries.length > 0 };
}
