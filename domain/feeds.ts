// The Atom feeds of holdings changes (issue 47): every change, and one holder's. The pages
// that show holdings link them with <link rel="alternate"> (server/seo/head.ts).
import { INDEX_IDS, indexPagePath } from './index-methodology/methodologies.ts';
import { routePaths } from './routes.ts';

export const CHANGES_FEED_PATH = '/feeds/changes.atom';

/** /feeds/holders/<TICKER>.atom */
export const holderFeedPath = (ticker: string) => `/feeds/holders/${encodeURIComponent(ticker.toUpperCase())}.atom`;

export interface FeedLink {
  title: string;
  path: string;
}

/** Pages whose content the changes feed follows: the index pages and the holdings page. */
const MARKET_PAGES = new Set([...INDEX_IDS.map(indexPagePath), routePaths.holdings]);

/** The feeds a page links as alternates: a company's or fund's own, and the changes feed on market pages. */
export function alternateFeeds(path: string, siteName: string): FeedLink[] {
  const changes = { title: `${siteName}: holdings changes`, path: CHANGES_FEED_PATH };
  const holder = /^\/(?:company|fund)\/([^/]+)$/.exec(path);
  if (holder) {
    const ticker = decodeURIComponent(holder[1]!).toUpperCase();
    return [{ title: `${siteName}: ${ticker} holdings changes`, path: holderFeedPath(ticker) }, changes];
  }
  return MARKET_PAGES.has(path) ? [changes] : [];
}
