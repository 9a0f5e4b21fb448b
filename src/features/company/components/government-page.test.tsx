// A government's page: dated by its holdings' own as-of date (a month shown as a month), the
// record's update time named as such, and no mNAV calculator link (a government has no mNAV).
import type { Government } from '@domain/schemas/holders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { governmentFixtures } from '@/testing/market-fixtures';
import { renderWithProviders } from '@/testing/render';
import { GovernmentPage } from './government-page';

const row = { ...governmentFixtures[0]!, asOf: '2024-07', lastUpdated: '2026-11-28T05:44:00.000Z' };
const government: Government = {
  slug: 'freedonia',
  name: row.companyName,
  kind: 'government',
  rows: [row],
  price: { symbol: 'BTC', price: 100_000, timestamp: '2026-06-20T12:00:00.000Z', source: 'test' },
  changeLog: [],
  asOf: row.lastUpdated,
};

describe('GovernmentPage', () => {
  it("dates the page by its holdings' own as-of month and names the record's update time as such", () => {
    renderWithProviders(<GovernmentPage government={government} />);
    expect(screen.getByTestId('page-as-of')).toHaveTextContent(
      `Holdings as of July 2024 · Record updated ${formatDateTime('2026-11-28T05:44:00.000Z')}`,
    );
    expect(screen.queryByText(/Data as of/)).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the figure card around its test id
    expect(screen.getByTestId('figure-holdings').parentElement).toHaveTextContent('As of July 2024');
  });

  it('has no mNAV calculator link', () => {
    renderWithProviders(<GovernmentPage government={government} />);
    expect(screen.getByRole('heading', { name: 'Holdings' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /mNAV calculator/ })).not.toBeInTheDocument();
  });
});
