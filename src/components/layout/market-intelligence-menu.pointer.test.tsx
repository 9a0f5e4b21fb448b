// Runs in its own file so the menu's code has not loaded yet: a press on the stand-in
// trigger must load it and open the menu.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

describe('Market Intelligence menu before its code has loaded', () => {
  it('opens on a press and lists the four items', async () => {
    renderWithProviders(<Header />);
    const standIn = screen.getByRole('button', { name: 'Market Intelligence' });
    expect(standIn).not.toHaveAttribute('data-state');
    fireEvent.pointerDown(standIn, { button: 0 });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
  });
});
