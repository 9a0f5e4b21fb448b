// How a page's app starts in the browser (ADR 093, 108): when the server sent the page's
// markup it is hydrated, after `prepare` has put in what the first render needs to match it
// (the page's data, its modules); otherwise the app renders from nothing. Used by the app
// (src/start-app.tsx) and by the home page, which starts without the router (src/start-home.tsx,
// ADR 131).
//
// React DOM's renderer is imported when it is needed, not with this module: its first
// evaluation is a long task of its own (50–90 ms in Chromium at 4× CPU slowdown), and
// evaluated with the app's modules it made one task of over 100 ms (ADR 108). Its bytes
// are in the vendor chunk, which the callers' own imports load anyway: no request more.
import { numberFormat } from '@domain/intl-formats';
import { startTransition } from 'react';
import type * as React from 'react';
import { ICU_START_MARK, startHydration } from '@/lib/hydration';

/** A task of its own, after whatever the browser has queued. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first Intl object a page builds starts ICU, a long task (ADR 096, 097). Every page
 * formats figures as it hydrates: once the entry's worker has loaded ICU's data (ADR 133),
 * the page's first formatter is built in a task of its own, rather than inside a module's
 * evaluation or a slice of the hydration (should the worker not have run, that task loads
 * the data itself).
 */
async function startIntl(icuStarted: Promise<void>): Promise<void> {
  await icuStarted;
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

/**
 * Starts the app in `container`: on a page the server rendered, `prepare` first loads what
 * the first render needs to match its markup; `app` makes the app's element.
 */
export function startPage(
  container: HTMLElement,
  app: () => React.ReactNode,
  prepare: () => void | Promise<void>,
  {
    icuStarted,
    ifPrepareFails = 'render-app',
  }: {
    /** Resolves once the entry's worker has loaded ICU's data, or could not (src/lib/icu-start.ts). */
    icuStarted: Promise<void>;
    /**
     * When `prepare` fails (a module that cannot load): render the app from nothing (the
     * router shows its error), or leave the served page as it is.
     */
    ifPrepareFails?: 'render-app' | 'keep-served-page';
  },
): void {
  if (!container.firstElementChild) {
    void loadRenderer().then(({ createRoot }) => createRoot(container).render(app()));
    return;
  }
  // What the page needs is taken up in a task after the calling module's evaluation:
  // matching the route table and asking for the modules were a third to a half of that
  // evaluation's long task (ADR 108).
  void nextTask()
    .then(prepare)
    .then(loadRenderer)
    .then(
      async ({ hydrateRoot }) => {
        await startIntl(icuStarted);
        startHydration();
        // As a transition, hydration yields to the browser every few milliseconds instead of
        // holding the main thread for the whole page (input still hydrates what it touches first).
        startTransition(() => {
          hydrateRoot(container, app());
        });
      },
      async () => {
        if (ifPrepareFails === 'render-app') (await loadRenderer()).createRoot(container).render(app());
      },
    );
}
