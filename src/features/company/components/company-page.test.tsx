// A holder's page: the "Open in the mNAV calculator" link only for a holder the calculator's
// own company list has (not a GreenVault-only candidate, not an ETF), and the page dated by
// its holdings' as-of date, with the record's update time named as such.
import type { Constituent } from '@domain/schemas/constituents';
import type { Holder, HoldingsChange } from '@domain/schemas/holders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { etfFixtures, greenVaultFixtures, holderFixture, treasuryFixtures } from '@/testing/market-fixtures';
import { renderWithProviders } from '@/testing/render';
import { CompanyPage } from './company-page';

const bySymbol = (rows: readonly Constituent[], symbol: string) => rows.find((row) => row.symbol === symbol)!;
const MNAV_LINK = { name: 'Open in the mNAV calculator' } as const;
/** A seed entry of a holder's change log, stored as of `asOf`. */
const change = (asOf: string | null, asOfDate: string | null, btcHoldings: number): HoldingsChange => ({
  indexType: 'bitcoin_treasury',
  kind: 'seed',
  action: 'seed',
  recordedAt: '2026-11-28T05:44:00.000Z',
  asOf,
  asOfDate,
  btcHoldings,
  difference: null,
  source: null,
  importFile: null,
});

/** The page as the server renders it: no request has answered yet. */
function renderPage(holder: Holder) {
  return renderWithProviders(<CompanyPage holder={holder} />);
}

describe('CompanyPage: mNAV calculator link', () => {
  it('links a Pure Bitcoin Treasury company to the calculator, which lists it, on first render', () => {
    renderPage(holderFixture(bySymbol(treasuryFixtures, 'ALPH')));
    expect(screen.getByRole('link', MNAV_LINK)).toHaveAttribute('href', '/mnav-calculator?symbol=ALPH');
  });

  it('links by the symbol as the calculator stores it, whatever the case of the page ticker', () => {
    const holder = holderFixture(bySymbol(treasuryFixtures, 'ALPH'), { ticker: 'alph' });
    renderPage(holder);
    expect(screen.getByRole('link', MNAV_LINK)).toHaveAttribute('href', '/mnav-calculator?symbol=ALPH');
  });

  it('shows no link for a GreenVault-only candidate, which the calculator cannot load', () => {
    renderPage(holderFixture(bySymbol(greenVaultFixtures, 'KILO')));
    expect(screen.getByRole('heading', { name: 'Holdings and valuation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', MNAV_LINK)).not.toBeInTheDocument();
  });

  it('shows no link for an ETF', () => {
    renderPage(holderFixture(bySymbol(etfFixtures, 'EXBT')));
    expect(screen.queryByRole('link', MNAV_LINK)).not.toBeInTheDocument();
  });
});

describe('CompanyPage: figures', () => {
  it("shows a fund's BTC and its USD value, without a company's market cap, shares or mNAV", () => {
    renderPage(holderFixture(bySymbol(etfFixtures, 'EXBT')));
    expect(screen.getByTestId('figure-holdings')).toBeInTheDocument();
    expect(screen.getByTestId('figure-usdValue')).toBeInTheDocument();
    for (const key of ['marketCap', 'btcPerShare', 'marketCapMnav', 'enterpriseValueMnav']) {
      expect(screen.queryByTestId(`figure-${key}`), key).not.toBeInTheDocument();
    }
  });

  it("shows a company's market cap, BTC per share and both mNAVs", () => {
    renderPage(holderFixture(bySymbol(treasuryFixtures, 'ALPH')));
    for (const key of ['holdings', 'usdValue', 'marketCap', 'btcPerShare', 'marketCapMnav', 'enterpriseValueMnav']) {
      expect(screen.getByTestId(`figure-${key}`), key).toBeInTheDocument();
    }
  });
});

describe('CompanyPage: the note on mixed dates', () => {
  const MIXED_DATES = /an mNAV built from them mixes moments/;

  it("warns that a company's mNAV mixes the dates of its inputs", () => {
    renderPage(holderFixture(bySymbol(treasuryFixtures, 'ALPH')));
    expect(screen.getByTestId('figure-marketCapMnav')).toBeInTheDocument();
    expect(screen.getByText(MIXED_DATES)).toBeInTheDocument();
  });

  it("says nothing of an mNAV on a fund's page, which shows none", () => {
    renderPage(holderFixture(bySymbol(etfFixtures, 'EXBT')));
    expect(screen.queryByText(/mNAV/)).not.toBeInTheDocument();
    expect(screen.getByText(/not audited by Vaultmark/)).toBeInTheDocument();
  });
});

describe('CompanyPage: holdings chart', () => {
  it('names each end by its stored date at the precision it was given, and a record without one by its day', () => {
    const row = bySymbol(treasuryFixtures, 'ALPH');
    renderPage(
      holderFixture(row, {
        changeLog: [change('2021-02', '2021-02-28', 100), change('2026-06-15', '2026-06-15', 250)],
      }),
    );
    expect(screen.getByTestId('holdings-chart')).toHaveTextContent(
      `${row.companyName}'s BTC held over time: 100 BTC as of February 2021 to 250 BTC as of Jun 15, 2026, 2 entries.`,
    );
  });

  it('dates an entry stored without an as-of date by the day it was recorded', () => {
    const row = bySymbol(treasuryFixtures, 'ALPH');
    renderPage(holderFixture(row, { changeLog: [change(null, null, 100)] }));
    expect(screen.getByTestId('holdings-chart')).toHaveTextContent(
      `${row.companyName}'s BTC held over time: 100 BTC on Nov 28, 2026.`,
    );
  });
});

describe('CompanyPage: as-of line', () => {
  const stale = { ...bySymbol(treasuryFixtures, 'CHLY'), asOf: '2021-02', lastUpdated: '2026-11-28T05:44:00.000Z' };

  it("dates the page by its holdings' own as-of month and names the record's update time as such", () => {
    renderPage(holderFixture(stale));
    expect(screen.getByTestId('page-as-of')).toHaveTextContent(
      `Holdings as of February 2021 · Record updated ${formatDateTime('2026-11-28T05:44:00.000Z')}`,
    );
    expect(screen.queryByText(/Data as of/)).not.toBeInTheDocument();
  });

  it('keeps the holdings figure with its own date', () => {
    renderPage(holderFixture(stale));
    // eslint-disable-next-line testing-library/no-node-access -- the figure card around its test id
    const card = screen.getByTestId('figure-holdings').parentElement!;
    expect(within(card).getByText('As of February 2021')).toBeInTheDocument();
  });

  it("shows a day's as-of date as the spec writes dates, not as stored", () => {
    renderPage(holderFixture({ ...stale, asOf: '2026-06-15', asOfDate: '2026-06-15' }));
    // eslint-disable-next-line testing-library/no-node-access -- the figure card around its test id
    const card = screen.getByTestId('figure-holdings').parentElement!;
    expect(within(card).getByText('As of Jun 15, 2026')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('2026-06-15');
  });

  it('says the holdings are undated when no as-of date is stored', () => {
    renderPage(holderFixture({ ...stale, asOf: null }));
    expect(screen.getByTestId('page-as-of')).toHaveTextContent(/^Holdings undated · Record updated /);
  });
});

describe('CompanyPage: landmarks', () => {
  it('names the change-log section and its scrollable table apart', () => {
    renderPage(
      holderFixture(bySymbol(treasuryFixtures, 'ALPH'), { changeLog: [change('2026-06-15', '2026-06-15', 1_000)] }),
    );
    // Two regions of one name leave a screen reader's landmark list ambiguous.
    expect(screen.getAllByRole('region', { name: 'Holdings change log' })).toHaveLength(1);
    const table = screen.getByRole('region', { name: 'Holdings change log table' });
    expect(within(table).getByRole('table')).toBeInTheDocument();
  });
});
