// /fund/:ticker and /company/:ticker in the app shell for the ticker DEFI, which a company
// (DeFi Technologies) and a fund (the Hashdex Bitcoin ETF) both have: each page shows its own
// holder, and the fund's title promises no mNAV or index weight, which its page does not show.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOLDER_ERROR_TEXT } from '@/api/holders/get-holder';
import { constituentFixture, holderFixture } from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const company = holderFixture(
  constituentFixture({ companyName: 'DeFi Technologies', symbol: 'DEFI', btcHoldings: 2_452 }),
);
const fund = holderFixture(
  constituentFixture({
    companyName: 'Hashdex Bitcoin ETF',
    symbol: 'DEFI',
    btcHoldings: 135,
    indexType: 'bitcoin_etf',
    marketCap: null,
  }),
);

/** The API as the server answers it: the company for DEFI, the fund under kind=fund. */
function serveDefi() {
  server.use(
    http.get('*/api/holders/:ticker', ({ params, request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      if (String(params.ticker).toUpperCase() !== 'DEFI') {
        return HttpResponse.json({ code: 'NOT_FOUND', message: 'No holder' }, { status: 404 });
      }
      return HttpResponse.json(kind === 'fund' ? fund : company);
    }),
  );
}

describe('/fund/:ticker', () => {
  it('shows the fund, not the company of its ticker, under Bitcoin Holdings, titled by what the page has', async () => {
    serveDefi();
    renderApp('/fund/DEFI');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hashdex Bitcoin ETF' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Bitcoin Holdings' })).toHaveAttribute('href', '/holdings');
    await waitFor(() =>
      expect(document.title).toMatch(/^Hashdex Bitcoin ETF \(DEFI\): Bitcoin Holdings and Change Log \|/),
    );
    expect(screen.queryByText(/mNAV/)).not.toBeInTheDocument();
  });

  it('keeps the company at /company/DEFI, with its mNAV and index weight in the title', async () => {
    serveDefi();
    renderApp('/company/DEFI');
    expect(await screen.findByRole('heading', { level: 1, name: 'DeFi Technologies' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toMatch(/^DeFi Technologies \(DEFI\): Bitcoin Holdings, mNAV and Index Weight \|/),
    );
  });

  it('offers a retry when the holder cannot be loaded, and shows the holder once the API answers', async () => {
    let failing = true;
    server.use(http.get('*/api/holders/:ticker', () => (failing ? HttpResponse.error() : HttpResponse.json(company))));
    const { user } = renderApp('/company/DEFI');
    await screen.findByText('Holder data could not be loaded');
    // A toast may be up too: the page's own alert is the one with this title.
    const alert = screen
      .getAllByRole('alert')
      .find((element) => within(element).queryByText('Holder data could not be loaded'))!;
    expect(within(alert).getByText(HOLDER_ERROR_TEXT)).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DeFi Technologies' })).toBeInTheDocument();
  });

  it('is the not-found page when no fund has the ticker', async () => {
    serveDefi();
    renderApp('/fund/MSTR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
