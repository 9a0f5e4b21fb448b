// Runs in its own file so the menu's code has not loaded yet: focusing the stand-in trigger
// fetches the code, and focus stays on the trigger when the real one replaces it.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

describe('Market Intelligence menu before its code has loaded', () => {
  it('hands focus from the stand-in to the real trigger', async () => {
    renderWithProviders(<Header />);
    const standIn = screen.getByRole('button', { name: 'Market Intelligence' });
    expect(standIn).not.toHaveAttribute('data-state');
    standIn.focus();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Market Intelligence' })).toHaveAttribute('data-state', 'closed'),
    );
    expect(screen.getByRole('button', { name: 'Market Intelligence' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
