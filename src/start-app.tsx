// The app's start, loaded by the entry (src/main.ts). When the server sent the page's markup
// (src/entry-server.tsx, ADR 093) it is hydrated: the modules of the page's routes and the page's first data (embedded as
// JSON) are loaded first, so the first render is the server's markup; otherwise the app
// renders from nothing.
//
// React DOM's renderer is imported when it is needed, not with this module: its first
// evaluation is a long task of its own (50–90 ms in Chromium at 4× CPU slowdown), and
// evaluated with the app's modules it made one task of over 100 ms (ADR 108). Its bytes
// are in the vendor chunk, which this module's own imports load anyway: no request more.
import { numberFormat } from '@domain/intl-formats';
import { startTransition, StrictMode } from 'react';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRoutes, preloadMatchedRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { HydrationEnd, ICU_START_MARK, startHydration } from './lib/hydration';
import { hydrateServerQueries, serverNotFoundPath } from './lib/server-state';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
const routes = createAppRoutes();
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient} serverNotFoundPath={serverNotFoundPath()}>
      <AppRouter routes={routes} />
    </AppProvider>
    <HydrationEnd />
  </StrictMode>
);

/** A task of its own, after whatever the browser has queued. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first Intl object a page builds starts ICU, a long task (ADR 096, 097). Every page
 * formats figures as it hydrates: ICU is started in a task of its own first, rather than
 * inside a module's evaluation or a slice of the hydration.
 */
async function startIntl(): Promise<void> {
  await nextTask();
  performance.mark(ICU_START_MARK);
  numberFormat().format(0);
  await nextTask();
}

/** React DOM's renderer, evaluated in a task of its own. */
async function loadRenderer() {
  await nextTask();
  return import('react-dom/client');
}

if (container.firstElementChild) {
  // The page's data and its route modules are taken up in a task after this module's
  // evaluation: matching the route table and asking for the modules were a third to a half
  // of that evaluation's long task (ADR 108).
  void nextTask()
    .then(() => {
      hydrateServerQueries(queryClient);
      return preloadMatchedRoutes(routes, window.location.pathname);
    })
    .then(loadRenderer)
    .then(
      async ({ hydrateRoot }) => {
        await startIntl();
        startHydration();
        // As a transition, hydration yields to the browser every few milliseconds instead of
        // holding the main thread for the whole page (input still hydrates what it touches first).
        startTransition(() => {
          hydrateRoot(container, app);
        });
      },
      // A page module that cannot load: render from nothing (the router shows its error).
      async () => (await loadRenderer()).createRoot(container).render(app),
    );
} else {
  void loadRenderer().then(({ createRoot }) => createRoot(container).render(app));
}
