import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { z } from 'zod';
import { DataOverlay } from './data-overlay';

function Deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Loader({ queryKey, load }: { queryKey: string; load: () => Promise<unknown> }) {
  const { status } = useQuery({ queryKey: [queryKey], queryFn: load });
  return <p>{`${queryKey}: ${status}`}</p>;
}

describe('DataOverlay', () => {
  it("shows 'Loading data...' while a query has no data, then nothing once it has", async () => {
    const pending = Deferred<string>();
    renderWithProviders(
      <>
        <DataOverlay />
        <Loader queryKey="prices" load={() => pending.promise} />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading data...');
    pending.resolve('ok');
    await screen.findByText('prices: success');
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error text of a failed query as a dismissible alert', async () => {
    const gate = Deferred<void>();
    server.use(
      http.get('*/api/failing', async () => {
        await gate.promise;
        return HttpResponse.json({ code: 'UNAVAILABLE', message: 'Failed to fetch price data' }, { status: 503 });
      }),
    );
    const { user } = renderWithProviders(
      <>
        <DataOverlay />
        <Loader queryKey="failing" load={() => api.get('/api/failing', {}, z.object({}))} />
      </>,
    );
    expect(await screen.findByText('Loading data...')).toBeInTheDocument();
    gate.resolve();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch price data');
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps the page usable: the content renders beside the overlay', async () => {
    const pending = Deferred<string>();
    renderWithProviders(
      <>
        <DataOverlay />
        <Loader queryKey="slow" load={() => pending.promise} />
        <button type="button">Still clickable</button>
      </>,
    );
    await screen.findByText('Loading data...');
    expect(screen.getByRole('button', { name: 'Still clickable' })).toBeEnabled();
    // eslint-disable-next-line testing-library/no-node-access -- the overlay by its data-slot: no role while it is not modal
    expect(document.querySelector('[data-slot="data-overlay"]')).not.toHaveAttribute('aria-modal');
    pending.resolve('done');
    await screen.findByText('slow: success');
  });

  it('ignores queries that opt out with meta.overlay = false', async () => {
    const pending = Deferred<string>();
    function Silent() {
      useQuery({ queryKey: ['silent'], queryFn: () => pending.promise, meta: { overlay: false } });
      return null;
    }
    renderWithProviders(
      <>
        <DataOverlay />
        <Silent />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
    pending.resolve('x');
  });
});
