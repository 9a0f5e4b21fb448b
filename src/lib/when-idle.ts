// Runs work when the browser is idle (requestIdleCallback), so it never competes with the
// page's first paint and its own requests; browsers without it (Safari) wait a moment instead.

/** How long a browser without requestIdleCallback waits before running idle work. */
export const IDLE_FALLBACK_DELAY_MS = 300;
/** Idle work runs at the latest this long after it was asked for, even on a busy page. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Schedules `work` for an idle moment; returns what cancels it. */
export function whenIdle(work: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, IDLE_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
