// The paths of the holder pages (domain/routes.ts: '/company/:ticker', '/government/:slug'):
// the SPA links to them, the server names them as canonical and lists them in the sitemap;
// and the page each sits under in the breadcrumbs.
import { findRoute, type Crumb } from '../routes.ts';
import type { IndexType } from '../schemas/common.ts';
import { governmentSlug } from './government-slug.ts';

/** The page of a holder with a ticker (company, GreenVault candidate or ETF), the ticker as stored. */
export function companyPath(ticker: string): string {
  return `/company/${encodeURIComponent(ticker)}`;
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
