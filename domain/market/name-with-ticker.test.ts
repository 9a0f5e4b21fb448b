import { describe, expect, it } from 'vitest';
import { holderPageTitle, nameEndsWithTicker, nameWithTicker } from './name-with-ticker.ts';

describe('nameWithTicker', () => {
  it('adds the ticker in parentheses after the name', () => {
    expect(nameWithTicker('Strategy', 'MSTR')).toBe('Strategy (MSTR)');
  });

  it('shows the name alone when there is no ticker', () => {
    expect(nameWithTicker('Omega Plans', null)).toBe('Omega Plans');
    expect(nameWithTicker('Omega Plans', undefined)).toBe('Omega Plans');
    expect(nameWithTicker('Omega Plans', '')).toBe('Omega Plans');
  });

  it('does not repeat a ticker the stored name already ends with, in any case', () => {
    expect(nameWithTicker('Twenty One Capital (XXI)', 'XXI')).toBe('Twenty One Capital (XXI)');
    expect(nameWithTicker('Twenty One Capital (xxi)', 'XXI')).toBe('Twenty One Capital (xxi)');
    expect(nameWithTicker('Twenty One Capital (XXI) ', 'xxi')).toBe('Twenty One Capital (XXI) ');
  });

  it('still adds the ticker when the name ends with other parentheses', () => {
    expect(nameWithTicker('Metaplanet (Japan)', 'MTPLF')).toBe('Metaplanet (Japan) (MTPLF)');
    expect(nameWithTicker('Holdings (XXIV)', 'XXI')).toBe('Holdings (XXIV) (XXI)');
  });

  it('tells whether a name already ends with its ticker', () => {
    expect(nameEndsWithTicker('Twenty One Capital (XXI)', 'xxi')).toBe(true);
    expect(nameEndsWithTicker('Strategy', 'MSTR')).toBe(false);
    expect(nameEndsWithTicker('Holdings (XXIV)', 'XXI')).toBe(false);
  });
});

describe('holderPageTitle', () => {
  it("promises a company's page its mNAV and index weight, and a fund's page only what it has", () => {
    expect(holderPageTitle('DeFi Technologies', 'DEFI', 'company')).toBe(
      'DeFi Technologies (DEFI): Bitcoin Holdings, mNAV and Index Weight',
    );
    expect(holderPageTitle('Hashdex Bitcoin ETF', 'DEFI', 'fund')).toBe(
      'Hashdex Bitcoin ETF (DEFI): Bitcoin Holdings and Change Log',
    );
  });
});
