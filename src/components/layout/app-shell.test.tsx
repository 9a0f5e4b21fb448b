import { screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { AppShell, MAIN_CONTENT_ID } from './app-shell';

function Page() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Page {params.get('tab') ?? ''}</h1>
      <button type="button" onClick={() => setParams({ tab: 'two' })}>
        Second tab
      </button>
    </>
  );
}

describe('AppShell', () => {
  it('moves focus to main after an in-app navigation, not on the first page or a query change', async () => {
    const { user } = renderWithProviders(
      <AppShell>
        <Page />
      </AppShell>,
    );
    // eslint-disable-next-line testing-library/no-node-access -- the skip link's target, by its id
    const main = document.getElementById(MAIN_CONTENT_ID)!;
    expect(main).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Second tab' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('button', { name: 'Second tab' })).toHaveFocus();

    // A header link stays focused in the old page; the new page is read from its start.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(main).toHaveFocus());
  });

  it('leaves focus where the new page put it inside main', async () => {
    function Focusing() {
      return <Link to="/next">Next</Link>;
    }
    const { user } = renderWithProviders(
      <AppShell>
        <Focusing />
      </AppShell>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    await user.click(link);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(link).toHaveFocus();
  });
});

describe('AppShell on a page the server rendered', () => {
  it('hydrates the frame first, runs its effects, then hydrates the page in a commit of its own', async () => {
    /** document.title as the page saw it when it rendered; the frame's effect sets the title. */
    const titlesSeenByPage: string[] = [];
    function ServedPage() {
      titlesSeenByPage.push(document.title);
      return <h1>Served page</h1>;
    }
    const tree = () => (
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '*',
                element: (
                  <AppShell>
                    <ServedPage />
                  </AppShell>
                ),
              },
            ],
            { initialEntries: ['/pricing'] },
          )}
        />
      </AppProvider>
    );

    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    document.title = 'Before hydration';
    titlesSeenByPage.length = 0;
    delete document.documentElement.dataset.appReady;
    const errors: unknown[] = [];
    // As in the browser: React schedules the page's hydration itself, outside act().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) });
    try {
      // The page's boundary ends the hydration (HydrationEnd marks the document).
      await waitFor(() => expect(document.documentElement.dataset.appReady).toBe('true'));
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }

    expect(errors).toEqual([]);
    // With the page in the frame's render, it would render before any effect had run.
    expect(titlesSeenByPage.length).toBeGreaterThan(0);
    expect(titlesSeenByPage).not.toContain('Before hydration');
  });
});
