import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ui } from '@/config/site';
import { notify, useNotificationsStore } from '@/stores/notifications-store';
import { createTestQueryClient } from '@/testing/render';
import { Toaster } from './toaster';

function viewport() {
  return screen.getByRole('region', { name: /Notifications/ });
}

function visibleTitles() {
  return within(viewport())
    .queryAllByRole('listitem')
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
    act(() => {
      within(viewport()).getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(visibleTitles()).toEqual(['Second']);
    // The next toast gets its own full 4 seconds.
    act(() => vi.advanceTimersByTime(3999));
    expect(visibleTitles()).toEqual(['Second']);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleTitles()).toEqual([]);
  });
});
