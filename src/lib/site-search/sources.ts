// What the site search finds: the holders (companies, GreenVault candidates, ETFs and
// governments → their pages, each holder once), the public pages of the route table (by title) and the
// glossary terms (→ their anchor on /glossary). Imported only when the search is opened,
// so neither the glossary nor this code is part of any page's first load.
import { isPattern, routeTable } from '@domain/routes';
import type { IndexType } from '@domain/schemas/common';
import type { Constituent } from '@domain/schemas/constituents';
import { holderPath, paths } from '@/config/paths';
import { glossary } from '@domain/content/glossary';
import type { SearchItem } from './match';

const HOLDER_KIND: Readonly<Record<IndexType, string>> = {
  bitcoin_treasury: 'Public company',
  green_vault: 'GreenVault candidate',
  bitcoin_etf: 'ETF',
  government_reserve: 'Government',
};

/** Whose name a company page shows when both a company's index lists have it: the Pure Bitcoin Treasury row's. */
const PAGE_NAME_ORDER: readonly IndexType[] = ['bitcoin_treasury', 'green_vault', 'bitcoin_etf', 'government_reserve'];

/**
 * One item per holder page (holderPath): a company's rows in both index lists give one item,
 * named as its page names it; a fund is an item of its own, even when a company has its ticker.
 */
export function holderItems(rows: readonly Constituent[]): SearchItem[] {
  const byHref = new Map<string, { item: SearchItem; indexType: IndexType }>();
  const sorted = [...rows].sort((a, b) => b.btcHoldings - a.btcHoldings);
  sorted.forEach((row, position) => {
    const href = holderPath(row);
    if (!href) return; // no page
    const key = href.toUpperCase();
    const existing = byHref.get(key);
    if (existing && PAGE_NAME_ORDER.indexOf(existing.indexType) <= PAGE_NAME_ORDER.indexOf(row.indexType)) return;
    const government = row.indexType === 'government_reserve';
    byHref.set(key, {
      indexType: row.indexType,
      item: {
        id: `holder-${key.replace(/[^A-Z0-9]+/g, '-')}`,
        kind: 'holder',
        label: row.companyName,
        detail: government ? HOLDER_KIND[row.indexType] : `${HOLDER_KIND[row.indexType]} · ${row.symbol}`,
        href,
        ticker: government ? undefined : row.symbol!,
        order: existing?.item.order ?? position,
      },
    });
  });
  return [...byHref.values()].map(({ item }) => item);
}

/** The indexable pages with a fixed path, found by their title and breadcrumb label. */
export function pageItems(): SearchItem[] {
  return routeTable
    .filter((entry) => entry.indexable && !isPattern(entry.path))
    .map((entry, position) => ({
      id: `page-${entry.path === '/' ? 'home' : entry.path.slice(1).replace(/[^a-z0-9]+/gi, '-')}`,
      kind: 'page' as const,
      label: entry.path === '/' ? 'Home' : entry.title,
      detail: 'Page',
      href: entry.path,
      keywords: entry.path === '/' ? [entry.title] : [entry.label],
      order: position,
    }));
}

export function glossaryItems(): SearchItem[] {
  return glossary.map((entry, position) => ({
    id: `glossary-${entry.id}`,
    kind: 'term' as const,
    label: entry.term,
    detail: 'Glossary term',
    href: `${paths.glossary}#${entry.id}`,
    keywords: entry.aliases ?? [],
    order: position,
  }));
}
