import { describe, expect, it } from 'vitest';
import { findRoute, matchRoute } from '../routes.ts';
import { INDEX_TYPES, type IndexType } from '../schemas/common.ts';
import {
  companyPath,
  fundPath,
  governmentPath,
  governmentSlugPath,
  holderParentPage,
  holderPath,
} from './holder-paths.ts';

describe('holder paths', () => {
  it('name the holder pages of the route table', () => {
    expect(companyPath('MSTR')).toBe('/company/MSTR');
    expect(companyPath('BRK:B')).toBe('/company/BRK%3AB');
    expect(matchRoute(companyPath('BRK:B'))).toMatchObject({
      entry: { path: '/company/:ticker' },
      params: { ticker: 'BRK:B' },
    });
    expect(governmentPath('Côte d’Ivoire')).toBe('/government/cote-d-ivoire');
    expect(governmentSlugPath('united-states')).toBe('/government/united-states');
    expect(findRoute(governmentPath('United Kingdom'))?.path).toBe('/government/:slug');
  });

  it("give each row its holder's page: a fund its own, whatever company has its ticker", () => {
    const row = (companyName: string, symbol: string | null, indexType: IndexType) => ({
      companyName,
      symbol,
      indexType,
    });
    expect(holderPath(row('DeFi Technologies', 'DEFI', 'bitcoin_treasury'))).toBe('/company/DEFI');
    expect(holderPath(row('Hashdex Bitcoin ETF', 'DEFI', 'bitcoin_etf'))).toBe('/fund/DEFI');
    expect(holderPath(row('Riot Platforms', 'RIOT', 'green_vault'))).toBe('/company/RIOT');
    expect(holderPath(row('El Salvador', null, 'government_reserve'))).toBe('/government/el-salvador');
    expect(holderPath(row('No Ticker Co', null, 'bitcoin_treasury'))).toBeNull();
    expect(holderPath(row('No Ticker Fund', null, 'bitcoin_etf'))).toBeNull();
    expect(fundPath('FBTC.TO')).toBe('/fund/FBTC.TO');
    expect(matchRoute(fundPath('DEFI'))).toMatchObject({
      entry: { path: '/fund/:ticker' },
      params: { ticker: 'DEFI' },
    });
    expect(findRoute(fundPath('DEFI'))?.parent).toBe(holderParentPage('bitcoin_etf').path);
  });

  it("put a holder's page under its index, or under the holdings page for ETFs and governments", () => {
    expect(Object.fromEntries(INDEX_TYPES.map((type) => [type, holderParentPage(type)]))).toEqual({
      bitcoin_treasury: { label: 'Pure Bitcoin Treasury', path: '/bitcoin-treasury' },
      green_vault: { label: 'GreenVault ESG Index', path: '/green-vault-index' },
      bitcoin_etf: { label: 'Bitcoin Holdings', path: '/holdings' },
      government_reserve: { label: 'Bitcoin Holdings', path: '/holdings' },
    });
    for (const type of INDEX_TYPES) expect(findRoute(holderParentPage(type).path)?.indexable).toBe(true);
  });
});
