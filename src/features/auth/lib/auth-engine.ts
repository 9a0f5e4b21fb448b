// Everything the auth state needs from the outside world, loaded after the first render
// so the home page's entry bundle stays small: the session check (at start, when the tab
// comes back into view, when another tab signs in, before expiry, when a request of this
// signed-in tab is answered 401 because the session ended on the server), the role lookup once
// the user is known (a failed lookup means no role), sign-out, and the session events.
import type { SessionResponse } from '@domain/schemas/auth';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { onAppQueryClient } from '@/lib/query-client';
import { notify } from '@/stores/notifications-store';
import { getRole } from '../api/get-role';
import { getSession } from '../api/get-session';
import { signOutRequest } from '../api/sign-out';
import { emitAuthEvent, onAuthStateChange, type AuthEvent } from './auth-events';
import type { AuthAction, InternalAuthState } from './auth-state';
import { nextRetryDelay, SESSION_TICK_MS, shouldRefreshSession } from './session-timing';

export interface AuthEngine {
  /** Called with every new state: starts the role lookup and schedules refreshes. */
  update(state: InternalAuthState): void;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
  /** Looks the signed-in user's role up again (it is otherwise read once per user). */
  refreshRole(): Promise<void>;
  stop(): void;
}

/** The event that takes the state from what it is to what the server says. */
export function eventFor(state: InternalAuthState, found: SessionResponse): AuthEvent | null {
  if (!found) return state.user || !state.sessionKnown ? { type: 'SIGNED_OUT' } : null;
  if (!state.user || state.user.id !== found.user.id) return { type: 'SIGNED_IN', ...found };
  if (state.user.updatedAt !== found.user.updatedAt) return { type: 'USER_UPDATED', user: found.user };
  if (state.session?.expiresAt !== found.session.expiresAt) return { type: 'TOKEN_REFRESHED', session: found.session };
  return null;
}

/** True for a 401 answer, also when a query function wrapped it (withErrorText keeps it as the cause). */
export function isUnauthorized(error: unknown): boolean {
  const cause = error instanceof Error && !(error instanceof ApiError) ? error.cause : error;
  return cause instanceof ApiError && cause.status === 401;
}

/**
 * Calls `onUnauthorized` whenever a query or mutation of the app's query client fails with a
 * 401; returns the function that stops watching.
 */
function watchUnauthorized(onUnauthorized: () => void): () => void {
  let unsubscribeCaches: () => void = () => {};
  const watch = (client: QueryClient) => {
    unsubscribeCaches();
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isUnauthorized(event.action.error)) {
        onUnauthorized();
      }
    };
    const stopQueries = client.getQueryCache().subscribe(onEvent);
    const stopMutations = client.getMutationCache().subscribe(onEvent);
    unsubscribeCaches = () => {
      stopQueries();
      stopMutations();
    };
  };
  const stopListening = onAppQueryClient(watch);
  return () => {
    stopListening();
    unsubscribeCaches();
  };
}

export function startAuthEngine(dispatch: (action: AuthAction) => void, getState: () => InternalAuthState): AuthEngine {
  let stopped = false;
  const controller = new AbortController();

  /** Asks the server for the session and announces what changed. Throws when it cannot be reached. */
  const checkSession = async () => {
    const found = await getSession(controller.signal);
    const event = eventFor(getState(), found);
    // This tab learnt it from the server; the other tabs ask the server themselves.
    if (event && !stopped) emitAuthEvent(event, { crossTab: false });
  };

  const refresh = async () => {
    try {
      await checkSession();
    } catch {
      // Offline or the server is down: keep what we know; the next check corrects it.
      if (!stopped && !getState().sessionKnown) emitAuthEvent({ type: 'SIGNED_OUT' }, { crossTab: false });
    }
  };

  const stopListening = onAuthStateChange((event) => {
    // Another tab signed in: the cookie is shared, so ask the server who it is.
    if ('remote' in event) void refresh();
    else dispatch(event);
  });

  const onVisible = () => {
    // A tab coming back may have missed a sign-out or a password reset elsewhere.
    if (document.visibilityState === 'visible' && getState().sessionKnown) void refresh();
  };
  document.addEventListener('visibilitychange', onVisible);

  // A 401 while signed in: the session expired or was ended elsewhere (another device, an
  // admin). Asking the server signs this tab out, so /account and /admin stop showing a
  // signed-in page whose every request fails. One check at a time.
  let unauthorizedCheck: Promise<void> | null = null;
  const stopWatchingRequests = watchUnauthorized(() => {
    if (stopped || unauthorizedCheck || !getState().user) return;
    unauthorizedCheck = refresh().finally(() => {
      unauthorizedCheck = null;
    });
  });

  // The role, once per user.
  let roleLookupFor: string | null = null;
  const lookUpRole = (userId: string) => {
    roleLookupFor = userId;
    return getRole(controller.signal)
      .then((role) => dispatch({ type: 'ROLE_RESOLVED', userId, role }))
      .catch(() => {
        if (!stopped) dispatch({ type: 'ROLE_RESOLVED', userId, role: null });
      });
  };

  // Refresh before expiry: a tick every 30 s; a failed refresh retried with backoff.
  let tick: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay: number | null = null;
  let scheduledFor: string | null = null;
  const attemptRefresh = () => {
    checkSession().then(
      () => {
        retryDelay = null;
      },
      () => {
        if (stopped) return;
        retryDelay = nextRetryDelay(retryDelay);
        retryTimer = setTimeout(attemptRefresh, retryDelay);
      },
    );
  };
  const schedule = (expiresAt: string | null) => {
    if (expiresAt === scheduledFor) return;
    scheduledFor = expiresAt;
    clearInterval(tick);
    clearTimeout(retryTimer);
    retryDelay = null;
    if (!expiresAt) return;
    tick = setInterval(() => {
      if (retryDelay === null && shouldRefreshSession(expiresAt, Date.now())) attemptRefresh();
    }, SESSION_TICK_MS);
  };

  checkSession().catch(() => {
    if (!stopped) emitAuthEvent({ type: 'SIGNED_OUT' }, { crossTab: false });
  });

  return {
    update(state) {
      if (stopped) return;
      const userId = state.user?.id ?? null;
      if (userId && state.roleUserId !== userId && roleLookupFor !== userId) void lookUpRole(userId);
      if (!userId) roleLookupFor = null;
      schedule(state.session?.expiresAt ?? null);
    },
    async signOut() {
      try {
        await signOutRequest();
      } catch {
        notify({
          title: 'Sign out failed',
          description: 'Could not reach Vaultmark to end your session. Check your connection and try again.',
          variant: 'destructive',
        });
        return;
      }
      emitAuthEvent({ type: 'SIGNED_OUT' });
    },
    refresh,
    async refreshRole() {
      const userId = getState().user?.id;
      if (!stopped && userId) await lookUpRole(userId);
    },
    stop() {
      stopped = true;
      controller.abort();
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
      stopWatchingRequests();
      clearInterval(tick);
      clearTimeout(retryTimer);
    },
  };
}
