// The site search's matching: holders (by name and ticker), pages (by title) and glossary
// terms, ranked so that what the query names best comes first. Pure: the items come from
// ./sources, loaded only when the search is opened.

export type SearchItemKind = 'holder' | 'page' | 'term';

export interface SearchItem {
  /** Unique among the items (used for option ids). */
  id: string;
  kind: SearchItemKind;
  /** What the option shows first (a holder's name, a page's title, a term). */
  label: string;
  /** The second line: what the item is ("Public company · MSTR", "Page", "Glossary term"). */
  detail: string;
  /** Where choosing it goes. */
  href: string;
  /** A ticker, matched on its own (exactly, or as a prefix). */
  ticker?: string;
  /** Other words it is found by (a page's breadcrumb label). */
  keywords?: readonly string[];
  /** Within the same match quality and kind, lower comes first (e.g. the largest holder). */
  order?: number;
}

export interface SearchResult {
  item: SearchItem;
  /** 0 is the best match; see scoreItem. */
  score: number;
}

/** Lower case, accents dropped, punctuation as spaces, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const KIND_ORDER: Readonly<Record<SearchItemKind, number>> = { holder: 0, page: 1, term: 2 };

/**
 * How well an item matches a normalised query, or null when it does not:
 * 0 the name or ticker is the query; 1 the name starts with it; 2 the ticker starts with it;
 * 3 every word of the query starts a word of the name; 4 … of the name or keywords;
 * 5 the name or a keyword contains the query.
 */
export function scoreItem(item: SearchItem, query: string): number | null {
  if (!query) return null;
  const label = normalise(item.label);
  const ticker = item.ticker ? normalise(item.ticker) : '';
  const compactQuery = query.replace(/ /g, '');
  if (label === query || (ticker && ticker.replace(/ /g, '') === compactQuery)) return 0;
  if (label.startsWith(query)) return 1;
  if (ticker && ticker.replace(/ /g, '').startsWith(compactQuery)) return 2;
  const tokens = query.split(' ');
  const labelWords = label.split(' ');
  const startsAWord = (words: readonly string[]) => (token: string) => words.some((word) => word.startsWith(token));
  if (tokens.every(startsAWord(labelWords))) return 3;
  const keywords = (item.keywords ?? []).map(normalise);
  const allWords = [...labelWords, ...keywords.flatMap((keyword) => keyword.split(' '))];
  if (tokens.every(startsAWord(allWords))) return 4;
  if (label.includes(query) || keywords.some((keyword) => keyword.includes(query))) return 5;
  return null;
}

export const SEARCH_RESULT_LIMIT = 10;

/** The items matching the query, best first (score, then kind, then order, then label). */
export function searchItems(
  items: readonly SearchItem[],
  rawQuery: string,
  limit = SEARCH_RESULT_LIMIT,
): SearchResult[] {
  const query = normalise(rawQuery);
  if (!query) return [];
  const results: SearchResult[] = [];
  for (const item of items) {
    const score = scoreItem(item, query);
    if (score !== null) results.push({ item, score });
  }
  results.sort(
    (a, b) =>
      a.score - b.score ||
      KIND_ORDER[a.item.kind] - KIND_ORDER[b.item.kind] ||
      (a.item.order ?? 0) - (b.item.order ?? 0) ||
      a.item.label.localeCompare(b.item.label, 'en'),
  );
  return results.slice(0, limit);
}
