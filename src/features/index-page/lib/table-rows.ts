// The constituent table's rows: the index result's rows with their rank by index weight,
// market-cap mNAV and staleness, plus sorting and filtering.
import { collator } from '@domain/intl-formats';
import { marketCapMnav } from '@domain/mnav';
import type { IndexConstituentRow } from '@domain/schemas/market';
import { isStale } from '@/lib/staleness';

export interface IndexTableRow extends IndexConstituentRow {
  /** Position by index weight (1 = heaviest), fixed whatever the table's sort. */
  rank: number;
  /** Market cap ÷ BTC value; null without both. */
  mnav: number | null;
  stale: boolean;
}

export function toTableRows(constituents: readonly IndexConstituentRow[], now: number): IndexTableRow[] {
  return [...constituents]
    .sort((a, b) => b.indexWeight - a.indexWeight || b.btcHoldings - a.btcHoldings)
    .map((row, index) => ({
      ...row,
      rank: index + 1,
      mnav: marketCapMnav(row.marketCap, row.btcValueUSD),
      stale: isStale(row.asOfDate, now),
    }));
}

export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | null;

export interface SortState<Id extends string = string> {
  column: Id;
  direction: SortDirection;
}

/** Text sorts ignore case and accents and order digits by value; the collator is made on first use (ADR 097). */
const TEXT_COLLATION: Intl.CollatorOptions = { sensitivity: 'base', numeric: true };
const textCollator = () => collator(TEXT_COLLATION);

/** Compares two sort values; null (no figure) always sorts last, whatever the direction. */
export function compareSortValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : textCollator().compare(String(a), String(b));
  return direction === 'ascending' ? order : -order;
}

/** A stable sort by one column; rows that tie keep their rank order. */
export function sortRows<Row extends { rank: number }>(
  rows: readonly Row[],
  sortValue: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  return [...rows].sort((a, b) => compareSortValues(sortValue(a), sortValue(b), direction) || a.rank - b.rank);
}

/** The next sort after a header press: the same column flips, a new column starts ascending. */
export function nextSort<Id extends string>(current: SortState<Id>, column: Id): SortState<Id> {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

export interface RowFilter {
  /** Matched against company name and ticker, ignoring case. */
  text: string;
  /** '' for every sector. */
  sector: string;
}

export function filterRows<Row extends { companyName: string; symbol: string | null; sector: string | null }>(
  rows: readonly Row[],
  { text, sector }: RowFilter,
): Row[] {
  const needle = text.trim().toLocaleLowerCase('en-US');
  return rows.filter(
    (row) =>
      (sector === '' || row.sector === sector) &&
      (needle === '' ||
        row.companyName.toLocaleLowerCase('en-US').includes(needle) ||
        (row.symbol ?? '').toLocaleLowerCase('en-US').includes(needle)),
  );
}

/** The distinct sectors of the rows, alphabetically. */
export function sectorsOf(rows: readonly { sector: string | null }[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.sector ? [row.sector] : [])))].sort(textCollator().compare);
}
