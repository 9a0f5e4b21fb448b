import { errorTexts } from '@domain/errors';
import { methodologies } from '@domain/index-methodology/methodologies';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketKeys } from '@/api/query-keys';
import { formatDecimal } from '@/lib/format';
import { resetHoldingsStore, useHoldingsStore } from '@/stores/holdings-store';
import {
  constituentFixture,
  greenVaultFixtures,
  indexResultFixture,
  treasuryFixtures,
} from '@/testing/market-fixtures';
import { indexAnswer, indexResultHandlers } from '@/testing/index-answers';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { IndexPage } from './index-page';

beforeEach(() => resetHoldingsStore());
afterEach(() => resetHoldingsStore());

function renderIndex(indexId: 'bitcoin_treasury' | 'green_vault' | 'bitcoin_treasury_starter' = 'bitcoin_treasury') {
  // A header's tip takes over its control once the pointer has rested on it (100 ms) and the
  // tooltip code is loaded (by an earlier test of the worker too): with user-event's default
  // pause between the events of a click, that could fall between two of them. Without pauses
  // each click reaches one control, as a person's does.
  return renderWithProviders(<IndexPage indexId={indexId} />, { userOptions: { delay: null } });
}

async function constituentTable() {
  return screen.findByRole('table', { name: /constituents, ranked by index weight/ });
}

/** The company names of the table's body rows, top to bottom. */
function companyOrder(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

function header(table: HTMLElement, name: string | RegExp) {
  return within(table).getByRole('columnheader', { name });
}

describe('IndexPage summary', () => {
  it('shows a loading state, then the index figures, the price used and the latest performance', async () => {
    renderIndex();
    expect(screen.getByTestId('index-loading')).toBeInTheDocument();
    const expected = indexResultFixture('bitcoin_treasury');
    expect(await screen.findByTestId('index-value')).toHaveTextContent(formatDecimal(expected.indexValue, 2));
    expect(screen.getByTestId('constituent-count')).toHaveTextContent('8');
    expect(screen.getByText('1 not eligible.')).toBeInTheDocument();
    expect(screen.getByTestId('total-btc')).toHaveTextContent(
      `${new Intl.NumberFormat('en-US').format(expected.totalBTC)} BTC`,
    );
    // The price's time is an element of its own (<time>): the note is read from its whole text.
    const priceNote = /^At BTC \$65,000\.00 \(Jun 1[45], 2026, .+, test feed\)\.$/;
    expect(screen.getAllByText((_, element) => priceNote.test(element?.textContent ?? '')).length).toBeGreaterThan(0);
    // How old the price and the holdings behind the totals are (issue 42).
    expect(screen.getByTestId('price-age')).toHaveTextContent(/^BTC price of Jun 1[45], 2026, [\d,]+ days old/);
    expect(screen.getByTestId('holdings-age')).toHaveTextContent(
      /^Newest holding .+ \([\d,]+ days? old\), oldest .+ \([\d,]+ days? old\)/,
    );
    expect(screen.getByTestId('concentration')).toHaveTextContent(formatDecimal(expected.concentration, 4));
    expect(screen.getByTestId('effective-holdings')).toHaveTextContent(
      formatDecimal(expected.effectiveNumberOfHoldings, 1),
    );
    await waitFor(() => expect(screen.getByTestId('performance-1d')).toHaveTextContent('+1.25%'));
    expect(screen.getByTestId('performance-7d')).toHaveTextContent('-2.50%');
    expect(screen.getByTestId('performance-30d')).toHaveTextContent('—');
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Jun 15, 2026, .+ [A-Z]{2,}/);
  });

  it("shows '—' for every period when no history is stored", async () => {
    server.use(http.get('*/api/index-history', () => HttpResponse.json([])));
    renderIndex();
    await screen.findByText(/No daily history recorded yet/);
    for (const id of ['1d', '7d', '30d']) expect(screen.getByTestId(`performance-${id}`)).toHaveTextContent('—');
  });

  it(`shows '${errorTexts.fetchIndex}' in an alert when the index cannot be loaded, and retries`, async () => {
    server.use(http.get('*/api/index/:id', () => HttpResponse.error()));
    const { user } = renderIndex();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errorTexts.fetchIndex);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('index-value')).toBeInTheDocument();
  });

  it("shows the server's message when it sends one", async () => {
    server.use(
      http.get('*/api/index/:id', () =>
        HttpResponse.json({ code: 'UNAVAILABLE', message: 'Database is starting' }, { status: 503 }),
      ),
    );
    renderIndex();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is starting');
  });
});

describe('IndexPage constituent table', () => {
  it('lists the eligible companies by rank with their scores, mNAV and links', async () => {
    renderIndex();
    const table = await constituentTable();
    expect(companyOrder(table)).toEqual(indexResultFixture().constituents.map((row) => row.companyName));
    expect(header(table, /^Rank/)).toHaveAttribute('aria-sort', 'ascending');
    const alpha = within(table).getByRole('row', { name: /Alpha Strategy Inc/ });
    // 50 B market cap ÷ (500,000 BTC × 65,000 USD) = 1.54
    expect(within(alpha).getByRole('link', { name: /^1\.54× — open ALPH in the mNAV calculator/ })).toHaveAttribute(
      'href',
      '/mnav-calculator?symbol=ALPH',
    );
    expect(screen.getByRole('link', { name: 'Weight calculator' })).toHaveAttribute(
      'href',
      '/weight-calculator?index=bitcoin_treasury',
    );
    expect(screen.getByRole('link', { name: 'Performance chart' })).toHaveAttribute(
      'href',
      '/performance-chart?index=bitcoin_treasury',
    );
  });

  it('sorts by a column ascending on the first press and descending on the second', async () => {
    const { user } = renderIndex();
    const table = await constituentTable();
    const byBtc = [...indexResultFixture().constituents].sort((a, b) => a.btcHoldings - b.btcHoldings);

    await user.click(within(header(table, /BTC held/)).getByRole('button'));
    expect(header(table, /BTC held/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(table, /^Rank/)).not.toHaveAttribute('aria-sort');
    expect(companyOrder(table)).toEqual(byBtc.map((row) => row.companyName));

    await user.click(within(header(table, /BTC held/)).getByRole('button'));
    expect(header(table, /BTC held/)).toHaveAttribute('aria-sort', 'descending');
    expect(companyOrder(table)).toEqual(byBtc.reverse().map((row) => row.companyName));
  });

  it('sorts text columns alphabetically and every column is sortable', async () => {
    const { user } = renderIndex();
    const table = await constituentTable();
    await user.click(within(header(table, 'Company')).getByRole('button'));
    const names = companyOrder(table);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const column of within(table).getAllByRole('columnheader')) {
      expect(within(column).getByRole('button')).toBeInTheDocument();
    }
  });

  it('filters by company name or ticker, and by sector', async () => {
    const { user } = renderIndex();
    const table = await constituentTable();
    const filter = screen.getByRole('searchbox', { name: 'Filter by company or ticker' });

    await user.type(filter, 'mining');
    expect(companyOrder(table)).toEqual(['Bravo Mining', 'Foxtrot Mining']);
    expect(screen.getByText(/Showing 2 of 8 constituents/)).toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, 'alph');
    expect(companyOrder(table)).toEqual(['Alpha Strategy Inc']);

    await user.clear(filter);
    const sector = screen.getByRole('combobox', { name: 'Sector' });
    expect(
      within(sector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All sectors', 'Automotive', 'Bitcoin Mining', 'Fintech', 'Investment', 'Software']);
    await user.selectOptions(sector, 'Investment');
    expect(companyOrder(table).sort()).toEqual(['Charlie Holdings', 'Golf Treasury']);

    await user.type(filter, 'golf');
    expect(companyOrder(table)).toEqual(['Golf Treasury']);

    await user.type(filter, 'zzz');
    expect(within(table).getByText('No constituents match the filter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows primary (70%) and secondary (30%) weights with the breakdown switch of the holdings store', async () => {
    const { user } = renderIndex();
    const table = await constituentTable();
    const toggle = screen.getByRole('button', { name: 'Show primary and secondary weights' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(table).queryByRole('columnheader', { name: /Primary weight/ })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(useHoldingsStore.getState().showWeightBreakdown).toBe(true);
    expect(header(table, /Primary weight \(70%\)/)).toBeInTheDocument();
    expect(header(table, /Secondary weight \(30%\)/)).toBeInTheDocument();
    const top = indexResultFixture().constituents[0]!;
    const row = within(table).getByRole('row', { name: new RegExp(top.companyName) });
    expect(row).toHaveTextContent(`${formatDecimal(top.indexWeight * 0.7, 2)}%`);
    expect(row).toHaveTextContent(`${formatDecimal(top.indexWeight * 0.3, 2)}%`);

    await user.click(toggle);
    expect(within(table).queryByRole('columnheader', { name: /Primary weight/ })).not.toBeInTheDocument();
  });

  it('marks rows reported more than 90 days ago as stale, in text', async () => {
    renderIndex();
    const table = await constituentTable();
    const stale = within(table).getByRole('row', { name: /Hotel Software/ });
    expect(stale).toHaveAttribute('data-stale', 'true');
    expect(within(stale).getByText('stale')).toBeInTheDocument();
    expect(stale).toHaveTextContent('reported more than 90 days ago');
    expect(within(table).getByRole('row', { name: /Alpha Strategy Inc/ })).not.toHaveAttribute('data-stale');
    expect(within(stale).getByText('Source')).toBeInTheDocument();
  });

  it("dates market cap and mNAV by the market cap's own date, and names each source note for what it sources", async () => {
    const dated = constituentFixture({
      companyName: 'Zulu Treasury',
      symbol: 'ZULU',
      btcHoldings: 90_000,
      marketCap: 12_000_000_000,
      asOf: '2026-06-15',
      asOfDate: '2026-06-15',
      marketCapAsOf: '2026-02 (approx)',
      sourceNote: '8-K of 2026-06-15 (holdings).',
      marketCapSourceNote: 'Exchange close, February 2026 (market cap).',
    });
    server.use(
      http.get('*/api/index/:id', ({ request }) =>
        HttpResponse.json(
          indexAnswer(indexResultFixture('bitcoin_treasury', [...treasuryFixtures, dated]), request.url),
        ),
      ),
    );
    const { user } = renderIndex();
    const table = await constituentTable();
    const row = within(table).getByRole('row', { name: /Zulu Treasury/ });
    const cells = within(row).getAllByRole('cell');
    const columnOf = (name: RegExp) =>
      cells[
        within(table)
          .getAllByRole('columnheader')
          .findIndex((cell) => name.test(cell.textContent ?? '')) - 1
      ]!;
    expect(columnOf(/^Market cap/)).toHaveTextContent(/^\$12\.00B\s*as of February 2026 \(approx\)$/);
    expect(columnOf(/^mNAV/)).toHaveTextContent(/market cap as of February 2026 \(approx\)$/);
    expect(columnOf(/^As of/)).toHaveTextContent(/^Jun 15, 2026/);

    await user.click(within(row).getByText('Source'));
    expect(within(row).getByText('8-K of 2026-06-15 (holdings).')).toBeVisible();
    expect(within(row).getByText('Exchange close, February 2026 (market cap).')).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- the paragraph a source note sits in
    expect(within(row).getByText('Exchange close, February 2026 (market cap).').closest('p')).toHaveTextContent(
      /^Market cap and capital: /,
    );
    // eslint-disable-next-line testing-library/no-node-access -- the paragraph a source note sits in
    expect(within(row).getByText('8-K of 2026-06-15 (holdings).').closest('p')).toHaveTextContent(/^Holdings: /);
  });

  it('lists companies left out with the reason in plain words', async () => {
    renderIndex();
    const table = await screen.findByRole('table', { name: /do not meet its rules/ });
    const row = within(table).getByRole('row', { name: /India Small Co/ });
    expect(within(row).getByTestId('ineligible-reason')).toHaveTextContent(
      'Holds 2,834 BTC — below the 3,000 BTC minimum',
    );
  });

  it('shows the first page of the companies left out and fetches the next ones on "Show more"', async () => {
    // 60 small holders: below the minimum, so all left out; 25 come with the page, 25 a press.
    const small = Array.from({ length: 60 }, (_, i) =>
      constituentFixture({ companyName: `Long Tail ${String(i + 1).padStart(2, '0')}`, btcHoldings: 1_000 - i }),
    );
    const result = indexResultFixture('bitcoin_treasury', [...treasuryFixtures, ...small]);
    const requested: string[] = [];
    server.use(
      // Records each page asked for, then lets the handlers below answer it.
      http.get('*/api/index/:id/ineligible', ({ request }) => {
        requested.push(new URL(request.url).search);
        return undefined;
      }),
      ...indexResultHandlers(() => result),
    );
    const { user } = renderIndex();
    const table = await screen.findByRole('table', { name: /do not meet its rules/ });
    const total = result.ineligible.length;
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent ?? '');
    expect(names()).toHaveLength(25);
    expect(screen.getByText(`Showing 25 of ${total} companies left out.`)).toBeInTheDocument();
    expect(requested).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(`Showing 50 of ${total} companies left out.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(names()).toHaveLength(total));
    expect(requested).toEqual(['?page=2&pageSize=25', '?page=3&pageSize=25']);
    // Every company once, most BTC first, and no button once all are shown.
    expect(new Set(names()).size).toBe(total);
    expect(names()[0]).toMatch(/India Small Co/);
    expect(names().at(-1)).toMatch(/Long Tail 60/);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('updates when the index data changes, without a reload', async () => {
    const { queryClient } = renderIndex();
    await constituentTable();
    const added = constituentFixture({ companyName: 'Zulu Newcomer', symbol: 'ZULU', btcHoldings: 90_000 });
    server.use(
      http.get('*/api/index/:id', ({ request }) =>
        HttpResponse.json(
          indexAnswer(indexResultFixture('bitcoin_treasury', [...treasuryFixtures, added]), request.url),
        ),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: marketKeys.indexResult('bitcoin_treasury') });
    expect(await screen.findByRole('row', { name: /Zulu Newcomer/ })).toBeInTheDocument();
    expect(screen.getByTestId('constituent-count')).toHaveTextContent('9');
  });
});

describe('IndexPage tooltips', () => {
  it('says what a column means when its header is focused, and closes on Escape', async () => {
    const { user } = renderIndex();
    const table = await constituentTable();
    const conviction = () => within(header(table, /Conviction/)).getByRole('button');
    conviction().focus();
    const tip = await screen.findByRole('tooltip', {}, { timeout: 3000 });
    expect(tip).toHaveTextContent(/BTC share of assets, scaled 0 to 100.*70% of the composite score/);
    expect(conviction()).toHaveFocus();
    expect(conviction()).toHaveAccessibleDescription(/70% of the composite score/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // The header still sorts.
    await user.click(conviction());
    expect(header(table, /Conviction/)).toHaveAttribute('aria-sort', 'ascending');
  });

  it("shows how a row's composite score is made up", async () => {
    renderIndex();
    const table = await constituentTable();
    const firstRow = within(table).getAllByRole('row')[1]!;
    const composite = () => within(firstRow).getByRole('button', { name: /^\d+\.\d$/ });
    const score = composite().textContent;
    composite().focus();
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      new RegExp(`^Composite ${score} = 70% × conviction [\\d.]+ \\+ 30% × exposure [\\d.]+`),
    );
  });
});

describe('IndexPage CSV export', () => {
  it('downloads the rows shown, in the order shown, as CSV with a header row', async () => {
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:index-csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^vaultmark-bitcoin_treasury-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    const { user } = renderIndex();
    const table = await constituentTable();
    await user.type(screen.getByRole('searchbox', { name: 'Filter by company or ticker' }), 'mining');
    await user.click(within(header(table, /BTC held/)).getByRole('button'));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = (await blob!.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Rank,Company,Ticker,Sector,BTC held,/);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(companyOrder(table));
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['12000', '50000']);
  });
});

describe('IndexPage for GreenVault', () => {
  it('adds the sustainability score and the renewable share with its claim basis', async () => {
    renderIndex('green_vault');
    const table = await constituentTable();
    expect(header(table, 'Sustainability')).toBeInTheDocument();
    expect(header(table, 'Renewable share')).toBeInTheDocument();
    const kilo = within(table).getByRole('row', { name: /Kilo Hydro Mining/ });
    expect(kilo).toHaveTextContent('100%');
    expect(kilo).toHaveTextContent('power purchase agreements');
    const left = await screen.findByRole('table', { name: /do not meet its rules/ });
    expect(within(left).getByRole('row', { name: /Lima Grid Mining/ })).toHaveTextContent(
      'Renewable energy share 30% — below the 50% minimum',
    );
  });
});

describe('IndexPage renewable claims', () => {
  it('dates each renewable share by its claim, apart from the holdings date', async () => {
    // As the seed's Bitfarms: holdings of March 2026, a 99% hydro claim of Jan 5, 2022.
    const dated = constituentFixture({
      companyName: 'Mike Hydro Mining',
      symbol: 'MIKE',
      indexType: 'green_vault',
      btcHoldings: 1_800,
      marketCap: 1_500_000_000,
      renewableEnergyPct: 99,
      renewableClaimBasis: 'hydro share (company claim, 2022)',
      renewableAsOf: '2022-01-05',
    });
    server.use(
      http.get('*/api/index/:id', ({ request }) =>
        HttpResponse.json(indexAnswer(indexResultFixture('green_vault', [...greenVaultFixtures, dated]), request.url)),
      ),
    );
    renderIndex('green_vault');
    const table = await constituentTable();
    const row = within(table).getByRole('row', { name: /Mike Hydro Mining/ });
    const cells = within(row).getAllByRole('cell');
    const renewable =
      cells[
        within(table)
          .getAllByRole('columnheader')
          .findIndex((cell) => /^Renewable share/.test(cell.textContent ?? '')) - 1
      ]!;
    expect(renewable).toHaveTextContent(/^99%\s*hydro share \(company claim, 2022\)\s*claim as of Jan 5, 2022$/);
    // A row without a claim date shows no invented one.
    const kilo = within(table).getByRole('row', { name: /Kilo Hydro Mining/ });
    expect(kilo).not.toHaveTextContent('claim as of');
  });
});

describe('IndexPage methodology', () => {
  it.each(['bitcoin_treasury', 'bitcoin_treasury_starter', 'green_vault'] as const)(
    'states the rules of %s from its constants',
    async (indexId) => {
      renderIndex(indexId);
      const methodology = methodologies[indexId];
      const section = screen.getByRole('region', { name: 'Methodology' });
      const text = section.textContent ?? '';
      expect(text).toContain(`at least ${new Intl.NumberFormat('en-US').format(methodology.minBtc)} BTC`);
      expect(text).toContain(`more than ${methodology.weightCapPct}%`);
      expect(text).toContain('4,500 ×');
      expect(text).toContain(`${methodology.factorWeights.conviction * 100}% conviction`);
      await screen.findByRole('table', { name: /constituents, ranked by index weight/ });
    },
  );
});
