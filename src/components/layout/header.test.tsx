import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
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
    // eslint-disable-next-line testing-library/no-node-access -- each menu link's label text apart from its description
    expect(items.map((item) => [item.querySelector('span')?.textContent, item.getAttribute('href')])).toEqual([
      ['mNAV Calculator', '/mnav-calculator'],
      ['Pure Bitcoin Treasury Index', '/bitcoin-treasury'],
      ['GreenVault ESG Index', '/green-vault-index'],
      ['Bitcoin Treasury Starter', '/bitcoin-treasury-starter'],
      ['ETFs, Governments & Combined', '/holdings'],
      ['Index Performance', '/performance-chart'],
      ['Weight Calculator', '/weight-calculator'],
      ['Treasury Stress Test', '/treasury-stress-test'],
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

  it('shows a signed-out visitor Sign In (to /auth) once the session is known, and no Sign Out or Admin', async () => {
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user no Sign In, not even while the session is being looked up', async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionFor())),
      http.get('*/api/me/role', () => HttpResponse.json({ role: null })),
    );
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Sign Out' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

describe('HeaderAccountActions', () => {
  it('offers an anonymous visitor Sign In, to /auth, and nothing else', () => {
    const { container } = renderWithProviders(<HeaderAccountActions account={{ status: 'anonymous' }} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the signed-in actions' wrapper has no role or text to find it by
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
