import { describe, expect, it } from 'vitest';
import { findRoute, matchRoute } from '../routes.ts';
import { INDEX_TYPES } from '../schemas/common.ts';
import { companyPath, governmentPath, governmentSlugPath, holderParentPage } from './holder-paths.ts';

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
