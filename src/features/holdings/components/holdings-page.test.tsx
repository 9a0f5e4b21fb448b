import { errorTexts } from '@domain/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { combineHoldings } from '@domain/market/combined-holdings';
import {
  btcPriceFixture,
  combinedHoldingsFixture,
  constituentFixture,
  constituentFixturesByType,
  etfFixtures,
  governmentFixtures,
} from '@/testing/market-fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { HoldingsPage, parseHoldingsTab } from './holdings-page';

const integer = (value: number) => new Intl.NumberFormat('en-US').format(value);

function renderHoldings(search = '') {
  return renderWithProviders(<HoldingsPage />, { route: `/holdings${search}` });
}

describe('parseHoldingsTab', () => {
  it('reads the tab from the URL and defaults to ETFs', () => {
    expect(parseHoldingsTab('governments')).toBe('governments');
    expect(parseHoldingsTab('combined')).toBe('combined');
    expect(parseHoldingsTab(null)).toBe('etfs');
    expect(parseHoldingsTab('nonsense')).toBe('etfs');
  });
});

describe('HoldingsPage tabs', () => {
  it('opens on the ETF tab by default', async () => {
    renderHoldings();
    const tab = screen.getByRole('tab', { name: 'ETFs' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Governments' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'ETFs' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('table', { name: /exchange-traded funds/ })).toBeInTheDocument();
  });

  it('opens the tab named in ?tab= and writes the choice back to the URL', async () => {
    const { user, router } = renderHoldings('?tab=governments');
    expect(screen.getByRole('tab', { name: 'Governments' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Combined' }));
    expect(router.state.location.search).toBe('?tab=combined');
    expect(screen.getByRole('tab', { name: 'Combined' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Totals by category' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { user, router } = renderHoldings();
    screen.getByRole('tab', { name: 'ETFs' }).focus();
    // Focus selects the tab; the URL, and with it the selection, follows a moment later.
    const selected = (name: string) => screen.findByRole('tab', { name, selected: true });
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Governments' })).toHaveFocus();
    expect(await selected('Governments')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ETFs' })).toHaveFocus();
    expect(await selected('ETFs')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Combined' })).toHaveFocus();
    expect(await selected('Combined')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'ETFs' })).toHaveFocus();
    expect(await selected('ETFs')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(await selected('Combined')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=combined');
  });
});

describe('HoldingsPage tables', () => {
  it('lists ETFs with USD values at the latest price and a BTC total', async () => {
    renderHoldings();
    const table = await screen.findByRole('table', { name: /exchange-traded funds/ });
    expect(table).toHaveAccessibleName(/USD values at BTC \$65,000\.00/);
    const rows = within(table).getAllByTestId('etf-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Example Bitcoin Trust',
      'Sample Bitcoin Fund',
    ]);
    expect(rows[0]).toHaveTextContent('600,000 BTC');
    expect(rows[0]).toHaveTextContent('$39.00B'); // 600,000 × 65,000
    const total = etfFixtures.reduce((sum, row) => sum + row.btcHoldings, 0);
    expect(within(table).getByTestId('etf-total-btc')).toHaveTextContent(`${integer(total)} BTC`);
  });

  it('lists governments with totals, and says which figures are estimates or seized coins', async () => {
    renderHoldings('?tab=governments');
    const table = await screen.findByRole('table', { name: /governments, largest first/ });
    const freedonia = within(table).getByRole('row', { name: /Freedonia/ });
    expect(within(freedonia).getByText('seized')).toBeInTheDocument();
    expect(within(freedonia).getByRole('link', { name: /Freedonia/ })).toHaveAttribute('href', '/government/freedonia');
    const sylvania = within(table).getByRole('row', { name: /Sylvania/ });
    expect(within(sylvania).getByText('estimate')).toBeInTheDocument();
    const total = governmentFixtures.reduce((sum, row) => sum + row.btcHoldings, 0);
    expect(within(table).getByTestId('government-total-btc')).toHaveTextContent(`${integer(total)} BTC`);
    expect(screen.getByText(/Some figures below are estimates/)).toBeInTheDocument();
  });

  it("marks a country's figure that its source says is not a state reserve", async () => {
    // As the seed's Ukraine: BitcoinTreasuries lists public officials' declared holdings under the country.
    const officials = constituentFixture({
      indexType: 'government_reserve',
      companyName: 'Ruritania',
      symbol: null,
      country: 'Ruritania',
      sector: null,
      marketCap: null,
      totalAssets: null,
      btcHoldings: 40_000,
      exchange: null,
      sourceNote: "Labelled 'holdings of public officials' (asset declarations) - NOT a state reserve (fixture).",
    });
    server.use(http.get('*/api/constituents', () => HttpResponse.json([...governmentFixtures, officials])));
    renderHoldings('?tab=governments');
    const table = await screen.findByRole('table', { name: /governments, largest first/ });
    const row = within(table).getByRole('row', { name: /Ruritania/ });
    expect(within(row).getByText('not a state reserve')).toBeInTheDocument();
    const freedonia = within(table).getByRole('row', { name: /Freedonia/ });
    expect(within(freedonia).queryByText('not a state reserve')).not.toBeInTheDocument();
    expect(
      screen.getByText(/public officials’ declared holdings|public officials' declared holdings/),
    ).toBeInTheDocument();
    // Each total says what it counts: the officials' coins are "other", apart from the reserves.
    expect(within(table).getByTestId('government-other-btc')).toHaveTextContent(`${integer(40_000)} BTC`);
    const categories = within(table).getAllByTestId('government-category-total');
    // eslint-disable-next-line testing-library/no-node-access -- each row's header cell, in the order shown
    expect(categories.map((row) => row.querySelector('th')?.textContent)).toEqual([
      expect.stringMatching(/^State reserves \(\d+\)$/),
      expect.stringMatching(/^Seized or forfeited coins \(\d+\)$/),
      'Other: not a state reserve (1)',
    ]);
    expect(
      within(table).getByRole('row', { name: /^Total listed under \d+ governments: state reserves, seized/ }),
    ).toBeInTheDocument();
  });

  it('lists a government at 0 BTC but does not count it among the governments or the holders', async () => {
    // The seed lists Germany at 0 BTC (it sold its seized coins in Jul 2024).
    const germany = constituentFixture({
      indexType: 'government_reserve',
      companyName: 'Germany',
      symbol: null,
      country: 'Germany',
      sector: null,
      marketCap: null,
      totalAssets: null,
      btcHoldings: 0,
      exchange: null,
      sourceNote: 'Sold its entire holding (fixture).',
    });
    const governments = [...governmentFixtures, germany];
    const rows = [...Object.values({ ...constituentFixturesByType, government_reserve: governments }).flat()];
    const combined = combineHoldings(rows);
    server.use(
      http.get('*/api/constituents', ({ request }) => {
        const type = new URL(request.url).searchParams.get('index_type');
        return HttpResponse.json(
          type === 'government_reserve' ? governments : rows.filter((r) => r.indexType === type),
        );
      }),
      http.get('*/api/holdings/combined', () => HttpResponse.json(combined)),
    );
    renderHoldings('?tab=governments');
    const table = await screen.findByRole('table', { name: /governments, largest first/ });
    expect(table).toHaveAccessibleName(/^Bitcoin held by 2 governments, largest first; 1 more listed with 0 BTC/);
    expect(within(table).getByRole('row', { name: /Germany/ })).toHaveTextContent('0 BTC');
    expect(within(table).getByRole('rowheader', { name: /^Total/ })).toHaveTextContent(
      'Total listed under 2 governments: state reserves, seized or forfeited coins and other',
    );

    renderHoldings('?tab=combined');
    const totals = await screen.findByRole('table', { name: /each category of holder/ });
    const governmentsRow = within(totals).getByRole('row', { name: /^Governments/ });
    expect(within(governmentsRow).getAllByRole('cell')[0]).toHaveTextContent(/^2$/);
    const holderCount = rows.filter((r) => r.btcHoldings > 0).length - combined.duplicates.length;
    const totalRow = within(totals).getByRole('row', { name: /Total, each holder counted once/ });
    expect(within(totalRow).getAllByRole('cell')[0]).toHaveTextContent(new RegExp(`^${holderCount}$`));
    expect(screen.getByRole('table', { name: /holders by BTC held/ })).toHaveAccessibleName(
      new RegExp(`^${holderCount} holders by BTC held`),
    );
  });

  it('shows category totals that add up to the combined total, and how double counting is avoided', async () => {
    renderHoldings('?tab=combined');
    const combined = combinedHoldingsFixture();
    const totals = await screen.findByRole('table', { name: /each category of holder/ });
    const categoryBtc = within(totals)
      .getAllByTestId('category-row')
      .map((row) => Number(within(row).getByTestId('btc').textContent!.replace(/[^\d]/g, '')));
    expect(categoryBtc.reduce((sum, value) => sum + value, 0)).toBe(combined.totalBTC);
    expect(within(totals).getByTestId('combined-total-btc')).toHaveTextContent(`${integer(combined.totalBTC)} BTC`);
    // The Governments line says what it counts: its three kinds add up to it.
    const governments = combined.categories.find((category) => category.indexType === 'government_reserve')!;
    const kinds = within(totals).getAllByTestId('government-category-row');
    // eslint-disable-next-line testing-library/no-node-access -- each row's header cell, in the order shown
    expect(kinds.map((row) => row.querySelector('th')?.textContent)).toEqual([
      "of which governments' state reserves",
      "of which governments' seized or forfeited coins",
      "of which governments' other: not a state reserve",
    ]);
    const kindsBtc = kinds.map((row) => Number(within(row).getByTestId('btc').textContent!.replace(/[^\d]/g, '')));
    expect(kindsBtc.reduce((sum, value) => sum + value, 0)).toBe(governments.totalBTC);
    expect(screen.getByText(combined.doubleCountingNote)).toBeInTheDocument();
    expect(screen.getByTestId('duplicates')).toHaveTextContent(
      'Bravo Mining (BRVO), 50,000 BTC — listed in Public companies and GreenVault ESG (not already counted as public companies)',
    );
    const holders = screen.getByRole('table', { name: /holders by BTC held/ });
    const bravoRows = within(holders).getAllByRole('row', { name: /Bravo Mining/ });
    expect(bravoRows).toHaveLength(1);
    // Every holder links to its page: companies by ticker, governments by the slug of their name.
    expect(within(bravoRows[0]!).getByRole('link', { name: 'Bravo Mining' })).toHaveAttribute('href', '/company/BRVO');
    const sylvania = within(holders).getByRole('row', { name: /Sylvania/ });
    expect(within(sylvania).getByRole('link', { name: 'Sylvania' })).toHaveAttribute('href', '/government/sylvania');
    const btc = within(holders)
      .getAllByTestId('holder-row')
      .map((row) => Number(within(row).getByTestId('btc').textContent!.replace(/[^\d]/g, '')));
    expect(btc).toEqual([...btc].sort((a, b) => b - a));
  });

  it('lists a company and an ETF that share the ticker ABTC as two holders, adding up to the grand total', async () => {
    // The collision server/routes/combined-holdings.test.ts builds on the seeded database.
    const company = constituentFixture({ companyName: 'American Bitcoin Corp', symbol: 'ABTC', btcHoldings: 6_500 });
    const gryphon = constituentFixture({
      companyName: 'Gryphon Digital Mining',
      symbol: 'ABTC',
      btcHoldings: 6_500,
      indexType: 'green_vault',
    });
    const etp = constituentFixture({
      companyName: '21Shares Bitcoin ETP',
      symbol: 'ABTC',
      btcHoldings: 550,
      indexType: 'bitcoin_etf',
    });
    const rows = [...Object.values(constituentFixturesByType).flat(), company, gryphon, etp];
    const combined = combineHoldings(rows);
    server.use(http.get('*/api/holdings/combined', () => HttpResponse.json(combined)));
    renderHoldings('?tab=combined');
    const holders = await screen.findByRole('table', { name: /holders by BTC held/ });
    const abtc = within(holders).getAllByRole('row', { name: /\(ABTC\)/ });
    expect(abtc.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'American Bitcoin Corp(ABTC)',
      '21Shares Bitcoin ETP(ABTC)',
    ]);
    expect(abtc[0]).toHaveTextContent(/Public companies, GreenVault/);
    expect(abtc[1]).toHaveTextContent(/Spot Bitcoin ETFs and funds/);
    const btc = within(holders)
      .getAllByTestId('holder-row')
      .map((row) => Number(within(row).getByTestId('btc').textContent!.replace(/[^\d]/g, '')));
    expect(btc.reduce((sum, value) => sum + value, 0)).toBe(combined.totalBTC);
    const totals = screen.getByRole('table', { name: /each category of holder/ });
    expect(within(totals).getByTestId('combined-total-btc')).toHaveTextContent(`${integer(combined.totalBTC)} BTC`);
    expect(screen.getByTestId('duplicates')).toHaveTextContent('American Bitcoin Corp (ABTC)');
    expect(screen.getByTestId('duplicates')).not.toHaveTextContent('21Shares');
  });

  describe('a fund and a company that share the ticker DEFI', () => {
    const hashdex = constituentFixture({
      companyName: 'Hashdex Bitcoin ETF',
      symbol: 'DEFI',
      btcHoldings: 135,
      indexType: 'bitcoin_etf',
    });
    const defiTechnologies = constituentFixture({
      companyName: 'DeFi Technologies',
      symbol: 'DEFI',
      btcHoldings: 2_452,
    });

    it('links the fund in the ETF table to its own page, not the company of its ticker', async () => {
      server.use(http.get('*/api/constituents', () => HttpResponse.json([...etfFixtures, hashdex])));
      renderHoldings();
      const table = await screen.findByRole('table', { name: /exchange-traded funds/ });
      expect(within(table).getByRole('link', { name: 'Hashdex Bitcoin ETF' })).toHaveAttribute('href', '/fund/DEFI');
    });

    it('links each to its own page in the combined table', async () => {
      const rows = [...Object.values(constituentFixturesByType).flat(), hashdex, defiTechnologies];
      server.use(http.get('*/api/holdings/combined', () => HttpResponse.json(combineHoldings(rows))));
      renderHoldings('?tab=combined');
      const holders = await screen.findByRole('table', { name: /holders by BTC held/ });
      expect(within(holders).getByRole('link', { name: 'Hashdex Bitcoin ETF' })).toHaveAttribute('href', '/fund/DEFI');
      expect(within(holders).getByRole('link', { name: 'DeFi Technologies' })).toHaveAttribute('href', '/company/DEFI');
    });
  });

  it.each([
    ['', '*/api/constituents', errorTexts.fetchEtf],
    ['?tab=governments', '*/api/constituents', errorTexts.fetchGovernment],
    ['?tab=combined', '*/api/holdings/combined', errorTexts.fetchCombinedHoldings],
  ])('shows the default error text in an alert (%s)', async (search, path, text) => {
    server.use(http.get(path, () => HttpResponse.error()));
    renderHoldings(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("shows the server's stored USD values, not a value recomputed from a separate price", async () => {
    server.use(http.get('*/api/prices/latest', () => HttpResponse.json([{ ...btcPriceFixture, price: 1 }])));
    renderHoldings();
    const table = await screen.findByRole('table', { name: /exchange-traded funds/ });
    // 600,000 BTC stored at $39B; a recomputation at the $1 price would read $600K.
    expect(within(table).getAllByTestId('etf-row')[0]).toHaveTextContent('$39.00B');
  });

  it('says USD values are not shown when no BTC price can be loaded', async () => {
    server.use(http.get('*/api/prices/latest', () => HttpResponse.json([])));
    renderHoldings();
    const table = await screen.findByRole('table', { name: /exchange-traded funds/ });
    expect(table).toHaveAccessibleName(/USD values are not shown/);
    expect(within(table).getAllByTestId('etf-row')[0]).toHaveTextContent('—');
  });
});
