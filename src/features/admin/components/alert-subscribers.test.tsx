// The overview's alert subscribers against msw: one row per topic with the answer's own
// counts, in the answer's order, and the totals; nobody subscribed says so; a failed read
// says what could not be loaded.
import type { AlertTopicCounts } from '@domain/schemas/alerts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { AlertSubscribers } from './alert-subscribers';

const answer: AlertTopicCounts = {
  topics: [
    { kind: 'holder', key: 'MSTR', name: 'Strategy (MSTR)', subscribers: 1234 },
    { kind: 'index', key: 'bitcoin_treasury', name: 'Pure Bitcoin Treasury Index', subscribers: 7 },
    { kind: 'holder', key: 'MARA', name: 'MARA Holdings (MARA)', subscribers: 1 },
  ],
  confirmed: 1240,
  unconfirmed: 3,
};

function serve(response: () => Response) {
  server.use(http.get('*/api/admin/alerts', response));
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('alert subscribers', () => {
  it('shows each topic’s subscribers and the totals from the answer', async () => {
    serve(() => HttpResponse.json(answer));
    renderWithProviders(<AlertSubscribers />);
    const table = await screen.findByRole('table', { name: 'Alert subscribers per topic' });
    expect(within(table).getAllByTestId('alert-topic-row').map(cellsOf)).toEqual([
      ['Strategy (MSTR)', 'Holder', '1,234'],
      ['Pure Bitcoin Treasury Index', 'Index', '7'],
      ['MARA Holdings (MARA)', 'Holder', '1'],
    ]);
    expect(screen.getByTestId('alert-totals')).toHaveTextContent(
      'Confirmed subscriptions: 1,240 · waiting for confirmation: 3',
    );
  });

  it('says so when nobody follows a topic', async () => {
    serve(() => HttpResponse.json({ topics: [], confirmed: 0, unconfirmed: 2 }));
    renderWithProviders(<AlertSubscribers />);
    expect(await screen.findByText('Nobody follows a holder or index by email yet.')).toBeInTheDocument();
    expect(screen.getByTestId('alert-totals')).toHaveTextContent(
      'Confirmed subscriptions: 0 · waiting for confirmation: 2',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says what could not be loaded', async () => {
    serve(() => HttpResponse.json({ code: 'INTERNAL', message: 'Something went wrong.' }, { status: 500 }));
    renderWithProviders(<AlertSubscribers />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the alert subscribers');
  });
});
