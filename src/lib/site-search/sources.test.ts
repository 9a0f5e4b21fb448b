import { describe, expect, it } from 'vitest';
import { constituentFixture } from '@/testing/market-fixtures';
import { searchItems } from './match';
import { glossaryItems, holderItems, pageItems } from './sources';

describe('site search sources', () => {
  it('gives one item per holder page: a company in both lists once, a fund of its ticker apart, governments by name', () => {
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
      ['21Shares Bitcoin ETP', 'ETF · ABTC', '/fund/ABTC'],
      ['El Salvador', 'Government', '/government/el-salvador'],
      ['American Bitcoin Corp', 'Public company · ABTC', '/company/ABTC'],
    ]);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('finds the Hashdex fund and DeFi Technologies, which share the ticker DEFI, each leading to its own page', () => {
    const items = holderItems([
      constituentFixture({ companyName: 'DeFi Technologies', symbol: 'DEFI', btcHoldings: 2_452 }),
      constituentFixture({
        companyName: 'Hashdex Bitcoin ETF',
        symbol: 'DEFI',
        indexType: 'bitcoin_etf',
        btcHoldings: 135,
      }),
    ]);
    const found = (query: string) => searchItems(items, query).map(({ item }) => item.href);
    expect(found('Hashdex')).toEqual(['/fund/DEFI']);
    expect(found('DeFi Tech')).toEqual(['/company/DEFI']);
    expect(found('DEFI')).toEqual(['/company/DEFI', '/fund/DEFI']);
  });

  it('names a company in both index lists as its page does, by its Pure Bitcoin Treasury row', () => {
    const items = holderItems([
      constituentFixture({
        companyName: 'Gryphon Digital Mining',
        symbol: 'ABTC',
        indexType: 'green_vault',
        btcHoldings: 9,
      }),
      constituentFixture({ companyName: 'American Bitcoin Corp', symbol: 'ABTC', btcHoldings: 5 }),
    ]);
    expect(items.map((item) => [item.label, item.href, item.order])).toEqual([
      ['American Bitcoin Corp', '/company/ABTC', 0],
    ]);
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
