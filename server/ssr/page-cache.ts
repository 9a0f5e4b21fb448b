// The answers to page requests, kept ready to send (ADR 183): the HTML with its head and
// rendered markup, compressed, with its status. A page is keyed on what changes it — its path
// and its own query parameters (domain/route-query-params.ts) — so a query string that only
// tracks a click is served the page already kept. Kept per UTC day (the days counter, the
// footer's year) and bounded by bytes; a change of the market data drops only the pages
// built from it. The fast path (server/http/fast-path.ts) answers a kept page without the
// middleware stack.
import type { StaticFile } from '../static/static-site.ts';

export interface CachedPage {
  status: 200 | 404;
  file: StaticFile;
  /** Built from stored market data (its markup, head or status): dropped when that data changes. */
  usesData: boolean;
}

/** What a miss produces: the answer, and whether it may be kept (not when its render was skipped or failed). */
export interface ProducedPage {
  page: CachedPage;
  keep: boolean;
}

/** Bytes of pages kept (a page is about 140 KB with its compressed copies). */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** Bytes of not-found pages kept, apart: paths nobody links to must not push the site's pages out (ADR 119). */
export const NOT_FOUND_CACHE_BYTES = 4 * 1024 * 1024;

export interface PageCacheOptions {
  limitBytes?: number;
  notFoundLimitBytes?: number;
  /** The current UTC day ('2026-11-26'); a page kept from another day is made again. */
  today?: () => string;
}

interface Entry {
  day: string;
  page: Promise<CachedPage>;
  /** Set once kept: the fast path answers synchronously from it. */
  ready?: CachedPage;
  bytes: number;
}

const utcDay = () => new Date().toISOString().slice(0, 10);

function sizeOf(key: string, page: CachedPage): number {
  let bytes = key.length;
  for (const variant of Object.values(page.file.variants)) bytes += variant.body.byteLength;
  return bytes;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #limits: Record<'pages' | 'notFound', number>;
  readonly #used = { pages: 0, notFound: 0 };
  readonly #today: () => string;

  constructor(options: PageCacheOptions = {}) {
    this.#limits = {
      pages: options.limitBytes ?? PAGE_CACHE_BYTES,
      notFound: options.notFoundLimitBytes ?? NOT_FOUND_CACHE_BYTES,
    };
    this.#today = options.today ?? utcDay;
  }

  /** Bytes held by kept pages and not-found pages. */
  get bytes(): number {
    return this.#used.pages + this.#used.notFound;
  }

  /** How many answers are kept or being made. */
  get size(): number {
    return this.#entries.size;
  }

  /** The kept answer for `key` today, if any (synchronous, for the fast path). */
  peek(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    return entry?.ready !== undefined && entry.day === this.#today() ? entry.ready : undefined;
  }

  /**
   * The answer for `key`: the kept one, or the one `produce` makes; requests for a key being
   * made wait for that one (a thousand click ids on one page cost one render).
   */
  answer(key: string, produce: () => Promise<ProducedPage>): Promise<CachedPage> {
    const day = this.#today();
    const cached = this.#entries.get(key);
    if (cached && cached.day === day) return cached.page;
    if (cached) this.#drop(key, cached);
    const made = produce();
    const entry: Entry = { day, page: made.then(({ page }) => page), bytes: 0 };
    this.#entries.set(key, entry);
    made.then(
      ({ page, keep }) => {
        if (this.#entries.get(key) !== entry) return; // dropped meanwhile (the data changed)
        const kind = page.status === 404 ? 'notFound' : 'pages';
        const bytes = sizeOf(key, page);
        if (!keep || bytes > this.#limits[kind]) {
          this.#entries.delete(key);
          return;
        }
        entry.ready = page;
        entry.bytes = bytes;
        this.#used[kind] += bytes;
        this.#evict(kind, key);
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return entry.page;
  }

  /**
   * The market data changed: drops the pages built from it, and the ones being made (which
   * may have read it before the change). Pages without data stay.
   */
  invalidateData(): void {
    for (const [key, entry] of this.#entries) {
      if (entry.ready === undefined || entry.ready.usesData) this.#drop(key, entry);
    }
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    if (entry.ready) this.#used[entry.ready.status === 404 ? 'notFound' : 'pages'] -= entry.bytes;
  }

  /** Drops the oldest kept answers of a kind until it fits its bytes (never the one just kept). */
  #evict(kind: 'pages' | 'notFound', keep: string): void {
    for (const [key, entry] of this.#entries) {
      if (this.#used[kind] <= this.#limits[kind]) return;
      if (key === keep || entry.ready === undefined) continue;
      if ((entry.ready.status === 404 ? 'notFound' : 'pages') === kind) this.#drop(key, entry);
    }
  }
}
