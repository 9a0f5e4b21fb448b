// The path segment of a government's page (/government/:slug): its name in lower case,
// accents dropped, every run of other characters a single '-' ('United States' →
// 'united-states', 'Côte d’Ivoire' → 'cote-d-ivoire'). Government rows have no ticker, so
// the slug is the name they are stored under; the server finds the row whose name gives it.

/** A slug as the page's path accepts it: lower-case letters and digits in '-'-joined runs. */
export const GOVERNMENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function governmentSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
