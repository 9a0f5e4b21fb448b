// Each row of the holdings tables links to its own holder's page: a fund to /fund/:ticker even
// when a company has the same ticker (DEFI), a company to /company/:ticker, a government to
// /government/:slug.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HolderName } from './holder-name';

describe('HolderName', () => {
  it('links a fund and a company of the same ticker each to its own page', () => {
    renderWithProviders(
      <>
        <HolderName name="Hashdex Bitcoin ETF" symbol="DEFI" indexType="bitcoin_etf" />
        <HolderName name="DeFi Technologies" symbol="DEFI" indexType="bitcoin_treasury" />
        <HolderName name="Riot Platforms" symbol="RIOT" indexType="green_vault" />
        <HolderName name="El Salvador" symbol={null} indexType="government_reserve" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Hashdex Bitcoin ETF' })).toHaveAttribute('href', '/fund/DEFI');
    expect(screen.getByRole('link', { name: 'DeFi Technologies' })).toHaveAttribute('href', '/company/DEFI');
    expect(screen.getByRole('link', { name: 'Riot Platforms' })).toHaveAttribute('href', '/company/RIOT');
    expect(screen.getByRole('link', { name: 'El Salvador' })).toHaveAttribute('href', '/government/el-salvador');
  });

  it("links an index table's row, which names no index type, to the company page; no ticker, no link", () => {
    renderWithProviders(
      <>
        <HolderName name="Strategy" symbol="MSTR" />
        <HolderName name="Unlisted Co" symbol={null} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Strategy' })).toHaveAttribute('href', '/company/MSTR');
    expect(screen.getByText('Unlisted Co')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'Unlisted Co' })).not.toBeInTheDocument();
  });
});
