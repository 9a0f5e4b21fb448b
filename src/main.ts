// The browser entry: the stylesheet, a worker that loads ICU's data (ADR 133), then the app
// (or, on the home page, the home document: ADR 131). A page the server rendered (ADR 093) is
// readable before any script runs, so it is painted first and the app — React and the
// libraries, most of the bytes — is fetched after that paint; an empty page starts it at once.
import './index.css';
import { isHomeDocument } from './app/home-path';
import { startIcu } from './lib/icu-start';

/** The longest the app waits for the first paint (a tab opened in the background paints none). */
const PAINT_WAIT_MS = 1_000;

/**
 * Resolves once the browser reports the page's first contentful paint (the paint timing
 * entry arrives when the frame has been shown, not merely drawn), or after PAINT_WAIT_MS.
 * Without the paint timing API: after the next frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_MS);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      // A task after the next frame's callbacks: the frame itself is drawn by then.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

// ICU's data loads in a worker while the page paints: the page waits for it before
// hydrating (ADR 133).
const icuStarted = startIcu();
const rendered = Boolean(document.getElementById('root')?.firstElementChild);
// The home page the server rendered starts without the router (ADR 131); every other page,
// and a home page the server could not render, with the whole app.
const start =
  rendered && isHomeDocument(window.location.pathname)
    ? () => import('./start-home').then(({ startHome }) => startHome(icuStarted))
    : () => import('./start-app').then(({ startApp }) => startApp(icuStarted));
void (rendered ? afterFirstPaint() : Promise.resolve()).then(start);
