// When the SPA refreshes the session (spec section 9): a tick every 30 s; a refresh once
// three ticks or fewer remain, which is the 90 s expiry margin; a failed refresh is
// retried after 200 ms, doubling up to 30 s.

export const SESSION_TICK_MS = 30_000;
export const SESSION_REFRESH_TICKS = 3;
export const SESSION_EXPIRY_MARGIN_MS = 90_000;
export const REFRESH_RETRY_FIRST_MS = 200;
export const REFRESH_RETRY_MAX_MS = 30_000;

/** True when the session expiring at `expiresAt` should be refreshed now. */
export function shouldRefreshSession(expiresAt: string, now: number): boolean {
  const remaining = new Date(expiresAt).getTime() - now;
  return remaining <= Math.max(SESSION_TICK_MS * SESSION_REFRESH_TICKS, SESSION_EXPIRY_MARGIN_MS);
}

/** The wait before the next retry of a failed refresh. */
export function nextRetryDelay(previousMs: number | null): number {
  return previousMs === null ? REFRESH_RETRY_FIRST_MS : Math.min(previousMs * 2, REFRESH_RETRY_MAX_MS);
}
