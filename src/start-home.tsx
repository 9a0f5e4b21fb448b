// The home page's start on its first load (ADR 131): the page the server rendered is hydrated
// without the router, in the site's frame, so its links are ordinary links and the next page
// loads rendered from the server, with the app (src/start-app.tsx). The page's data is in the
// page (ADR 093). Should the page's module fail to load, the served page stays as it is:
// readable, and its links work; should the page fail to render, its place says so.
import { StrictMode } from 'react';
import type * as React from 'react';
import { HomeDocument } from './app/home-document';
import { AppProvider } from './app/provider';
import { startPage } from './app/start-page';
import { createQueryClient } from './lib/query-client';
import { hydrateServerQueries } from './lib/server-state';

/** Hydrates the home page; `icuStarted` is the entry's ICU worker (src/lib/icu-start.ts, ADR 133). */
export function startHome(icuStarted: Promise<void>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');

  const queryClient = createQueryClient();
  /** The route table's module for the home page, loaded before hydrating (in a task of its own). */
  let HomePage: React.ComponentType | null = null;
  startPage(
    container,
    () => (
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <HomeDocument page={HomePage ? <HomePage /> : null} />
        </AppProvider>
      </StrictMode>
    ),
    async () => {
      hydrateServerQueries(queryClient);
      HomePage = (await import('./app/routes/home/home')).Component;
    },
    { icuStarted, ifPrepareFails: 'keep-served-page' },
  );
}
