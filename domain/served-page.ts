// The marks the server writes into a page it serves, read back by the browser's start
// (src/lib/server-state.ts): one source for both sides.

/** The id of the JSON element holding the page's first data (React Query's dehydrated state). */
export const QUERY_STATE_ELEMENT_ID = 'vaultmark-query-state';

/**
 * The attribute of #root by which the server says it answered the page with 404 (ADR 119):
 * the page the path names does not exist (an unknown ticker, say), and the browser shows
 * the not-found page without asking the API again.
 */
export const PAGE_STATUS_ATTRIBUTE = 'data-page-status';
