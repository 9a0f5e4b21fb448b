// What the server answers for an index result and its pages of companies left out (ADR 202),
// from a whole result: msw handlers answer the index page's ?ineligiblePageSize= request and
// GET /api/index/:id/ineligible as server/market/index-service.ts does.
import { ineligibleInOrder, ineligiblePagePath } from '@domain/market/ineligible-order';
import type { IndexResultResponse } from '@domain/schemas/market';
import { DEFAULT_PAGE_SIZE, pageOfRows } from '@domain/schemas/paging';
import { http, HttpResponse } from 'msw';

function ineligiblePage(result: IndexResultResponse, page: number, pageSize: number) {
  return pageOfRows(ineligibleInOrder(result.ineligible), page, pageSize, (next) =>
    ineligiblePagePath(result.methodology, next, pageSize),
  );
}

/** The answer to GET `url` (/api/index/:id, with or without ?ineligiblePageSize=) for `result`. */
export function indexAnswer(result: IndexResultResponse, url: string) {
  const size = new URL(url).searchParams.get('ineligiblePageSize');
  if (size === null) return result;
  const { items, total, next } = ineligiblePage(result, 1, Number(size));
  return { ...result, ineligible: items, ineligibleTotal: total, ineligibleNext: next };
}

/** Handlers for GET /api/index/:id and its /ineligible pages, from `resultOf` (null: 404). */
export function indexResultHandlers(resultOf: (id: string) => IndexResultResponse | null) {
  const missing = (id: string) => HttpResponse.json({ code: 'NOT_FOUND', message: `No index ${id}` }, { status: 404 });
  return [
    http.get('*/api/index/:id/ineligible', ({ params, request }) => {
      const result = resultOf(String(params.id));
      if (!result) return missing(String(params.id));
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? DEFAULT_PAGE_SIZE);
      return HttpResponse.json(ineligiblePage(result, page, pageSize));
    }),
    http.get('*/api/index/:id', ({ params, request }) => {
      const result = resultOf(String(params.id));
      return result ? HttpResponse.json(indexAnswer(result, request.url)) : missing(String(params.id));
    }),
  ];
}
