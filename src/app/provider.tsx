// App-wide providers: React Query (spec defaults: retry once, no refetch on focus, 5 min
// garbage collection) and the auth state (AuthProvider: session, role, session events).
// The toaster (components/layout/lazy-toaster.tsx) and tooltips bring their own Radix
// providers so that Radix stays out of the entry bundle until needed. Tests pass their own
// QueryClient. The client is registered as the app's, for the holdings store's view of the cache.
// The path the server answered with 404, if any, is given to the routes (ADR 119).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ServerNotFoundContext } from '@/hooks/use-server-not-found';
import { createQueryClient, registerAppQueryClient } from '@/lib/query-client';

export function AppProvider({
  children,
  queryClient,
  serverNotFoundPath = null,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
  /** The path the server answered with 404 on this page load (ADR 119). */
  serverNotFoundPath?: string | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Idempotent (the same client each render), so it may run during render: the store's view
  // is bound before any child reads it.
  registerAppQueryClient(client);
  return (
    <QueryClientProvider client={client}>
      <ServerNotFoundContext value={serverNotFoundPath}>
        <AuthProvider>{children}</AuthProvider>
      </ServerNotFoundContext>
    </QueryClientProvider>
  );
}
