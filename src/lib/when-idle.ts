// Runs work when the browser is idle (requestIdleCallback), so it never competes with the
// page's first paint and its own requests; browsers without it (Safari) wait a moment instead.
// Until the work has run (and settled, if it returns a promise) the page is not idle
// (<html data-app-idle>, lib/app-idle.ts).
import { holdAppIdle } from './app-idle';

/** How long a browser without requestIdleCallback waits before running idle work. */
export const IDLE_FALLBACK_DELAY_MS = 300;
/** Idle work runs at the latest this long after it was asked for, even on a busy page. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Schedules `work` for an idle moment; returns what cancels it. */
export function whenIdle(work: () => void | Promise<unknown>, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  const release = holdAppIdle();
  const run = () => {
    try {
      const result = work();
      if (result instanceof Promise) result.then(release, release);
      else release();
    } catch (error) {
      release();
      throw error;
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(handle);
      release();
    };
  }
  const timer = window.setTimeout(run, IDLE_FALLBACK_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    release();
  };
}
