// "Show sources" on a company's page: the holdings cite the row's own note, and the market
// cap, BTC per share and EV mNAV cite the market cap's note (shares, debt, preferred and cash
// come with it), never the holdings' note; a page without one says so.
import type { Constituent } from '@domain/schemas/constituents';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_MARKET_CAP_SOURCE } from '@/lib/market-cap-facts';
import { constituentFixture, holderFixture } from '@/testing/market-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CompanyPage } from './company-page';

const HOLDINGS_NOTE = 'Merger-close holdings per 10-Q (test). Market cap: an older approximation (test).';
const MARKET_CAP_NOTE = 'Mcap: trefis ~$2.4B on 2026-02-04 = Class A only (test).';

const twentyOne = (overrides: Partial<Constituent> = {}) =>
  constituentFixture({
    companyName: 'Twenty One Test',
    symbol: 'XXIT',
    btcHoldings: 43_514,
    marketCap: 2_400_000_000,
    asOf: '2025-12-09',
    asOfDate: '2025-12-09',
    marketCapAsOf: '2026-02-04',
    sharesOutstanding: 346_548_153,
    totalDebtUSD: 486_500_000,
    preferredUSD: 0,
    cashUSD: 119_300_000,
    capitalAsOf: '2025-12-09',
    sourceNote: HOLDINGS_NOTE,
    marketCapSourceNote: MARKET_CAP_NOTE,
    ...overrides,
  });

// eslint-disable-next-line testing-library/no-node-access -- the figure card around its test id
const card = (key: string) => screen.getByTestId(`figure-${key}`).closest('div')!;

describe('CompanyPage: sources of each figure', () => {
  it("cites the market cap's own note on the market-cap cards and the holdings' note on holdings", async () => {
    const { user } = renderWithProviders(<CompanyPage holder={holderFixture(twentyOne())} />);
    expect(card('marketCap')).toHaveTextContent('$2.40B');
    expect(card('marketCap')).toHaveTextContent('As of Feb 4, 2026');
    expect(screen.queryByText(/^Source:/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show sources' }));
    expect(card('holdings')).toHaveTextContent(`Source: ${HOLDINGS_NOTE}`);
    expect(card('marketCap')).toHaveTextContent(`Source: ${MARKET_CAP_NOTE}`);
    expect(card('marketCap')).not.toHaveTextContent(HOLDINGS_NOTE);
    for (const key of ['btcPerShare', 'enterpriseValueMnav']) {
      expect(card(key), key).toHaveTextContent(MARKET_CAP_NOTE);
      expect(card(key), key).not.toHaveTextContent(HOLDINGS_NOTE);
    }
  });

  it('says no source is stored for a market cap without a note, rather than pointing at the holdings note', async () => {
    const { user } = renderWithProviders(
      <CompanyPage holder={holderFixture(twentyOne({ marketCapSourceNote: null }))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show sources' }));
    expect(card('marketCap')).toHaveTextContent(`Source: ${NO_MARKET_CAP_SOURCE}`);
    expect(card('marketCap')).not.toHaveTextContent(HOLDINGS_NOTE);
    expect(card('enterpriseValueMnav')).toHaveTextContent(NO_MARKET_CAP_SOURCE);
  });

  it('lists the public documents as dated links behind the same "Show sources"', async () => {
    const filing = { title: 'Form 10-Q (test)', url: 'https://www.sec.gov/', publishedAt: '2026-01-02' };
    const { user } = renderWithProviders(
      <CompanyPage holder={holderFixture(twentyOne({ sources: [filing] }), { sources: [filing] })} />,
    );
    expect(screen.queryByRole('link', { name: /Form 10-Q/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show sources' });
    expect(toggle.getAttribute('aria-controls')).toContain('company-documents');
    await user.click(toggle);
    const link = screen.getByRole('link', { name: 'Form 10-Q (test) (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.sec.gov/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Jan 2, 2026')).toBeInTheDocument();
  });

  it('flags a low-confidence market cap in words', () => {
    renderWithProviders(
      <CompanyPage holder={holderFixture(twentyOne({ marketCapSourceNote: 'dwinnex aggregator. Low confidence.' }))} />,
    );
    expect(card('marketCap')).toHaveTextContent('low confidence');
    renderWithProviders(
      <CompanyPage holder={holderFixture(twentyOne({ marketCapSourceNote: 'Medium-low confidence.' }))} />,
    );
    expect(screen.getAllByText('low confidence', { exact: false })).toHaveLength(1);
  });
});
