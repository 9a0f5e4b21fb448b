import { describe, expect, it } from 'vitest';
import { constituentFixture } from '@/testing/market-fixtures';
import { glossaryItems, holderItems, pageItems } from './sources';

describe('site search sources', () => {
  it('gives one item per holder page: a company wins over an ETF with its ticker, governments by name', () => {
    const items = holderItems([
      constituentFixture({
        companyName: '21Shares Bitcoin ETP',
        symbol: 'ABTC',
        indexType: 'bitcoin_etf',
        btcHoldings: 9_000,
      }),
      constituentFixture({ companyName: 'American Bitcoin Corp', symbol: 'ABTC', btcHoldings: 6_500 }),
      constituentFixture({
        companyName: 'American Bitcoin Corp',
        symbol: 'ABTC',
        indexType: 'green_vault',
        btcHoldings: 6_500,
      }),
      constituentFixture({
        companyName: 'El Salvador',
        symbol: null,
        indexType: 'government_reserve',
        btcHoldings: 7_689,
      }),
      constituentFixture({ companyName: 'No Ticker Co', symbol: null, btcHoldings: 10 }),
    ]);
    expect(items.map((item) => [item.label, item.detail, item.href])).toEqual([
      ['American Bitcoin Corp', 'Public company · ABTC', '/company/ABTC'],
      ['El Salvador', 'Government', '/government/el-salvador'],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('lists the indexable fixed pages and every glossary term with its anchor', () => {
    const pages = pageItems();
    expect(pages.find((item) => item.href === '/holdings')?.label).toBe(
      'Bitcoin Holdings: ETFs, Governments and Combined',
    );
    expect(pages.some((item) => item.href.includes(':') || item.href === '/admin' || item.href === '/auth')).toBe(
      false,
    );
    const terms = glossaryItems();
    expect(terms.length).toBeGreaterThan(10);
    expect(terms.every((item) => /^\/glossary#term-[a-z0-9-]+$/.test(item.href))).toBe(true);
    expect(new Set([...pages, ...terms].map((item) => item.id)).size).toBe(pages.length + terms.length);
  });
});
