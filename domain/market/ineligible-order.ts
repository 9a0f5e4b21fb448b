// The order of the companies left out of an index, as their table shows them and their pages
// cut them (ADR 202): most BTC first, then by name, then by id, so every page boundary falls
// in the same place however often the list is read.
import type { IndexId } from '../index-methodology/methodologies.ts';

/** Companies left out that the index page shows at first, and adds with each "Show more". */
export const INELIGIBLE_PAGE_SIZE = 25;

interface Ordered {
  id: string;
  companyName: string;
  btcHoldings: number;
}

export function compareIneligible(a: Ordered, b: Ordered): number {
  return (
    b.btcHoldings - a.btcHoldings ||
    a.companyName.localeCompare(b.companyName, 'en') ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function ineligibleInOrder<T extends Ordered>(rows: readonly T[]): T[] {
  return [...rows].sort(compareIneligible);
}

/** The path of a page of an index's companies left out (GET /api/index/:id/ineligible). */
export function ineligiblePagePath(indexId: IndexId, page: number, pageSize: number): string {
  return `/api/index/${indexId}/ineligible?page=${page}&pageSize=${pageSize}`;
}
