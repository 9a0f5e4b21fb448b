import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';
import { HeaderAccountActions } from './header-account-actions';

describe('Header', () => {
  it('links the logo home', () => {
    renderWithProviders(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Vaultmark' })).toHaveAttribute('href', '/');
  });

  it('has the main links in order', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Assessment', '/assessment'],
      ['Programs', '/programs'],
      ['Live Events', '/live-webinars'],
      ['Pricing', '/pricing'],
      ['Resources', '/resources'],
    ]);
  });

  it('marks the current page link', () => {
    renderWithProviders(<Header />, { route: '/pricing' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  });

  it('has a Schedule Consultation button', () => {
    renderWithProviders(<Header />);
    const banner = screen.getByRole('banner');
    const links = within(banner).getAllByRole('link', { name: 'Schedule Consultation' });
    expect(links[0]).toHaveAttribute('href', '/schedule-consultation');
  });

  it('opens the Market Intelligence menu with its items', async () => {
    const { user } = renderWithProviders(<Header />);
    const trigger = screen.getByRole('button', { name: 'Market Intelligence' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.querySelector('span')?.textContent, item.getAttribute('href')])).toEqual([
      ['mNAV Calculator', '/mnav-calculator'],
      ['Pure Bitcoin Treasury Index', '/bitcoin-treasury'],
      ['GreenVault ESG Index', '/green-vault-index'],
      ['Bitcoin Treasury Starter', '/bitcoin-treasury-starter'],
      ['ETFs, Governments & Combined', '/holdings'],
      ['Index Performance', '/performance-chart'],
      ['Weight Calculator', '/weight-calculator'],
    ]);
  });

  it('opens the Market Intelligence menu from the keyboard and follows an item', async () => {
    const { user, router } = renderWithProviders(<Header />);
    screen.getByRole('button', { name: 'Market Intelligence' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const first = within(menu).getAllByRole('menuitem')[0];
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /Pure Bitcoin Treasury Index/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/bitcoin-treasury');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows no Sign Out or Admin button to an anonymous visitor', () => {
    renderWithProviders(<Header />);
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });
});

describe('HeaderAccountActions', () => {
  it('renders nothing for an anonymous visitor', () => {
    const { container } = renderWithProviders(<HeaderAccountActions account={{ status: 'anonymous' }} />);
    expect(container.querySelector('[data-slot="header-account-actions"]')).toBeNull();
  });

  it('shows Sign Out to a signed-in user and Admin only to an admin', async () => {
    let signedOut = 0;
    const { user } = renderWithProviders(
      <HeaderAccountActions
        account={{ status: 'signed-in', name: 'Ada', email: 'ada@example.com', isAdmin: false }}
        onSignOut={() => (signedOut += 1)}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(signedOut).toBe(1);
  });

  it('links admins to the dashboard', () => {
    renderWithProviders(
      <HeaderAccountActions account={{ status: 'signed-in', name: 'Ada', email: 'ada@example.com', isAdmin: true }} />,
    );
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
