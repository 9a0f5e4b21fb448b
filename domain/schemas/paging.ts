// Paging of admin lists from query strings: ?page=2&pageSize=50 (1-based pages).
import * as z from 'zod/mini';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
const MAX_PAGE = 100_000;

function wholeNumberParam(min: number, max: number, fallback: number, name: string) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,6}$/, { error: message })),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.gte(min, { error: message }), z.lte(max, { error: message })),
      ),
    ),
    fallback,
  );
}

export const pageNumber = wholeNumberParam(1, MAX_PAGE, 1, 'page');
export const pageSizeNumber = wholeNumberParam(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, 'pageSize');

/** A page of a list: the rows and how many there are in all. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}
