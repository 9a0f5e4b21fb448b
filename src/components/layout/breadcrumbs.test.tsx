import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
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
    expect(current.closest('a')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Bitcoin Treasury Starter' })).not.toBeInTheDocument();
  });

  it('uses an ordered list', () => {
    renderWithProviders(<Breadcrumbs />, { route: '/glossary' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('ol')).not.toBeNull();
  });

  it('is not shown on home', () => {
    renderWithProviders(<Breadcrumbs />, { route: '/' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
