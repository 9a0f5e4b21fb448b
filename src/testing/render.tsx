// Render a component inside the app providers and a memory router (the whole app at a path:
// render-app.tsx).
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { RouterNavigation } from '@/app/router-navigation';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The path pattern `ui` is routed at (its params come from `route`), and the route's handle. */
  path?: string;
  handle?: unknown;
  queryClient?: QueryClient;
  /** Options for userEvent.setup (e.g. advanceTimers with fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderWithProviders(
  ui: React.ReactNode,
  { route = '/', path = '*', handle, queryClient, userOptions }: RenderOptions = {},
) {
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([{ path, handle, element: ui }], { initialEntries: [route] });
  const user = userEvent.setup(userOptions);
  const result = render(
    <AppProvider queryClient={client}>
      <RouterNavigation>
        <RouterProvider router={router} />
      </RouterNavigation>
    </AppProvider>,
  );
  return { ...result, user, router, queryClient: client };
}
