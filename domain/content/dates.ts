// Dates of the content pages. They are calendar dates (YYYY-MM-DD), not instants: the pages
// show them with formatDate (domain/format-date), the same in every time zone.

/** The date every content page on the site was last reviewed against the data snapshots. */
export const CONTENT_LAST_REVIEWED = '2026-11-21';
