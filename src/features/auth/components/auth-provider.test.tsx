import { errorTexts } from '@domain/errors';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getAccountActivityQueryOptions } from '@/api/account/account-activity';
import { useAuth, type AuthContextValue } from '@/lib/account';
import { registerAppQueryClient } from '@/lib/query-client';
import { sessionFor, signedInHandlers, testUser } from '@/testing/auth-handlers';
import { allowConsoleError } from '@/testing/console';
import { server } from '@/testing/msw-server';
import { createTestQueryClient } from '@/testing/render';
import { useNotificationsStore } from '@/stores/notifications-store';
import { AUTH_CHANNEL, emitAuthEvent } from '../lib/auth-events';
import { SESSION_TICK_MS } from '../lib/session-timing';
import { AuthProvider } from './auth-provider';

function renderAuth() {
  const seen: AuthContextValue[] = [];
  const wrapper = ({ children }: { children: React.ReactNode }) => <AuthProvider>{children}</AuthProvider>;
  const view = renderHook(
    () => {
      const value = useAuth();
      seen.push(value);
      return value;
    },
    { wrapper },
  );
  return { ...view, seen };
}

/** Counts requests to a path, whatever the handler answers. */
function countRequests(path: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) counter.count += 1;
  });
  return counter;
}

describe('useAuth', () => {
  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    allowConsoleError(/useAuth must be used within an AuthProvider|The above error occurred/);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(errorTexts.useAuthOutsideProvider);
    expect(errorTexts.useAuthOutsideProvider).toBe('useAuth must be used within an AuthProvider');
  });
});

describe('AuthProvider', () => {
  it('is loading at first, then anonymous, without asking for a role', async () => {
    const roleRequests = countRequests('/api/me/role');
    const { result, seen } = renderAuth();
    expect(seen[0]).toMatchObject({ loading: true, user: null, session: null, role: null, isAdmin: false });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ user: null, session: null, role: null, isAdmin: false });
    expect(result.current.lastEvent).toBe('SIGNED_OUT');
    expect(roleRequests.count).toBe(0);
  });

  it('looks the role up once the user is known, and stays loading until it is resolved', async () => {
    let releaseRole: () => void = () => undefined;
    const roleGate = new Promise<void>((resolve) => (releaseRole = resolve));
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionFor())),
      http.get('*/api/me/role', async () => {
        await roleGate;
        return HttpResponse.json({ role: 'admin' });
      }),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.user?.id).toBe(testUser.id));
    expect(result.current).toMatchObject({ loading: true, role: null, isAdmin: false, lastEvent: 'SIGNED_IN' });
    expect(result.current.session?.expiresAt).toBe('2030-01-01T00:00:00.000Z');
    act(() => releaseRole());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('is signed in without admin rights when the user has no role', async () => {
    server.use(...signedInHandlers({ role: null }));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ role: null, isAdmin: false });
    expect(result.current.user?.full_name).toBe('Ada Lovelace');
  });

  it('treats a failed role lookup as no role', async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionFor())),
      http.get('*/api/me/role', () => HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 })),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.id).toBe(testUser.id);
    expect(result.current).toMatchObject({ role: null, isAdmin: false });
  });

  it('signs out on the server and tells the other tabs', async () => {
    server.use(...signedInHandlers({ role: 'admin' }));
    const signOuts = countRequests('/api/auth/sign-out');
    server.use(http.post('*/api/auth/sign-out', () => HttpResponse.json({ success: true })));
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    const heard: unknown[] = [];
    otherTab.onmessage = (message: MessageEvent) => heard.push(message.data);
    try {
      const { result } = renderAuth();
      await waitFor(() => expect(result.current.isAdmin).toBe(true));
      await act(() => result.current.signOut());
      expect(signOuts.count).toBe(1);
      expect(result.current).toMatchObject({ user: null, session: null, role: null, isAdmin: false, loading: false });
      expect(result.current.lastEvent).toBe('SIGNED_OUT');
      await waitFor(() => expect(heard).toEqual([{ type: 'SIGNED_OUT' }]));
    } finally {
      otherTab.close();
    }
  });

  it('signs out when another tab signs out', async () => {
    server.use(...signedInHandlers({ role: 'admin' }));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAdmin).toBe(true));
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    try {
      otherTab.postMessage({ type: 'SIGNED_OUT' });
      await waitFor(() => expect(result.current.user).toBeNull());
      expect(result.current).toMatchObject({ isAdmin: false, role: null, lastEvent: 'SIGNED_OUT' });
    } finally {
      otherTab.close();
    }
  });

  it('picks up a sign-in made in another tab', async () => {
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    server.use(...signedInHandlers({ role: null }));
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    try {
      otherTab.postMessage({ type: 'SIGNED_IN' });
      await waitFor(() => expect(result.current.user?.id).toBe(testUser.id));
      await waitFor(() => expect(result.current.loading).toBe(false));
    } finally {
      otherTab.close();
    }
  });

  it('keeps the session when sign-out fails, and says so', async () => {
    server.use(
      ...signedInHandlers({ role: null }),
      http.post('*/api/auth/sign-out', () => HttpResponse.error()),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.signOut());
    expect(result.current.user?.id).toBe(testUser.id);
    expect(useNotificationsStore.getState().queue.map((item) => item.title)).toEqual(['Sign out failed']);
  });

  it('refreshes the session before it expires (TOKEN_REFRESHED), retrying after failures', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const soon = new Date(Date.now() + 60_000).toISOString();
    const later = '2031-01-01T00:00:00.000Z';
    let answers = 0;
    server.use(
      http.get('*/api/auth/get-session', async () => {
        answers += 1;
        if (answers === 1) return HttpResponse.json(sessionFor(testUser, soon));
        if (answers === 2) return HttpResponse.error();
        await delay(1);
        return HttpResponse.json(sessionFor(testUser, later));
      }),
      http.get('*/api/me/role', () => HttpResponse.json({ role: null })),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.session?.expiresAt).toBe(soon);
    // One tick: 60 s left is within three ticks, so it refreshes; the first try fails…
    await act(() => vi.advanceTimersByTimeAsync(SESSION_TICK_MS));
    // …and the retry 200 ms later succeeds.
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(result.current.session?.expiresAt).toBe(later));
    expect(result.current.lastEvent).toBe('TOKEN_REFRESHED');
    expect(result.current.user?.id).toBe(testUser.id);
  });

  it('notices a changed user (USER_UPDATED) and an ended session when the tab comes back', async () => {
    server.use(...signedInHandlers({ role: null }));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));

    const renamed = { ...testUser, full_name: 'Ada King', name: 'Ada King', updatedAt: '2026-11-20T10:00:00.000Z' };
    server.use(...signedInHandlers({ role: null, user: renamed }));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(result.current.user?.full_name).toBe('Ada King'));
    expect(result.current.lastEvent).toBe('USER_UPDATED');

    server.use(http.get('*/api/auth/get-session', () => HttpResponse.json(null)));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.lastEvent).toBe('SIGNED_OUT');
  });

  it('signs out when a request of the signed-in tab is answered 401 (the session ended on the server)', async () => {
    server.use(...signedInHandlers({ role: null }));
    const queryClient = createTestQueryClient();
    registerAppQueryClient(queryClient);
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.id).toBe(testUser.id);

    const sessionChecks = countRequests('/api/auth/get-session');
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(null)),
      http.get('*/api/me/activity', () =>
        HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' }, { status: 401 }),
      ),
    );
    await act(() => queryClient.prefetchQuery(getAccountActivityQueryOptions()));
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.lastEvent).toBe('SIGNED_OUT');
    expect(sessionChecks.count).toBe(1);
  });

  it('marks a password recovery', async () => {
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => emitAuthEvent({ type: 'PASSWORD_RECOVERY' }, { crossTab: false }));
    expect(result.current).toMatchObject({ passwordRecovery: true, lastEvent: 'PASSWORD_RECOVERY' });
  });

  it('shows a consumer the state', async () => {
    server.use(...signedInHandlers({ role: 'admin' }));
    function Who() {
      const auth = useAuth();
      return <p>{auth.loading ? 'loading' : `${auth.user?.full_name} admin=${String(auth.isAdmin)}`}</p>;
    }
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace admin=true')).toBeInTheDocument();
  });
});
