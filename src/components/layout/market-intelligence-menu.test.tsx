// The Market Intelligence menu before its code has loaded: the light trigger in its place opens
// the menu once the code is here, from the keyboard with focus on the first item.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MarketIntelligenceMenu } from './market-intelligence-menu';

describe('MarketIntelligenceMenu', () => {
  it('opens from the light trigger with Enter, focus on the first item; Escape closes it', async () => {
    const { user } = renderWithProviders(<MarketIntelligenceMenu className="" />);
    const trigger = screen.getByRole('button', { name: 'Market Intelligence' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Market Intelligence' });
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: /Treasury Stress Test/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Market Intelligence' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Market Intelligence' })).toHaveAttribute('aria-expanded', 'false');
  });
});
