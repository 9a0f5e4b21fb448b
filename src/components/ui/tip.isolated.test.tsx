// Tip keeps Radix off the first load: the control renders plain, the tooltip code arrives
// on the first focus or hover of a tip, only that tip becomes a tooltip, a focused control
// keeps focus through that, and tips in one TipProvider share the spec's skip delay. (The code, once loaded, stays loaded: the tests
// run in this order on purpose.)
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ui } from '@/config/site';
import { Tip, TipProvider } from './tip';

describe('Tip', () => {
  it('renders the control alone at first, loads the tooltip on focus, and keeps focus on the control', async () => {
    const user = userEvent.setup();
    render(
      <Tip content="No company may exceed 15% of the index.">
        <button type="button">Weight cap</button>
      </Tip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Weight cap' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Once the code is in, the focused control opens its tooltip and is described by it.
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'No company may exceed 15% of the index.',
    );
    const button = screen.getByRole('button', { name: 'Weight cap' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('No company may exceed 15% of the index.');
  });

  it(`waits ${ui.tooltipDelayMs} ms on hover, and opens the next tip of its group at once`, async () => {
    // The tooltip code must be in first (a Radix trigger carries data-state).
    const view = render(
      <Tip content="warm">
        <button type="button">Warm</button>
      </Tip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Warm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Warm' })).toHaveAttribute('data-state'), {
      timeout: 3000,
    });
    view.unmount();
    vi.useFakeTimers();
    render(
      <TipProvider>
        <Tip content="BTC share of assets.">
          <button type="button">Conviction</button>
        </Tip>
        <Tip content="BTC held.">
          <button type="button">Exposure</button>
        </Tip>
      </TipProvider>,
    );
    const hover = (name: string) =>
      fireEvent.pointerMove(screen.getByRole('button', { name }), { pointerType: 'mouse' });
    hover('Conviction');
    act(() => vi.advanceTimersByTime(ui.tooltipDelayMs - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('BTC share of assets.');

    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Conviction' }), { pointerType: 'mouse' });
    fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    hover('Exposure');
    act(() => vi.advanceTimersByTime(0)); // no wait: the zero delay of the skip window
    expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toEqual(['BTC held.']);

    // After the skip window, the full delay again.
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Exposure' }), { pointerType: 'mouse' });
    fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 500, clientY: 500 });
    act(() => vi.advanceTimersByTime(ui.tooltipSkipDelayMs));
    hover('Conviction');
    act(() => vi.advanceTimersByTime(ui.tooltipDelayMs - 1));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('BTC share of assets.');
  });

  it('turns only the tip a reader reaches into a tooltip', async () => {
    vi.useRealTimers();
    render(
      <TipProvider>
        <Tip content="First tip.">
          <button type="button">First</button>
        </Tip>
        <Tip content="Second tip.">
          <button type="button">Second</button>
        </Tip>
      </TipProvider>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'First' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('data-state'));
    expect(screen.getByRole('button', { name: 'Second' })).not.toHaveAttribute('data-state');
  });

  it('lets a click reach the control when the pointer clicks as soon as it arrives', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const clicked = vi.fn();
    render(
      <Tip content="Sorts by BTC held.">
        <button type="button" onClick={clicked}>
          BTC held
        </button>
      </Tip>,
    );
    await user.click(screen.getByRole('button', { name: 'BTC held' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    // Resting there afterwards still makes it a tooltip.
    await waitFor(() => expect(screen.getByRole('button', { name: 'BTC held' })).toHaveAttribute('data-state'));
  });
});
