// Market-data constants (spec section 9): polling, list limits, realtime reconnect delays
// and when a reported holding counts as stale.

/** The global loader refreshes the price list this often. */
export const PRICE_POLL_GLOBAL_MS = 60_000;
/** The price hook (latest price per symbol) refreshes this often. */
export const PRICE_POLL_HOOK_MS = 30_000;
/** Rows the price list asks for (spec: limit 100). */
export const PRICE_LIST_LIMIT = 100;
/** The price symbol the USD values use. */
export const BTC_SYMBOL = 'BTC';

/** The Server-Sent Events stream of table changes. */
export const REALTIME_URL = '/api/realtime';
/** Delays before each reconnect attempt; the last one repeats. */
export const REALTIME_RECONNECT_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000];

/** A holding reported longer ago than this is marked stale. */
export const STALE_AFTER_DAYS = 90;

/** Decimals shown for BTC amounts (holdings are reported to the satoshi at most; tables show two). */
export const BTC_DISPLAY_DECIMALS = 2;
