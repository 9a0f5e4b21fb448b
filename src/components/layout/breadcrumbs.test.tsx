import { act, screen, within } from '@testing-library/react';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageCrumbHandle } from '@/hooks/use-page-crumb';
import { ServerNotFoundContext } from '@/hooks/use-server-not-found';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { Breadcrumbs } from './breadcrumbs';

function crumbs() {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(within(nav).getByRole('list')).getAllByRole('listitem');
}

function crumbLabels() {
  return crumbs().map((item) => item.textContent);
}

describe('Breadcrumbs', () => {
  it.each([
    ['/programs', ['Home', 'Advisory Services']],
    ['/live-webinars', ['Home', 'Education Programs']],
    ['/pricing', ['Home', 'Programs']],
    ['/bitcoin-treasury', ['Home', 'Pure Bitcoin Treasury']],
    ['/green-vault-index', ['Home', 'GreenVault ESG Index']],
    ['/bitcoin-treasury-starter', ['Home', 'Pure Bitcoin Treasury', 'Bitcoin Treasury Starter']],
    ['/glossary', ['Home', 'Resources', 'Glossary']],
    ['/does-not-exist', ['Home', 'Page']],
  ])('on %s shows %j', (route, expected) => {
    renderWithProviders(<Breadcrumbs />, { route });
    expect(crumbLabels()).toEqual(expected);
  });

  it('links the parents and marks the last crumb as the current page', () => {
    renderWithProviders(<Breadcrumbs />, { route: '/bitcoin-treasury-starter' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Pure Bitcoin Treasury' })).toHaveAttribute(
      'href',
      '/bitcoin-treasury',
    );
    const current = within(nav).getByText('Bitcoin Treasury Starter');
    expect(current).toHaveAttribute('aria-current', 'page');
    // eslint-disable-next-line testing-library/no-node-access -- the current crumb is text, not a link, and the trail an ordered list
    expect(current.closest('a')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Bitcoin Treasury Starter' })).not.toBeInTheDocument();
  });

  it('uses an ordered list', () => {
    renderWithProviders(<Breadcrumbs />, { route: '/glossary' });
    // eslint-disable-next-line testing-library/no-node-access -- the current crumb is text, not a link, and the trail an ordered list
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('ol')).not.toBeNull();
  });

  it('is not shown on home', () => {
    renderWithProviders(<Breadcrumbs />, { route: '/' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  describe('a page that names itself from its data (a route handle)', () => {
    const holderQuery = (ticker: string) =>
      queryOptions({
        queryKey: ['crumb-test', ticker],
        queryFn: (): Promise<{ name: string }> => new Promise(() => {}),
      });
    const handle = pageCrumbHandle(
      (params) => holderQuery(params.ticker ?? '').queryKey,
      (data) => ({ label: data.name, parent: { label: 'GreenVault ESG Index', path: '/green-vault-index' } }),
      (error) => error instanceof Error && error.message === 'no such holder',
    );

    function renderAt(route: string, data?: { name: string }, serverNotFound: string | null = null) {
      const queryClient = createTestQueryClient();
      if (data) queryClient.setQueryData(holderQuery('ABC').queryKey, data);
      renderWithProviders(
        <ServerNotFoundContext.Provider value={serverNotFound}>
          <Breadcrumbs />
        </ServerNotFoundContext.Provider>,
        { route, path: '/company/:ticker', handle, queryClient },
      );
      return queryClient;
    }

    function failRead(queryClient: QueryClient, ticker: string, message: string) {
      return act(() =>
        queryClient.prefetchQuery({
          queryKey: holderQuery(ticker).queryKey,
          queryFn: () => Promise.reject(new Error(message)),
          retry: false,
        }),
      );
    }

    it('gives a page the server answered with 404 (an unknown holder) the not-found trail', () => {
      renderAt('/company/NOPE', undefined, '/company/NOPE');
      expect(crumbLabels()).toEqual(['Home', 'Page']);
    });

    it('gives a page whose read answered "not found" the not-found trail', async () => {
      const queryClient = renderAt('/company/ABC');
      expect(crumbLabels()).toEqual(['Home', 'Pure Bitcoin Treasury', 'Holder']);
      await failRead(queryClient, 'ABC', 'no such holder');
      expect(crumbLabels()).toEqual(['Home', 'Page']);
    });

    it('keeps the trail when the read failed for another reason', async () => {
      const queryClient = renderAt('/company/ABC');
      await failRead(queryClient, 'ABC', 'Failed to fetch holder data');
      expect(crumbLabels()).toEqual(['Home', 'Pure Bitcoin Treasury', 'Holder']);
    });

    it('shows the name and parent from the data already in the cache, on the first render', () => {
      renderAt('/company/ABC', { name: 'Example Holdings plc' });
      expect(crumbLabels()).toEqual(['Home', 'GreenVault ESG Index', 'Example Holdings plc']);
    });

    it("shows the route table's label until the data arrives, then the name", () => {
      const queryClient = renderAt('/company/ABC');
      expect(crumbLabels()).toEqual(['Home', 'Pure Bitcoin Treasury', 'Holder']);
      act(() => {
        queryClient.setQueryData(holderQuery('ABC').queryKey, { name: 'Example Holdings plc' });
      });
      expect(crumbLabels()).toEqual(['Home', 'GreenVault ESG Index', 'Example Holdings plc']);
    });

    it("ignores another page's data", () => {
      const queryClient = renderAt('/company/XYZ');
      act(() => {
        queryClient.setQueryData(holderQuery('ABC').queryKey, { name: 'Example Holdings plc' });
      });
      expect(crumbLabels()).toEqual(['Home', 'Pure Bitcoin Treasury', 'Holder']);
    });
  });
});
