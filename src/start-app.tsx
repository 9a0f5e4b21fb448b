// The app's start, loaded by the entry (src/main.ts). When the server sent the page's markup
// (src/entry-server.tsx, ADR 093) it is hydrated: the modules of the page's routes and the page's first data (embedded as
// JSON) are loaded first, so the first render is the server's markup; otherwise the app
// renders from nothing.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRoutes, preloadMatchedRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { HydrationEnd, startHydration } from './lib/hydration';
import { hydrateServerQueries } from './lib/server-state';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
const routes = createAppRoutes();
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter routes={routes} />
    </AppProvider>
    <HydrationEnd />
  </StrictMode>
);

if (container.firstElementChild) {
  hydrateServerQueries(queryClient);
  void preloadMatchedRoutes(routes, window.location.pathname).then(
    () => {
      startHydration();
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (input still hydrates what it touches first).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    },
    // A page module that cannot load: render from nothing (the router shows its error).
    () => createRoot(container).render(app),
  );
} else {
  createRoot(container).render(app);
}
