// Date labels for content pages. Content dates are calendar dates, not instants, so they
// are formatted from their parts and never pass through a time zone.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-11-21' -> '21 Nov 2026'; '2022-11' -> 'Nov 2022'; anything else is returned unchanged. */
export function formatContentDate(value: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return value;
  return day ? `${Number(day)} ${monthName} ${year}` : `${monthName} ${year}`;
}

/** The date every content page on the site was last reviewed against the data snapshots. */
export const CONTENT_LAST_REVIEWED = '2026-11-21';
