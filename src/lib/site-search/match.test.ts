import { describe, expect, it } from 'vitest';
import { normalise, searchItems, type SearchItem } from './match';

const holder = (label: string, ticker: string | undefined, order: number): SearchItem => ({
  id: `holder-${label}`,
  kind: 'holder',
  label,
  detail: ticker ? `Public company · ${ticker}` : 'Government',
  href: ticker ? `/company/${ticker}` : `/government/${label.toLowerCase().replace(/ /g, '-')}`,
  ticker,
  order,
});

const items: SearchItem[] = [
  holder('Strategy', 'MSTR', 0),
  holder('Metaplanet', '3350.T', 2),
  holder('MARA Holdings', 'MARA', 1),
  holder('United States', undefined, 3),
  holder('El Salvador', undefined, 4),
  {
    id: 'page-case-study-strategy',
    kind: 'page',
    label: 'Case Study: Strategy',
    detail: 'Page',
    href: '/case-study/strategy',
    keywords: ['Strategy'],
  },
  {
    id: 'page-holdings',
    kind: 'page',
    label: 'Bitcoin Holdings: ETFs, Governments and Combined',
    detail: 'Page',
    href: '/holdings',
    keywords: ['Bitcoin Holdings'],
  },
  {
    id: 'term-mnav',
    kind: 'term',
    label: 'mNAV',
    detail: 'Glossary term',
    href: '/glossary#term-mnav',
    keywords: ['Multiple of net asset value'],
  },
  {
    id: 'term-strat',
    kind: 'term',
    label: 'Treasury strategy',
    detail: 'Glossary term',
    href: '/glossary#term-treasury-strategy',
  },
];

const labels = (query: string) => searchItems(items, query).map((result) => result.item.label);

describe('site search matching', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalise('  Côte-d’Ivoire ')).toBe('cote d ivoire');
    expect(normalise('3350.T')).toBe('3350 t');
  });

  it('puts the holder whose name starts with the query first, then pages, then terms', () => {
    expect(labels('Strat')).toEqual(['Strategy', 'Case Study: Strategy', 'Treasury strategy']);
  });

  it('finds a holder by its ticker, exactly or as a prefix, before names that merely contain it', () => {
    expect(labels('mstr')[0]).toBe('Strategy');
    expect(labels('3350')[0]).toBe('Metaplanet');
    expect(labels('3350.t')[0]).toBe('Metaplanet');
    expect(labels('MARA')[0]).toBe('MARA Holdings');
  });

  it('matches every word of a query against word starts, in any order', () => {
    expect(labels('states united')).toEqual(['United States']);
    expect(labels('salv')).toEqual(['El Salvador']);
    expect(labels('governments')).toEqual(['Bitcoin Holdings: ETFs, Governments and Combined']);
  });

  it('finds pages and terms by their keywords (breadcrumb label, aliases)', () => {
    expect(labels('multiple of net')).toEqual(['mNAV']);
  });

  it('finds nothing for an empty or unmatched query, and caps the list', () => {
    expect(labels('   ')).toEqual([]);
    expect(labels('zzzz')).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => holder(`Alpha ${index}`, `A${index}`, index));
    expect(searchItems(many, 'alpha')).toHaveLength(10);
    expect(searchItems(many, 'alpha', 3).map((result) => result.item.label)).toEqual(['Alpha 0', 'Alpha 1', 'Alpha 2']);
  });
});
