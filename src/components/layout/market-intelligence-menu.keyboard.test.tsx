// Runs in its own file so the menu's code has not loaded yet: a key press on the stand-in
// trigger must load it and open the menu as Radix does for a keyboard open.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

describe('Market Intelligence menu before its code has loaded', () => {
  it('opens from the keyboard with the first item focused', async () => {
    const { user, router } = renderWithProviders(<Header />);
    const standIn = screen.getByRole('button', { name: 'Market Intelligence' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).not.toHaveAttribute('data-state');

    fireEvent.keyDown(standIn, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Market Intelligence' })).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/green-vault-index');
  });
});
