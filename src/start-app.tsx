// The app's start, loaded by the entry (src/main.ts) on every page but the home page's first
// load (src/start-home.tsx). When the server sent the page's markup (src/entry-server.tsx,
// ADR 093) it is hydrated: the modules of the page's routes and the page's first data
// (embedded as JSON) are loaded first, so the first render is the server's markup; otherwise
// the app renders from nothing (src/app/start-page.tsx).
import { StrictMode } from 'react';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, createAppRoutes, preloadMatchedRoutes, type AppDataRouter } from './app/router';
import { nextTask, startPage } from './app/start-page';
import { createQueryClient } from './lib/query-client';
import { hydrateServerQueries, serverNotFoundPath } from './lib/server-state';

/** Starts the app; `icuStarted` is the entry's ICU worker (src/lib/icu-start.ts, ADR 133). */
export function startApp(icuStarted: Promise<void>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');

  const queryClient = createQueryClient();
  const routes = createAppRoutes();
  /** Made before hydrating, on a page the server rendered; else by the first render. */
  let router: AppDataRouter | undefined;
  startPage(
    container,
    () => (
      <StrictMode>
        <AppProvider queryClient={queryClient} serverNotFoundPath={serverNotFoundPath()}>
          <AppRouter routes={routes} router={router} />
        </AppProvider>
      </StrictMode>
    ),
    async () => {
      hydrateServerQueries(queryClient);
      // Matching the route table and asking for the page's modules (a preload link for each
      // of their chunks) in a task after the page's data, not in the same one (ADR 134).
      await nextTask();
      await preloadMatchedRoutes(routes, window.location.pathname);
      // Making the router (reading the address, matching the route table, its first state) took
      // 10–15 ms of the hydrating render's first slice: here it is a task of its own (ADR 134).
      await nextTask();
      router = createAppRouter(routes);
    },
    { icuStarted },
  );
}
