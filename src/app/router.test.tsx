import { routes, routeTable } from '@domain/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setReducedMotion } from '@/testing/browser-stubs';
import { renderApp } from '@/testing/render-app';
import { routeModules } from './router';

describe('app routes', () => {
  it('has one lazy module per route of the route table', () => {
    expect(Object.keys(routeModules).sort()).toEqual(Object.keys(routes).sort());
  });

  it('shows a loading spinner until the first page module has loaded', async () => {
    renderApp('/pricing');
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the next page module loads', async () => {
    const { router } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    let navigation: Promise<void> | undefined;
    act(() => {
      navigation = router.navigate('/mnav-calculator');
    });
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    await act(() => navigation);
    expect(await screen.findByRole('heading', { level: 1, name: 'mNAV Calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('renders the shell: header, breadcrumbs, main and footer', async () => {
    renderApp('/glossary');
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument());
    // The site header (PageHeader's <header> inside <main> is not a banner in browsers, but jsdom counts it).
    expect(screen.getAllByRole('banner')[0]).toHaveAttribute('data-slot', 'site-header');
    expect(screen.getByRole('main')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Vaultmark. All rights reserved.`),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  });

  it('sets the document title from the route table', async () => {
    renderApp('/bitcoin-treasury');
    await screen.findByRole('heading', { level: 1, name: 'Pure Bitcoin Treasury Index' });
    expect(document.title).toBe('Pure Bitcoin Treasury Index | Vaultmark');
  });

  it("titles home 'Vaultmark — …' and shows no breadcrumbs there", async () => {
    setReducedMotion(true);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Bitcoin treasury decisions/ });
    expect(document.title).toBe('Vaultmark — Corporate Bitcoin Treasury Education & Market Intelligence');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    await screen.findByTestId('featured-quote');
  });

  it('answers an unknown path with the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('/no/such/page')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: /Free assessment/ })).toHaveAttribute('href', '/assessment');
    expect(within(main).getByRole('link', { name: /Resources/ })).toHaveAttribute('href', '/resources');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Page']);
    expect(document.title).toBe('Page Not Found | Vaultmark');
  });

  it.each(
    [
      '/auth',
      '/password-reset',
      '/programs',
      '/assessment',
      '/learning-frameworks',
      '/live-webinars',
      '/pricing',
      '/schedule-consultation',
      '/bitcoin-treasury',
      '/green-vault-index',
      '/mnav-calculator',
      '/bitcoin-treasury-starter',
    ].map((path) => [path, routeTable.find((entry) => entry.path === path)?.title ?? '']),
  )('%s renders its page with the h1 %j', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming soon|placeholder|lorem ipsum|not implemented/i);
  });
});
