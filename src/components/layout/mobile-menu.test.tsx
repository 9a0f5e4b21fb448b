import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

function linkPairs(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('MobileMenu', () => {
  it('opens and closes with its toggle and close button', async () => {
    const { user } = renderWithProviders(<Header />);
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('mirrors the header: main links, Market Intelligence group and Schedule Consultation', async () => {
    const { user } = renderWithProviders(<Header />);
    const mainLinks = linkPairs(screen.getByRole('navigation', { name: 'Main' }));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Mobile' });
    const mobileLinks = linkPairs(nav);
    for (const pair of mainLinks) expect(mobileLinks).toContainEqual(pair);

    const group = within(nav).getByRole('group', { name: 'Market Intelligence' });
    expect(linkPairs(group)).toEqual([
      ['mNAV Calculator', '/mnav-calculator'],
      ['Pure Bitcoin Treasury Index', '/bitcoin-treasury'],
      ['GreenVault ESG Index', '/green-vault-index'],
      ['Bitcoin Treasury Starter', '/bitcoin-treasury-starter'],
      ['ETFs, Governments & Combined', '/holdings'],
      ['Index Performance', '/performance-chart'],
      ['Weight Calculator', '/weight-calculator'],
      ['Treasury Stress Test', '/treasury-stress-test'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
      'href',
      '/schedule-consultation',
    );
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('closes when a link is followed', async () => {
    const { user, router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Mobile' });
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(router.state.location.pathname).toBe('/pricing');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the route changes by other means', async () => {
    const { user, router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    await router.navigate('/glossary');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
