// App-wide providers: React Query (spec defaults: retry once, no refetch on focus, 5 min
// garbage collection) and the toast provider (4 s per toast). Tooltips bring their own
// provider with the spec's 700/300 ms delays (see components/ui/tooltip.tsx) so that Radix
// popper stays out of the entry bundle. Tests pass their own QueryClient.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { ui } from '@/config/site';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children, queryClient }: { children: React.ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider duration={ui.toastDurationMs} label="Notifications">
        {children}
      </ToastProvider>
    </QueryClientProvider>
  );
}
