import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ui } from '@/config/site';
import { notify, useNotificationsStore } from '@/stores/notifications-store';
import { createTestQueryClient } from '@/testing/render';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Toaster } from './toaster';

/** The toasts' region; `hidden`, as a modal dialog makes the rest of the page aria-hidden. */
function viewport() {
  return screen.getByRole('region', { name: /Notifications/, hidden: true });
}

function visibleTitles() {
  return within(viewport())
    .queryAllByRole('listitem', { hidden: true })
    .map((item) => item.querySelector('[data-slot="toast-title"]')?.textContent);
}

function renderToaster() {
  return render(
    <AppProvider queryClient={createTestQueryClient()}>
      <Toaster />
    </AppProvider>,
  );
}

describe('notifications store', () => {
  it('queues notifications with ids and timestamps', () => {
    const first = notify({ title: 'One' });
    const second = notify({ title: 'Two', description: 'Details', variant: 'success' });
    expect(first).not.toBe(second);
    const queue = useNotificationsStore.getState().queue;
    expect(queue.map((item) => item.title)).toEqual(['One', 'Two']);
    expect(queue[1]).toMatchObject({ id: second, description: 'Details', variant: 'success' });
    expect(typeof queue[0]?.timestamp).toBe('number');
    useNotificationsStore.getState().dismiss(first);
    expect(useNotificationsStore.getState().queue.map((item) => item.id)).toEqual([second]);
  });
});

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows one toast at a time, each for 4 seconds, in queue order', () => {
    expect(ui.toastDurationMs).toBe(4000);
    renderToaster();
    act(() => {
      notify({ title: 'Price Updated', description: 'BTC $65,000' });
      notify({ title: 'Second' });
      notify({ title: 'Third' });
    });
    expect(visibleTitles()).toEqual(['Price Updated']);
    expect(within(viewport()).getByText('BTC $65,000')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3999));
    expect(visibleTitles()).toEqual(['Price Updated']);

    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitles()).toEqual(['Second']);

    act(() => vi.advanceTimersByTime(4000));
    expect(visibleTitles()).toEqual(['Third']);

    act(() => vi.advanceTimersByTime(4000));
    expect(visibleTitles()).toEqual([]);
    expect(useNotificationsStore.getState().queue).toEqual([]);
  });

  it('brings up the next toast when the current one is dismissed', () => {
    renderToaster();
    act(() => {
      notify({ title: 'First' });
      notify({ title: 'Second' });
    });
    fireEvent.click(within(viewport()).getByRole('button', { name: 'Dismiss notification' }));
    expect(visibleTitles()).toEqual(['Second']);
    // The next toast gets its own full 4 seconds.
    act(() => vi.advanceTimersByTime(3999));
    expect(visibleTitles()).toEqual(['Second']);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitles()).toEqual([]);
  });

  it('keeps the toast on screen when a dialog opens, and holds later ones until the dialog closes', () => {
    const modal = (open: boolean) => (
      <AppProvider queryClient={createTestQueryClient()}>
        <Toaster />
        <Dialog open={open}>
          <DialogContent>
            <DialogTitle>Enrol</DialogTitle>
            <DialogDescription>A dialog</DialogDescription>
          </DialogContent>
        </Dialog>
      </AppProvider>
    );
    const { rerender } = render(modal(false));
    act(() => {
      notify({ title: 'On screen' });
    });
    rerender(modal(true));
    act(() => {
      notify({ title: 'Sent from the dialog' });
    });
    expect(visibleTitles()).toEqual(['On screen']);
    // Its time up, the next one waits: over the dialog it would take the dialog's Escape.
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleTitles()).toEqual([]);
    expect(useNotificationsStore.getState().queue.map((item) => item.title)).toEqual(['Sent from the dialog']);
    rerender(modal(false));
    expect(visibleTitles()).toEqual(['Sent from the dialog']);
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleTitles()).toEqual([]);
  });
});
