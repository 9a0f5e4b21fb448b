// Paging of lists from query strings: ?page=2&pageSize=50 (1-based pages). Admin lists are
// always paged; the public lists that grow with coverage (ADR 202) are paged only when the
// caller asks, so their whole-list answers stay as the spec has them.
import * as z from 'zod/mini';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
export const MAX_PAGE = 100_000;

function wholeNumberParam(min: number, max: number, name: string) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, { error: message })),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.gte(min, { error: message }), z.lte(max, { error: message })),
    ),
  );
}

export const pageNumber = z._default(wholeNumberParam(1, MAX_PAGE, 'page'), 1);
export const pageSizeNumber = z._default(wholeNumberParam(1, MAX_PAGE_SIZE, 'pageSize'), DEFAULT_PAGE_SIZE);

/** A page size under another name (`ineligiblePageSize`), absent when not sent. */
export const optionalPageSizeParam = (name: string) => z.optional(wholeNumberParam(1, MAX_PAGE_SIZE, name));

/**
 * Optional paging of a public list: neither parameter sent answers the whole list as before;
 * either one answers a page (the other takes its default).
 */
export const optionalPageQueryShape = {
  page: z.optional(wholeNumberParam(1, MAX_PAGE, 'page')),
  pageSize: z.optional(wholeNumberParam(1, MAX_PAGE_SIZE, 'pageSize')),
};

/** A page of a list: the rows and how many there are in all. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

/** A page of a public list, with the path and query of the next page (null on the last). */
export function linkedPageOf<T extends z.ZodMiniType>(item: T) {
  return z.extend(pageOf(item), { next: z.nullable(z.string()) });
}

/**
 * Rows `page` of `rows` at `pageSize` a page, with the link to the next page: `nextPath`
 * is given the next page's number. A page past the end is empty, with no next.
 */
export function pageOfRows<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
  nextPath: (page: number) => string,
): { items: T[]; total: number; page: number; pageSize: number; next: string | null } {
  const start = (page - 1) * pageSize;
  const items = rows.slice(start, start + pageSize);
  const next = start + pageSize < rows.length ? nextPath(page + 1) : null;
  return { items, total: rows.length, page, pageSize, next };
}
