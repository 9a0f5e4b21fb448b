// The route error page when a page's code cannot be fetched: after a deploy it asks for a
// reload; offline it says so and reloads by itself once the connection is back.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '@/testing/console';
import { OFFLINE_PAGE_DESCRIPTION, OFFLINE_PAGE_TITLE, RouteError } from './route-error';
import { RouterNavigation } from './router-navigation';

function renderFailedModule() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>Loading</p>,
        lazy: () =>
          Promise.reject(
            new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/glossary-1.js'),
          ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <RouterNavigation>
      <RouterProvider router={router} />
    </RouterNavigation>,
  );
}

function stubConnection(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

function stubReload() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  return reload;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError for a page module that could not load', () => {
  it('asks for a reload when the site was updated (online)', async () => {
    allowConsoleError(/dynamically imported module|Error handled by React Router/);
    stubConnection(true);
    renderFailedModule();
    expect(await screen.findByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('says the visitor is offline, not that the site was updated, and reloads when the connection is back', async () => {
    allowConsoleError(/dynamically imported module|Error handled by React Router/);
    stubConnection(false);
    const reload = stubReload();
    renderFailedModule();
    expect(await screen.findByRole('heading', { level: 1, name: OFFLINE_PAGE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_PAGE_DESCRIPTION)).toBeInTheDocument();
    expect(screen.queryByText(/The site was updated/)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // The page rendered outside act (the route's module failed later): let React run its
    // effects, the `online` listener among them, before the connection comes back. Without
    // this the event could fire first on a loaded machine.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- it runs React's pending effects (above)
    await act(async () => {});

    stubConnection(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
