// App-wide providers: React Query (spec defaults: retry once, no refetch on focus, 5 min
// garbage collection) and the auth state (AuthProvider: session, role, session events).
// The toaster (components/layout/lazy-toaster.tsx) and tooltips bring their own Radix
// providers so that Radix stays out of the entry bundle until needed. Tests pass their own
// QueryClient.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children, queryClient }: { children: React.ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
