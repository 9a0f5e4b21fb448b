import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  allConstituentsFixture,
  marketToolsHandlers,
  nameEndingWithTickerFixture,
  treasuryConstituentsFixture,
} from '@/testing/market-tools-fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { WeightCalculator } from './weight-calculator';

function renderCalculator(search = '?index=bitcoin_treasury') {
  return renderWithProviders(<WeightCalculator />, { route: `/weight-calculator${search}` });
}

const companyRow = (name: string | RegExp) =>
  screen.getAllByTestId('weight-row').find((row) => within(row).queryByRole('rowheader', { name }))!;
const cell = (row: HTMLElement, column: 'scenario' | 'official' | 'delta') =>
  // eslint-disable-next-line testing-library/no-node-access -- cells by their data-column
  row.querySelector(`[data-column="${column}"]`)!.textContent;
const summary = (figure: string) =>
  within(screen.getByTestId('scenario-summary'))
    .getByRole('rowheader', { name: figure })
    // eslint-disable-next-line testing-library/no-node-access -- cells by their data-column
    .parentElement!.querySelectorAll('td');
const percentOf = (text: string | null) => Number(text?.replace('%', ''));

async function loaded() {
  await waitFor(() => expect(screen.getAllByTestId('weight-row').length).toBeGreaterThan(0));
  await screen.findByText(/Official result calculated/);
}

beforeEach(() => {
  server.use(...marketToolsHandlers);
});

describe('WeightCalculator', () => {
  it('starts from the official result: same weights, zero change', async () => {
    renderCalculator();
    await loaded();
    const alpha = companyRow(/Alpha Treasury Inc/);
    expect(cell(alpha, 'scenario')).toBe('15.00%');
    expect(cell(alpha, 'official')).toBe('15.00%');
    expect(cell(alpha, 'delta')).toBe('0.00 pp');
    const [scenarioCount, officialCount] = summary('Constituents');
    expect(scenarioCount).toHaveTextContent('8');
    expect(officialCount).toHaveTextContent('8');
    expect(within(companyRow(/Iota Small Cap/)).getByText('Below 3,000 BTC')).toBeInTheDocument();
    expect(within(companyRow(/No Cap Ltd/)).getByText('No market cap')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset to official' })).toBeDisabled();
  });

  it('moves the weights when the cap changes, and keeps the cap in the URL', async () => {
    const { user, router } = renderCalculator();
    await loaded();
    const cap = screen.getByRole('textbox', { name: /Weight cap per company/ });
    await user.clear(cap);
    await user.type(cap, '30');
    const alpha = companyRow(/Alpha Treasury Inc/);
    const weight = percentOf(cell(alpha, 'scenario'));
    expect(weight).toBeGreaterThan(15);
    expect(weight).toBeLessThanOrEqual(30);
    expect(cell(alpha, 'official')).toBe('15.00%');
    expect(cell(alpha, 'delta')).toMatch(/^\+\d+\.\d\d pp$/);
    await waitFor(() => expect(router.state.location.search).toBe('?index=bitcoin_treasury&cap=30'));
  });

  it('recomputes when the conviction split or the minimum BTC changes', async () => {
    const { user } = renderCalculator();
    await loaded();
    const min = screen.getByRole('textbox', { name: /Minimum BTC held/ });
    await user.clear(min);
    await user.type(min, '1000');
    expect(summary('Constituents')[0]).toHaveTextContent('9');
    expect(cell(companyRow(/Iota Small Cap/), 'scenario')).not.toBe('0.00%');

    const conviction = screen.getByRole('textbox', { name: /Conviction share of the score/ });
    await user.clear(conviction);
    await user.type(conviction, '20');
    expect(conviction).toHaveAccessibleDescription(/Exposure \(BTC held\) takes the rest: now 80%/);
    expect(screen.getByRole('slider', { name: 'Conviction share slider' })).toHaveValue('20');
  });

  it('drops the count when a company is excluded', async () => {
    const { user, router } = renderCalculator();
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: 'Include Beta Mining' }));
    const [scenarioCount, officialCount] = summary('Constituents');
    expect(scenarioCount).toHaveTextContent('7');
    expect(officialCount).toHaveTextContent('8');
    const beta = companyRow(/Beta Mining/);
    expect(within(beta).getByText('Excluded by you')).toBeInTheDocument();
    expect(cell(beta, 'scenario')).toBe('0.00%');
    expect(cell(beta, 'delta')).toMatch(/^-\d+\.\d\d pp$/);
    await waitFor(() => expect(router.state.location.search).toContain('ex=c-beta'));
  });

  it('adds a hypothetical company valued at the latest price', async () => {
    const { user, router } = renderCalculator();
    await loaded();
    const form = screen.getByRole('form', { name: 'Add a hypothetical company' });
    // The form comes before the first section heading: its own heading does not skip a level.
    expect(within(form).getByRole('heading', { level: 2, name: 'Add a hypothetical company' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add company' }));
    expect(within(form).getByRole('textbox', { name: /Company name/ })).toHaveAccessibleDescription(
      'Enter a company name.',
    );

    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), 'Omega Plans');
    await user.type(within(form).getByRole('textbox', { name: /BTC held/ }), '100000');
    await user.type(within(form).getByRole('textbox', { name: /Market cap/ }), '5B');
    await user.click(within(form).getByRole('button', { name: 'Add company' }));

    expect(await within(form).findByText('Omega Plans added to the scenario.')).toBeInTheDocument();
    const omega = companyRow(/Omega Plans/);
    expect(within(omega).getByText('Hypothetical')).toBeInTheDocument();
    expect(within(omega).getByText('In the index')).toBeInTheDocument();
    expect(percentOf(cell(omega, 'scenario'))).toBeGreaterThan(0);
    expect(cell(omega, 'official')).toBe('0.00%');
    expect(summary('Constituents')[0]).toHaveTextContent('9');
    await waitFor(() => expect(router.state.location.search).toContain('hyp=Omega+Plans%7E100000%7E%7E5000000000%7E'));

    await user.click(screen.getByRole('button', { name: 'Remove Omega Plans' }));
    expect(screen.queryByRole('rowheader', { name: /Omega Plans/ })).not.toBeInTheDocument();
  });

  it.each([
    [0, `${treasuryConstituentsFixture.length} companies from the live data.`],
    [1, `${treasuryConstituentsFixture.length} companies from the live data, 1 hypothetical.`],
    [2, `${treasuryConstituentsFixture.length} companies from the live data, 2 hypothetical.`],
  ])('counts the live companies apart from %i hypothetical', async (count, summary) => {
    const hyp = Array.from({ length: count }, (_, position) => `&hyp=Added+${position}%7E1000%7E%7E1000000000%7E`);
    renderCalculator(`?index=bitcoin_treasury${hyp.join('')}`);
    await loaded();
    expect(screen.getByText(/from the live data/)).toHaveTextContent(`${summary} Official result calculated`);
  });

  it('refuses a hypothetical company holding more BTC than will ever exist', async () => {
    const { user } = renderCalculator();
    await loaded();
    const form = screen.getByRole('form', { name: 'Add a hypothetical company' });
    const btc = within(form).getByRole('textbox', { name: /BTC held/ });
    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), 'Too Much');
    await user.type(btc, '1e20');
    await user.type(within(form).getByRole('textbox', { name: /Market cap/ }), '5B');
    await user.click(within(form).getByRole('button', { name: 'Add company' }));
    expect(btc).toHaveAccessibleDescription('Enter a number from 0 to 21,000,000.');
    expect(screen.queryByRole('rowheader', { name: /Too Much/ })).not.toBeInTheDocument();

    await user.clear(btc);
    await user.type(btc, '21000000');
    await user.click(within(form).getByRole('button', { name: 'Add company' }));
    expect(await within(form).findByText('Too Much added to the scenario.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Too Much/ })).toBeInTheDocument();
  });

  it('shows a stored name that already ends with its ticker without repeating the ticker', async () => {
    server.use(
      http.get('*/api/constituents', () => HttpResponse.json([...allConstituentsFixture, nameEndingWithTickerFixture])),
    );
    renderCalculator();
    await loaded();
    expect(screen.getByRole('rowheader', { name: 'Twenty One Capital (XXI)' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Alpha Treasury Inc (ALPH)' })).toBeInTheDocument();
  });

  it('resets every change to the official methodology', async () => {
    const { user, router } = renderCalculator(
      '?index=bitcoin_treasury&cap=30&ex=c-beta&hyp=X%7E1000%7E%7E1000000000%7E',
    );
    await loaded();
    expect(screen.getByRole('rowheader', { name: /^X/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset to official' }));
    expect(screen.getByRole('textbox', { name: /Weight cap per company/ })).toHaveValue('15');
    expect(screen.getByRole('checkbox', { name: 'Include Beta Mining' })).toBeChecked();
    expect(screen.queryByRole('rowheader', { name: /^X/ })).not.toBeInTheDocument();
    expect(cell(companyRow(/Alpha Treasury Inc/), 'delta')).toBe('0.00 pp');
    await waitFor(() => expect(router.state.location.search).toBe('?index=bitcoin_treasury'));
  });

  it('restores a GreenVault scenario from the URL, with the sustainability share', async () => {
    renderCalculator('?index=green_vault&conv=50&sus=30&cap=40&ex=c-gv1&hyp=Solar+Co%7E900%7E%7E1000000000%7E90');
    await loaded();
    expect(screen.getByRole('combobox', { name: 'Start from the methodology of' })).toHaveValue('green_vault');
    expect(screen.getByRole('textbox', { name: /Sustainability share/ })).toHaveValue('30');
    expect(screen.getByRole('textbox', { name: /Conviction share of the score/ })).toHaveAccessibleDescription(
      /now 20%/,
    );
    expect(screen.getByRole('textbox', { name: /Weight cap per company/ })).toHaveValue('40');
    expect(screen.getByRole('checkbox', { name: 'Include Green One' })).not.toBeChecked();
    expect(within(companyRow(/Solar Co/)).getByText('In the index')).toBeInTheDocument();
    expect(within(companyRow(/Grey Three/)).getByText('Renewable share below 50%')).toBeInTheDocument();
  });

  it('says plainly when the cap cannot hold', async () => {
    renderCalculator('?index=bitcoin_treasury_starter');
    await loaded();
    expect(await screen.findByText('The cap cannot hold with 2 constituents: weights are equal.')).toBeInTheDocument();
    expect(cell(companyRow(/Iota Small Cap/), 'scenario')).toBe('50.00%');
    expect(cell(companyRow(/Kappa Tiny/), 'scenario')).toBe('50.00%');
    expect(within(companyRow(/Alpha Treasury Inc/)).getByText('3,000 BTC or more')).toBeInTheDocument();
  });

  it('flags an invalid setting beside its field and uses the official value meanwhile', async () => {
    const { user } = renderCalculator();
    await loaded();
    const cap = screen.getByRole('textbox', { name: /Weight cap per company/ });
    await user.clear(cap);
    await user.type(cap, '0');
    expect(cap).toHaveAttribute('aria-invalid', 'true');
    expect(cap).toHaveAccessibleDescription(
      /Enter a cap above 0% and at most 100%\. Using the official 15% meanwhile\./,
    );
    expect(cell(companyRow(/Alpha Treasury Inc/), 'scenario')).toBe('15.00%');
  });

  it('compares with the official rules on the same data when the published result fails', async () => {
    server.use(
      http.get('*/api/index/:id', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Index down' }, { status: 500 }),
      ),
    );
    renderCalculator();
    expect(await screen.findByText(/The published result could not be loaded \(Index down\)/)).toBeInTheDocument();
    expect(cell(companyRow(/Alpha Treasury Inc/), 'official')).toBe('15.00%');
  });

  it('shows an error with a retry when the constituents fail', async () => {
    server.use(
      http.get('*/api/constituents', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderCalculator();
    expect(await screen.findByText('The live constituents could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
