// The change log's order as sighted and screen-reader users meet it: newest first, the seed
// snapshot at the bottom, and a caption that says so.
import type { HoldingsChange } from '@domain/schemas/holders';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log';

const change = (overrides: Partial<HoldingsChange>): HoldingsChange => ({
  indexType: 'bitcoin_treasury',
  kind: 'seed',
  action: 'seed',
  recordedAt: '2026-06-21T00:00:00.000Z',
  asOf: '2026-06-15',
  asOfDate: '2026-06-15',
  btcHoldings: 1_000,
  difference: null,
  source: null,
  importFile: null,
  ...overrides,
});

// As the API gives them: oldest first.
const changes = [
  change({}),
  change({
    kind: 'admin',
    action: 'update',
    recordedAt: '2026-07-02T09:00:00.000Z',
    asOf: '2026-07-01',
    asOfDate: '2026-07-01',
    btcHoldings: 1_500,
    difference: 500,
  }),
];

describe('ChangeLog', () => {
  it('lists the newest change first and its caption says so', () => {
    render(<ChangeLog changes={changes} showSources={false} showIndexType={false} />);
    const table = screen.getByRole('table', { name: 'Holdings change log, newest first' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Admin edit',
      'Seed snapshot',
    ]);
  });

  it('dates each change as the spec writes dates, not as stored', () => {
    render(<ChangeLog changes={changes} showSources={false} showIndexType={false} />);
    const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
    // eslint-disable-next-line testing-library/no-node-access -- the date element of each row's first cell
    const asOf = rows.map((row) => within(row).getAllByRole('cell')[0]!.firstElementChild!.textContent);
    expect(asOf).toEqual(['Jul 1, 2026', 'Jun 15, 2026']);
    expect(screen.queryByText(/\d{4}-\d{2}-\d{2}/)).not.toBeInTheDocument();
  });

  it('says the order holds within each index type when it shows a holder stored in two', () => {
    render(<ChangeLog changes={changes} showSources={false} showIndexType />);
    expect(
      screen.getByRole('table', { name: 'Holdings change log, newest first within each index type' }),
    ).toBeInTheDocument();
  });
});
