// The hydrating render must produce the server's markup (ADR 093). Dates and times with a
// time of day are shown in the reader's time zone, which the server does not know: while
// the server renders, and while the browser hydrates, they are shown in UTC (and say so);
// later renders use the reader's zone.
import { useEffect } from 'react';
import { markAppReady } from './app-idle';

let hydrating = false;

/**
 * The User Timing mark the browser sets as it builds the page's first formatter, in a task of
 * its own before hydrating, once the ICU worker has answered (src/app/start-page.tsx, ADR 097,
 * 133): no Intl object is built before it (ADR 103).
 */
export const ICU_START_MARK = 'vaultmark:icu-start';

/** True in the server's render and in the browser's hydrating render. */
export function isHydrating(): boolean {
  return hydrating;
}

/** Called by the server renderer (for good) and by the browser before it hydrates. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * Rendered last in the page's Suspense boundary (components/layout/app-shell.tsx), which
 * hydrates after the site's frame (ADR 134), and in the error page without the frame: its
 * effect runs once the page's first render has committed (hydrating or not), and marks
 * <html data-app-ready> for tests and tools (and lets <html data-app-idle> follow, lib/app-idle.ts).
 */
export function HydrationEnd(): null {
  useEffect(() => {
    hydrating = false;
    document.documentElement.dataset.appReady = 'true';
    markAppReady();
  }, []);
  return null;
}
