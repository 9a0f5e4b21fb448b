// What the market routes share within one server instance: the realtime hub (absent in
// tests that do not stream), the read cache, the published index results and the outside-total
// lookup.
import type { OutsideTotalLookup } from '../jobs/outside-total.ts';
import type { FixedWindowLimiter } from '../rate-limit/fixed-window-limiter.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { IndexResults } from './index-service.ts';
import type { PageCache } from '../ssr/page-cache.ts';
import type { ReadCache } from './read-cache.ts';

export interface MarketServices {
  realtime: RealtimeHub | null;
  /** Serialised public reads (constituents, index results), dropped on every change. */
  reads: ReadCache;
  /** Answers to page requests, ready to send; a change drops those built from the data (ADR 183). */
  pages: PageCache;
  /** The index results the reads publish, each keeping the time its figures were first calculated. */
  indexResults: IndexResults;
  outsideTotal: OutsideTotalLookup;
  /** Whether this instance runs the BTC price feed (PRICE_FEED) and from where; shown to admins. */
  priceFeed?: { enabled: boolean; url: string | null };
  /** The open data API's per-address limiter, shared by its routes and the fast path (set by createApp). */
  openDataLimiter?: FixedWindowLimiter;
}
