// What the site search finds: the holders (companies, GreenVault candidates, ETFs and
// governments → their pages), the public pages of the route table (by title) and the
// glossary terms (→ their anchor on /glossary). Imported only when the search is opened,
// so neither the glossary nor this code is part of any page's first load.
import { isPattern, routeTable } from '@domain/routes';
import type { IndexType } from '@domain/schemas/common';
import type { Constituent } from '@domain/schemas/constituents';
import { companyPath, governmentPath, paths } from '@/config/paths';
import { glossary } from '@domain/content/glossary';
import type { SearchItem } from './match';

const HOLDER_KIND: Readonly<Record<IndexType, string>> = {
  bitcoin_treasury: 'Public company',
  green_vault: 'GreenVault candidate',
  bitcoin_etf: 'ETF',
  government_reserve: 'Government',
};

/** One item per holder page: rows that lead to the same page (same ticker) give one item. */
export function holderItems(rows: readonly Constituent[]): SearchItem[] {
  const byHref = new Map<string, SearchItem>();
  const sorted = [...rows].sort((a, b) => b.btcHoldings - a.btcHoldings);
  sorted.forEach((row, position) => {
    const government = row.indexType === 'government_reserve';
    if (!government && !row.symbol) return; // no page
    const href = government ? governmentPath(row.companyName) : companyPath(row.symbol!);
    const key = href.toUpperCase();
    const existing = byHref.get(key);
    // A company's rows win over an ETF with the same ticker, as on its page (ADR 081).
    if (existing && !(existing.detail.startsWith('ETF') && row.indexType !== 'bitcoin_etf')) return;
    byHref.set(key, {
      id: `holder-${key.replace(/[^A-Z0-9]+/g, '-')}`,
      kind: 'holder',
      label: row.companyName,
      detail: government ? HOLDER_KIND[row.indexType] : `${HOLDER_KIND[row.indexType]} · ${row.symbol}`,
      href,
      ticker: government ? undefined : row.symbol!,
      order: existing?.order ?? position,
    });
  });
  return [...byHref.values()];
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
