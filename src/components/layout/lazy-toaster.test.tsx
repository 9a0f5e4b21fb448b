import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, useNotificationsStore } from '@/stores/notifications-store';
import { LazyToaster } from './lazy-toaster';

afterEach(() => useNotificationsStore.setState({ queue: [] }));

describe('LazyToaster', () => {
  it('renders nothing until the first notification, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    act(() => {
      notify({ title: 'Price Updated', description: 'BTC $90,000.00' });
    });
    // The toaster's chunk loads on first use; under a loaded machine that can take seconds.
    expect(await screen.findByText('Price Updated', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('BTC $90,000.00')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
