import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allConstituentsFixture,
  marketToolsHandlers,
  nameEndingWithTickerFixture,
} from '@/testing/market-tools-fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { MnavCalculator } from './mnav-calculator';

const result = (key: string) => screen.getByTestId(`result-${key}`);
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

function renderCalculator(search = '') {
  return renderWithProviders(<MnavCalculator />, { route: `/mnav-calculator${search}` });
}

/** The page must never show NaN or Infinity, whatever is typed. */
function expectNoNonFiniteText() {
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|∞/);
}

beforeEach(() => {
  server.use(...marketToolsHandlers);
});

describe('MnavCalculator', () => {
  it('explains each input in a tooltip its help button opens from the keyboard', async () => {
    const { user } = renderCalculator();
    await waitFor(() => expect(field(/^BTC price/)).toHaveValue('65000'), { timeout: 3000 });
    const help = () => screen.getByRole('button', { name: 'About Market cap' });
    // Reached with Tab from the field before it, like any control.
    field(/^BTC price/).focus();
    await user.tab();
    expect(help()).toHaveFocus();
    // The tooltip code loads when the browser is idle; the button keeps focus through it.
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      /mNAV is market cap divided by the value of the BTC held/,
    );
    expect(help()).toHaveFocus();
    expect(help()).toHaveAccessibleDescription(/mNAV is market cap divided/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: /^About / })).toHaveLength(10);
  });

  it('prefills the BTC price from the latest stored price and says when it is from', async () => {
    renderCalculator();
    await waitFor(() => expect(field(/^BTC price/)).toHaveValue('65000'));
    expect(screen.getByText(/Latest stored price, Jun 1[45], 2026/)).toBeInTheDocument();
  });

  it('prefills from a stored company, shows each figure’s date and computes every result', async () => {
    const { user, router } = renderCalculator();
    const select = await screen.findByRole('combobox', { name: 'Prefill from a stored company' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'ALPH');

    expect(field(/^BTC held/)).toHaveValue('500000');
    expect(field(/^Market cap/)).toHaveValue('60000000000');
    expect(field(/^Shares outstanding/)).toHaveValue('300000000');
    expect(field(/^Debt/)).toHaveValue('8000000000');
    const dates = screen.getByTestId('company-as-of');
    expect(dates).toHaveTextContent('Holdings 500,000 BTC as of Jun 15, 2026');
    expect(dates).toHaveTextContent('Market cap $60.00B as of Jun 8, 2026');
    expect(dates).toHaveTextContent('Shares, debt, preferred and cash as of Jun 15, 2026 (approx)');
    expect(screen.getByText('From ALPH, as of Jun 15, 2026.')).toBeInTheDocument();

    // 60B ÷ (500,000 × 65,000) = 1.846; EV (60 + 8 + 10 − 1)B ÷ 32.5B = 2.369.
    expect(result('marketCapMnav')).toHaveTextContent('1.85×');
    expect(result('enterpriseValueMnav')).toHaveTextContent('2.37×');
    expect(result('premiumPct')).toHaveTextContent('+84.6% premium');
    expect(result('btcNav')).toHaveTextContent('$32.50B');
    expect(result('btcPerShare')).toHaveTextContent('0.00166667 BTC');
    expect(result('satsPerShare')).toHaveTextContent('166,667 sats');
    expect(result('navPerShare')).toHaveTextContent('$108.33');
    expect(router.state.location.search).toBe('?symbol=ALPH');
  });

  it('says which stored figures are missing rather than dating them to "an unrecorded date"', async () => {
    const { user } = renderCalculator();
    const select = await screen.findByRole('combobox', { name: 'Prefill from a stored company' });
    await waitFor(() => expect(select).toBeEnabled());
    // NCAP has no market cap and no capital-structure figures stored (as BSTR in the seed).
    await user.selectOptions(select, 'NCAP');
    const dates = screen.getByTestId('company-as-of');
    expect(dates).toHaveTextContent('Market cap: not stored');
    expect(dates).toHaveTextContent('Shares, debt, preferred and cash: not stored');
    expect(dates).not.toHaveTextContent('unrecorded date');
    // BETA has a market cap but no capital-structure figures (as Block, XYZ, in the seed).
    await user.selectOptions(select, 'BETA');
    expect(screen.getByTestId('company-as-of')).toHaveTextContent('Market cap $6.00B as of Jun 8, 2026');
    expect(screen.getByTestId('company-as-of')).toHaveTextContent('Shares, debt, preferred and cash: not stored');
  });

  it('lists a stored name that already ends with its ticker without repeating the ticker', async () => {
    server.use(
      http.get('*/api/constituents', () => HttpResponse.json([...allConstituentsFixture, nameEndingWithTickerFixture])),
    );
    renderCalculator();
    const select = await screen.findByRole('combobox', { name: 'Prefill from a stored company' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getByRole('option', { name: 'Twenty One Capital (XXI) — 43,514 BTC' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Alpha Treasury Inc (ALPH) — 500,000 BTC' })).toBeInTheDocument();
  });

  it('shows each formula next to its result', async () => {
    renderCalculator('?btc=1000&price=50000&mcap=100M');
    // eslint-disable-next-line testing-library/no-node-access -- the result card around its figure
    const card = result('enterpriseValueMnav').parentElement!;
    expect(within(card).getByText('= (market cap + debt + preferred − cash) ÷ BTC NAV')).toBeInTheDocument();
    expect(screen.getByText('= ln(mNAV) ÷ ln(1 + daily BTC yield)')).toBeInTheDocument();
    expect(screen.getByText('= BTC needed to reach mNAV 1 ÷ BTC added per day')).toBeInTheDocument();
  });

  it('restores every input from the URL and computes both forms of days to cover', async () => {
    renderCalculator('?btc=1000&price=50000&mcap=100M&debt=10M&pref=0&cash=5M&add=2&yield=0.1&basis=mcap');
    expect(field(/^BTC held/)).toHaveValue('1000');
    expect(field(/^BTC price/)).toHaveValue('50000');
    expect(field(/^Market cap/)).toHaveValue('100M');
    // 100M ÷ 50M = 2; EV (100 + 10 + 0 − 5)M ÷ 50M = 2.1.
    expect(result('marketCapMnav')).toHaveTextContent('2.00×');
    expect(result('enterpriseValueMnav')).toHaveTextContent('2.10×');
    // Market-cap basis chosen in the URL: (100M ÷ 50,000 − 1,000) ÷ 2 = 500 days; ln 2 ÷ ln 1.001 = 693.5 days.
    expect(screen.getByRole('radio', { name: 'Market cap' })).toBeChecked();
    expect(result('btcToMnavOne')).toHaveTextContent('1,000 BTC');
    expect(result('daysToCoverAbsolute')).toHaveTextContent('500 days');
    expect(result('daysToCoverYield')).toHaveTextContent('693.5 days');
    // The price comes from the URL, not the stored price.
    await screen.findByText(/Latest stored price: \$65,000\.00/);
    expect(field(/^BTC price/)).toHaveValue('50000');
  });

  it('says the new headline figures in a polite live region once typing pauses, not on load', async () => {
    const { user } = renderCalculator('?btc=1000&price=50000&mcap=100M');
    const status = screen.getByTestId('mnav-results-announcement');
    expect(status).toHaveAttribute('role', 'status');
    const before = status.textContent;
    expect(before).toContain('2.00×');
    await user.clear(field(/^Market cap/));
    await user.type(field(/^Market cap/), '150M');
    // 150M ÷ 50M = 3.
    await waitFor(() => expect(status).toHaveTextContent(/mNAV \(market cap\): 3\.00×/));
  });

  it('uses enterprise value by default where known, and offers market cap', async () => {
    const { user, router } = renderCalculator('?btc=1000&price=50000&mcap=100M&debt=10M&pref=0&cash=5M&add=2');
    expect(screen.getByRole('radio', { name: 'Enterprise value' })).toBeChecked();
    // 105M ÷ 50,000 − 1,000 = 1,100 BTC; ÷ 2 = 550 days.
    expect(result('btcToMnavOne')).toHaveTextContent('1,100 BTC');
    expect(result('daysToCoverAbsolute')).toHaveTextContent('550 days');
    expect(screen.getByText('BTC needed to reach mNAV 1 (enterprise value basis)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Market cap' }));
    expect(result('daysToCoverAbsolute')).toHaveTextContent('500 days');
    await waitFor(() => expect(router.state.location.search).toContain('basis=mcap'));
  });

  it('marks EV mNAV incomplete and names the missing input instead of counting it as zero', async () => {
    renderCalculator('?btc=1000&price=50000&mcap=100M&debt=10M&pref=0&add=2');
    expect(result('enterpriseValueMnav')).toHaveTextContent('Incomplete');
    expect(screen.getAllByText(/Incomplete: needs cash\./).length).toBeGreaterThan(0);
    expect(result('enterpriseValue')).toHaveTextContent('—');
    // Market cap is then the default basis.
    expect(screen.getByRole('radio', { name: 'Market cap' })).toBeChecked();
    expect(result('daysToCoverAbsolute')).toHaveTextContent('500 days');
  });

  it('says "at a discount" and "not meaningful" rather than negative figures', async () => {
    const { unmount } = renderCalculator('?btc=1000&price=50000&mcap=40M&debt=0&pref=0&cash=1M&add=2');
    expect(result('btcToMnavOne')).toHaveTextContent('At a discount');
    expect(result('daysToCoverAbsolute')).toHaveTextContent('At a discount');
    unmount();
    renderCalculator('?btc=1000&price=50000&mcap=40M&debt=0&pref=0&cash=50M&basis=ev');
    expect(result('enterpriseValueMnav')).toHaveTextContent('Not meaningful');
    expect(result('btcToMnavOne')).toHaveTextContent('Not meaningful');
    expect(document.body.textContent).not.toMatch(/-\d[\d.,]*×/);
  });

  it('a market cap of 0 is an error, not replaced by share price × shares', async () => {
    renderCalculator('?btc=1000&price=50000&mcap=0&sp=10&shares=1M');
    expect(field(/^Market cap/)).toHaveAccessibleDescription(/Must be greater than zero\./);
    expect(result('marketCapMnav')).toHaveTextContent('—');
    expect(result('marketCap')).toHaveTextContent('—');
  });

  it('updates results and the URL as you type, and a copied link reproduces the results', async () => {
    const { user, router, unmount } = renderCalculator('?price=50000');
    await user.type(field(/^BTC held/), '2000');
    await user.type(field(/^Share price/), '25');
    await user.type(field(/^Shares outstanding/), '10M');
    expect(result('marketCapMnav')).toHaveTextContent('2.50×');
    expect(result('marketCap')).toHaveTextContent('$250.00M');
    expect(screen.getByText('= share price × shares outstanding')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?btc=2000&price=50000&sp=25&shares=10M'));

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/mnav-calculator');
    const shown = screen.getByTestId('mnav-results').textContent;
    unmount();

    renderCalculator(link.search);
    expect(screen.getByTestId('mnav-results').textContent).toBe(shown);
  });

  it('explains a missing per-share figure when shares outstanding is empty', async () => {
    renderCalculator('?btc=1000&price=50000&mcap=100M');
    for (const key of ['btcPerShare', 'satsPerShare', 'navPerShare']) {
      expect(result(key)).toHaveTextContent('—');
    }
    expect(screen.getAllByText('Needs shares outstanding.')).toHaveLength(3);
    expectNoNonFiniteText();
  });

  it('handles zero BTC held without dividing by zero', async () => {
    renderCalculator('?btc=0&price=50000&mcap=100M&shares=1M&add=0&yield=0.1');
    expect(result('btcNav')).toHaveTextContent('$0.00');
    expect(result('marketCapMnav')).toHaveTextContent('—');
    expect(screen.getAllByText('Not defined: the BTC NAV is zero.').length).toBeGreaterThan(0);
    expect(result('btcPerShare')).toHaveTextContent('0 BTC');
    expect(result('daysToCoverAbsolute')).toHaveTextContent('—');
    expect(screen.getByText('Not defined when no BTC is added per day.')).toBeInTheDocument();
    expectNoNonFiniteText();
  });

  it('with zero BTC held, shows the BTC needed to reach mNAV 1 and the days to add it', async () => {
    // 100M ÷ 50,000 − 0 = 2,000 BTC; at 10 BTC a day, 200 days.
    renderCalculator('?btc=0&price=50000&mcap=100M&add=10&yield=0.1');
    expect(result('btcToMnavOne')).toHaveTextContent('2,000');
    expect(result('daysToCoverAbsolute')).toHaveTextContent('200');
    expect(result('daysToCoverYield')).toHaveTextContent('—');
    expect(screen.queryByText('Too large to compute.')).not.toBeInTheDocument();
    expectNoNonFiniteText();
  });

  it('says a market cap from share price × shares that overflows is too large, not missing', async () => {
    renderCalculator('?btc=1&price=50000&sp=1e300&shares=1e300');
    expect(result('marketCap')).toHaveTextContent('—');
    expect(screen.queryByText(/Needs market cap/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Too large to compute.').length).toBeGreaterThan(0);
    expectNoNonFiniteText();
  });

  it('copes with huge numbers: overflow is a dash, never Infinity', async () => {
    renderCalculator('?btc=1e7&price=1e302&mcap=1e300&shares=1');
    expect(result('btcNav')).toHaveTextContent('—');
    expect(screen.getAllByText('Too large to compute.').length).toBeGreaterThan(0);
    expect(result('btcPerShare')).toHaveTextContent('10,000,000 BTC');
    expectNoNonFiniteText();
  });

  it('shows a message beside an invalid field, wired for assistive technology', async () => {
    const { user } = renderCalculator('?price=50000');
    const btc = field(/^BTC held/);
    await user.type(btc, 'abc');
    expect(btc).toHaveAttribute('aria-invalid', 'true');
    expect(btc).toHaveAccessibleDescription(/Enter a number\./);
    expect(result('btcNav')).toHaveTextContent('—');

    const price = field(/^BTC price/);
    await user.clear(price);
    await user.type(price, '-5');
    expect(price).toHaveAccessibleDescription(/Must be greater than zero\./);
    await user.type(field(/^Debt/), '1e400');
    expect(field(/^Debt/)).toHaveAccessibleDescription(/Enter a number\./);
    expectNoNonFiniteText();
  });

  it('says when the stored companies cannot be loaded', async () => {
    server.use(
      http.get('*/api/constituents', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderCalculator();
    expect(await screen.findByText(/Stored companies could not be loaded: Database unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
