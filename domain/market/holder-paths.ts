// The paths of the holder pages (domain/routes.ts: '/company/:ticker', '/fund/:ticker',
// '/government/:slug'): the SPA links to them, the server names them as canonical and lists
// them in the sitemap; and the page each sits under in the breadcrumbs. A fund's page is
// /fund/:ticker, so a fund whose ticker a company also has (DEFI) has a page (ADR 116).
import { findRoute, type Crumb } from '../routes.ts';
import type { IndexType } from '../schemas/common.ts';
import type { Constituent } from '../schemas/constituents.ts';
import { governmentSlug } from './government-slug.ts';

/** The page of a company (public company or GreenVault candidate), the ticker as stored. */
export function companyPath(ticker: string): string {
  return `/company/${encodeURIComponent(ticker)}`;
}

/** The page of a fund (an ETF row), the ticker as stored. */
export function fundPath(ticker: string): string {
  return `/fund/${encodeURIComponent(ticker)}`;
}

/** The page of the holder a stored row belongs to, by its index type; null for a company or fund without a ticker. */
export function holderPath(row: Pick<Constituent, 'companyName' | 'symbol' | 'indexType'>): string | null {
  if (row.indexType === 'government_reserve') return governmentPath(row.companyName);
  if (!row.symbol) return null;
  return row.indexType === 'bitcoin_etf' ? fundPath(row.symbol) : companyPath(row.symbol);
}

/** The page of a government (no ticker: the slug of its stored name). */
export function governmentPath(name: string): string {
  return governmentSlugPath(governmentSlug(name));
}

/** The page of the government with this slug. */
export function governmentSlugPath(slug: string): string {
  return `/government/${slug}`;
}

/** The index or holdings page a holder's page sits under, by the index type of its primary row. */
const HOLDER_PARENT_PATH: Readonly<Record<IndexType, string>> = {
  bitcoin_treasury: '/bitcoin-treasury',
  green_vault: '/green-vault-index',
  bitcoin_etf: '/holdings',
  government_reserve: '/holdings',
};

/** The breadcrumb parent of a holder's page: that page, with its label in the route table. */
export function holderParentPage(indexType: IndexType): Crumb {
  const path = HOLDER_PARENT_PATH[indexType];
  return { label: findRoute(path)!.label, path };
}
