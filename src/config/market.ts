// Market-data constants (spec section 9): polling, list limits, realtime reconnect delays
// and when a reported holding counts as stale.

/** The global loader refreshes the prices the open page shows this often (spec: 60 s). */
export const PRICE_POLL_GLOBAL_MS = 60_000;
/** The price hook (latest price per symbol) refreshes this often (spec: 30 s). */
export const PRICE_POLL_HOOK_MS = 30_000;
/**
 * How long market data counts as fresh. Realtime marks a query stale the moment its data
 * changes, so within this time a second component (or page) asking for the same data reads
 * the cache instead of asking the server again; without realtime, data is at most this old
 * when a page mounts.
 */
export const MARKET_STALE_TIME_MS = 60_000;
/** The price symbol the USD values use. */
export const BTC_SYMBOL = 'BTC';

/** The Server-Sent Events stream of table changes. */
export const REALTIME_URL = '/api/realtime';
/** Delays before each reconnect attempt; the last one repeats. */
export const REALTIME_RECONNECT_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000];

/** A holding reported longer ago than this is marked stale (the rule is in domain/staleness.ts). */
export { STALE_AFTER_DAYS } from '@domain/staleness';

/** Decimals shown for BTC amounts (holdings are reported to the satoshi at most; tables show two). */
export const BTC_DISPLAY_DECIMALS = 2;

/** Companies left out of an index shown at first, and added by each "Show more" (ADR 202). */
export { INELIGIBLE_PAGE_SIZE } from '@domain/market/ineligible-order';
