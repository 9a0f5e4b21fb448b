// The auth state of the SPA (useAuth): user, session, role, isAdmin, loading. The spec's
// session events (signed in, signed out, token refreshed, password recovery, user
// updated) are the only way it changes (lib/auth-state.ts). The code that talks to the
// server (lib/auth-engine.ts) loads right after the first render, outside the entry bundle.
import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type * as React from 'react';
import { AuthContext, type AuthContextValue } from '@/lib/account';
import type { AuthEngine } from '../lib/auth-engine';
import { authReducer, initialAuthState, publicAuthState, type AuthAction } from '../lib/auth-state';

const loadEngine = () => import('../lib/auth-engine');

/**
 * What the engine says changed re-renders every reader of the auth state (the header, the
 * account links, the page views' record): as a transition, that render yields to the browser
 * every few milliseconds instead of holding the main thread for the whole shell. The first of
 * them comes right after the page has hydrated, when the session check answers (ADR 134).
 */
const inTransition =
  (dispatch: React.Dispatch<AuthAction>) =>
  (action: AuthAction): void => {
    startTransition(() => dispatch(action));
  };

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const stateRef = useRef(state);
  const engineRef = useRef<AuthEngine | null>(null);
  const engineReady = useRef<Promise<AuthEngine | null> | null>(null);

  useEffect(() => {
    stateRef.current = state;
    engineRef.current?.update(state);
  }, [state]);

  useEffect(() => {
    let engine: AuthEngine | null = null;
    let stopped = false;
    engineReady.current = loadEngine().then(
      ({ startAuthEngine }) => {
        if (stopped) return null;
        engine = startAuthEngine(inTransition(dispatch), () => stateRef.current);
        engineRef.current = engine;
        engine.update(stateRef.current);
        return engine;
      },
      () => {
        // The code could not be loaded (offline): nobody can be signed in from here.
        if (!stopped) dispatch({ type: 'SIGNED_OUT' });
        return null;
      },
    );
    return () => {
      stopped = true;
      engine?.stop();
      engineRef.current = null;
    };
  }, []);

  const signOut = useCallback(async () => {
    await (await engineReady.current)?.signOut();
  }, []);
  const refresh = useCallback(async () => {
    await (await engineReady.current)?.refresh();
  }, []);

  const refreshRole = useCallback(async () => {
    await (await engineReady.current)?.refreshRole();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...publicAuthState(state), signOut, refresh, refreshRole }),
    [state, signOut, refresh, refreshRole],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
