import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HoldingsSummary } from '@domain/schemas/home';
import { setReducedMotion } from '@/testing/browser-stubs';
import { holdingsSummaryFixture } from '@/testing/fixtures';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { holdingsUsdValue } from '../lib/holdings-value';
import { HoldingsCounter } from './holdings-counter';

function serve(summary: HoldingsSummary) {
  server.use(http.get('*/api/holdings/summary', () => HttpResponse.json(summary)));
}

const summary: HoldingsSummary = {
  publicCompanies: { totalBtc: 1_097_000, companyCount: 140, earliestAsOf: '2021-02-28', latestAsOf: '2026-06-15' },
  latestPrice: { symbol: 'BTC', price: 65_000, timestamp: '2026-06-15T12:00:00Z', source: 'test feed' },
};

describe('holdingsUsdValue', () => {
  it('multiplies total BTC by the latest price', () => {
    expect(holdingsUsdValue(summary)).toBe(71_305_000_000);
  });

  it('is null without a price', () => {
    expect(holdingsUsdValue({ ...summary, latestPrice: null })).toBeNull();
  });
});

describe('HoldingsCounter', () => {
  it('shows a skeleton while loading', () => {
    renderWithProviders(<HoldingsCounter />);
    expect(screen.getByTestId('holdings-loading')).toBeInTheDocument();
  });

  it('computes the USD value in billions from the served summary', async () => {
    setReducedMotion(true);
    serve(summary);
    renderWithProviders(<HoldingsCounter />);
    const btc = await screen.findByTestId('holdings-btc-counter');
    expect(btc).toHaveTextContent(/^1,097,000$/);
    expect(btc).toHaveAttribute('data-target', '1,097,000');
    const usd = screen.getByTestId('holdings-usd-counter');
    expect(usd).toHaveTextContent(/^\$71\.3B$/);
    expect(usd).toHaveAttribute('data-target', '$71.3B');
    expect(screen.getByText('1,097,000 BTC')).toHaveClass('sr-only');
    expect(screen.getByText(/140 public companies/)).toBeInTheDocument();
    expect(screen.getByTestId('holdings-dates')).toHaveTextContent(
      /^Holdings reported between February 2021 and June 2026 \(each company’s date is on its page\); BTC price \$65,000 on Jun 1[56], 2026, .+ \(test feed\)\.$/,
    );
  });

  it('animates both figures from 0 to their targets in about 2.5 seconds', async () => {
    renderWithProviders(<HoldingsCounter />);
    const btc = await screen.findByTestId('holdings-btc-counter');
    const usd = screen.getByTestId('holdings-usd-counter');
    expect(btc).toHaveAttribute('data-state', 'animating');
    expect(btc.textContent).not.toBe(btc.dataset.target);
    // Default fixture: 1,000,000 BTC at $65,000.
    await waitFor(() => expect(btc.textContent).toBe('1,000,000'), { timeout: 4000 });
    await waitFor(() => expect(usd.textContent).toBe('$65.0B'), { timeout: 1000 });
    expect(usd).toHaveAttribute('data-target', '$65.0B');
  });

  it('shows a dash and a short message when the summary fails', async () => {
    server.use(
      http.get('*/api/holdings/summary', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderWithProviders(<HoldingsCounter />);
    expect(await screen.findByText(/Holdings data could not be loaded: Database unavailable/)).toBeInTheDocument();
    expect(screen.getByTestId('holdings-btc-counter')).toHaveTextContent('—');
    expect(screen.getByTestId('holdings-usd-counter')).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a dash for the USD value when no price is stored', async () => {
    setReducedMotion(true);
    serve({ ...holdingsSummaryFixture, latestPrice: null });
    renderWithProviders(<HoldingsCounter />);
    expect(await screen.findByTestId('holdings-btc-counter')).toHaveTextContent('1,000,000');
    expect(screen.getByTestId('holdings-usd-counter')).toHaveTextContent('—');
    expect(screen.getByText(/no BTC price stored yet/)).toBeInTheDocument();
  });
});

describe('HoldingsCounter fallback to the outside total', () => {
  const emptySummary: HoldingsSummary = {
    ...summary,
    publicCompanies: { totalBtc: 0, companyCount: 0, earliestAsOf: null, latestAsOf: null },
  };

  it('asks for the outside total once when the stored total is 0, and shows it', async () => {
    setReducedMotion(true);
    serve(emptySummary);
    let requests = 0;
    server.use(
      http.get('*/api/holdings/outside-total', () => {
        requests += 1;
        return HttpResponse.json({
          totalBtc: 1_050_000,
          source: 'bitcointreasuries.net',
          fetchedAt: '2026-06-15T08:00:00Z',
        });
      }),
    );
    renderWithProviders(<HoldingsCounter />);
    expect(await screen.findByTestId('holdings-btc-counter')).toHaveTextContent('1,050,000');
    expect(screen.getByTestId('holdings-usd-counter')).toHaveTextContent('$68.3B');
    expect(screen.getByTestId('holdings-fallback')).toHaveTextContent(
      /Total of all public companies as published by bitcointreasuries\.net/,
    );
    expect(requests).toBe(1);
  });

  it('shows 0 when the outside lookup fails', async () => {
    setReducedMotion(true);
    serve(emptySummary);
    server.use(
      http.get('*/api/holdings/outside-total', () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Lookup failed' }, { status: 500 }),
      ),
    );
    renderWithProviders(<HoldingsCounter />);
    await waitFor(() => expect(screen.getByTestId('holdings-btc-counter')).toHaveTextContent(/^0$/));
    expect(screen.getByTestId('holdings-usd-counter')).toHaveTextContent('$0.0B');
  });
});
