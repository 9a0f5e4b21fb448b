// /government/:slug in the app shell: the government's name in the heading, breadcrumbs and
// title once its data is in, its figures and change log with "Show sources"; the not-found
// page when the API has no such government.
import { errorTexts } from '@domain/errors';
import type { Government } from '@domain/schemas/holders';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { governmentFixtures } from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const row = governmentFixtures.find((fixture) => fixture.companyName === 'Freedonia')!;
const freedonia: Government = {
  slug: 'freedonia',
  name: 'Freedonia',
  kind: 'government',
  rows: [row],
  price: { symbol: 'BTC', price: 100_000, timestamp: '2026-06-20T12:00:00.000Z', source: 'test' },
  changeLog: [
    {
      indexType: 'government_reserve',
      kind: 'seed',
      action: 'seed',
      recordedAt: '2026-06-21T00:00:00.000Z',
      asOf: '2026-06-15',
      asOfDate: '2026-06-15',
      btcHoldings: 1_000,
      difference: null,
      source: 'Seed source note',
      importFile: null,
    },
    {
      indexType: 'government_reserve',
      kind: 'admin',
      action: 'update',
      recordedAt: '2026-07-02T09:00:00.000Z',
      asOf: '2026-07-01',
      asOfDate: '2026-07-01',
      btcHoldings: row.btcHoldings,
      difference: row.btcHoldings - 1_000,
      source: 'Court filing of July',
      importFile: null,
    },
  ],
  asOf: '2026-07-02T09:00:00.000Z',
};

function serveGovernments() {
  server.use(
    http.get('*/api/governments/:slug', ({ params }) =>
      params.slug === 'freedonia'
        ? HttpResponse.json(freedonia)
        : HttpResponse.json({ code: 'NOT_FOUND', message: 'No government' }, { status: 404 }),
    ),
  );
}

describe('/government/:slug', () => {
  it('shows the government with its breadcrumbs, figures and change log, sources on demand', async () => {
    serveGovernments();
    const { user } = renderApp('/government/freedonia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Freedonia' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Bitcoin Holdings' })).toHaveAttribute('href', '/holdings');
    expect(within(breadcrumb).getByText('Freedonia')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Freedonia: Government Bitcoin Holdings and Change Log/));
    expect(screen.queryByTestId('figure-marketCap')).not.toBeInTheDocument();
    expect(screen.getByTestId('figure-usdValue')).toBeInTheDocument();

    const log = screen.getByTestId('change-log');
    expect(within(log).getByRole('row', { name: /Seed snapshot/ })).toBeInTheDocument();
    expect(within(log).getByRole('row', { name: /Admin edit/ })).toBeInTheDocument();
    expect(within(log).queryByText('Court filing of July')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show sources' }));
    expect(within(log).getByText('Court filing of July')).toBeInTheDocument();
  });

  it("shows the spec's error text with a retry when the API fails, and the government once it answers", async () => {
    let failing = true;
    server.use(
      http.get('*/api/governments/:slug', () =>
        failing
          ? HttpResponse.json({ code: 'INTERNAL', message: 'Internal server error' }, { status: 500 })
          : HttpResponse.json(freedonia),
      ),
    );
    const { user } = renderApp('/government/freedonia');
    await screen.findByText('Government data could not be loaded');
    // A toast may be up too: the page's own alert is the one with this title.
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByText('Government data could not be loaded'))!;
    expect(within(alert).getByText(errorTexts.fetchGovernment)).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Freedonia' })).toBeInTheDocument();
  });

  it('is the not-found page when there is no such government', async () => {
    serveGovernments();
    renderApp('/government/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
