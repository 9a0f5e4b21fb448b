// The paths of the holder pages (domain/routes.ts: '/company/:ticker', '/government/:slug'):
// the SPA links to them, the server names them as canonical and lists them in the sitemap.
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
