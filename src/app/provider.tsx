// App-wide providers: React Query (spec defaults: retry once, no refetch on focus, 5 min
// garbage collection) and the auth state (AuthProvider: session, role, session events).
// The toaster (components/layout/lazy-toaster.tsx) and tooltips bring their own Radix
// providers so that Radix stays out of the entry bundle until needed. Tests pass their own
// QueryClient. The client is registered as the app's, for the holdings store's view of the cache.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient, registerAppQueryClient } from '@/lib/query-client';

export function AppProvider({ children, queryClient }: { children: React.ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Idempotent (the same client each render), so it may run during render: the store's view
  // is bound before any child reads it.
  registerAppQueryClient(client);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
