import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ui } from '@/config/site';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

function Tip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip>
      <TooltipTrigger>{label}</TooltipTrigger>
      <TooltipContent>{text}</TooltipContent>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('works without an app-level provider, opens on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup();
    render(<Tip label="Weight cap" text="No company may exceed 15% of the index." />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No company may exceed 15% of the index.');
    expect(screen.getByRole('button', { name: 'Weight cap' })).toHaveAccessibleDescription(
      'No company may exceed 15% of the index.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it(`opens on hover after ${ui.tooltipDelayMs} ms, and the next one in a shared provider at once`, () => {
    vi.useFakeTimers();
    expect(ui.tooltipDelayMs).toBe(700);
    expect(ui.tooltipSkipDelayMs).toBe(300);
    render(
      <TooltipProvider>
        <Tip label="Conviction" text="BTC share of assets." />
        <Tip label="Exposure" text="BTC held." />
      </TooltipProvider>,
    );
    const hover = (name: string) =>
      fireEvent.pointerMove(screen.getByRole('button', { name }), { pointerType: 'mouse' });
    const leave = (name: string) =>
      fireEvent.pointerLeave(screen.getByRole('button', { name }), { pointerType: 'mouse' });

    hover('Conviction');
    act(() => vi.advanceTimersByTime(ui.tooltipDelayMs - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('BTC share of assets.');

    leave('Conviction');
    // The pointer goes elsewhere (not towards the open tooltip, which is hoverable): it closes.
    fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ui.tooltipSkipDelayMs - 1));
    hover('Exposure');
    // Within the skip delay: no wait.
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual(['BTC held.']);
  });
});
