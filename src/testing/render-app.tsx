// Render the whole app — its real routes, lazy modules and shell — at a given path.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { RouterNavigation } from '@/app/router-navigation';
import { createTestQueryClient, type RenderOptions } from './render';

export function renderApp(route = '/', { queryClient, userOptions }: Omit<RenderOptions, 'route'> = {}) {
  const client = queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [route] });
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
