// The constituent table: sortable by any column (a button in each header, aria-sort on the
// sorted one, a tooltip saying what the column means), filtered by name or ticker and by
// sector, the weight breakdown switch of the holdings store, stale rows marked, each row's
// source notes (holdings, and market cap with the capital figures), market caps dated under
// their values, the composite score's make-up in a tooltip, and CSV export of what is shown.
import type { Methodology } from '@domain/index-methodology/methodologies';
import type { Price } from '@domain/schemas/prices';
import { isLowConfidenceMarketCap } from '@domain/market/source-links';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LowConfidenceBadge, SourceNote, StaleBadge } from '@/components/data/provenance';
import { Button } from '@/components/ui/button';
import { Tip, TipProvider } from '@/components/ui/tip';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableContainer,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { STALE_AFTER_DAYS } from '@/config/market';
import { companyPath, paths } from '@/config/paths';
import { downloadCsv } from '@/lib/csv';
import { formatDate, formatInteger } from '@/lib/format';
import { marketCapSource } from '@/lib/market-cap-facts';
import { cn } from '@/lib/utils';
import { useHoldingsStore } from '@/stores/holdings-store';
import { columnHelp, compositeBreakdown } from '../lib/column-help';
import { columnsById, indexColumns, type ColumnId, type IndexColumn } from '../lib/columns';
import { indexCsv, indexCsvFilename } from '../lib/index-csv';
import {
  filterRows,
  nextSort,
  sectorsOf,
  sortRows,
  type IndexTableRow,
  type RowFilter,
  type SortState,
} from '../lib/table-rows';

const INITIAL_SORT: SortState<ColumnId> = { column: 'rank', direction: 'ascending' };

const fieldClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function SortIcon({ active, direction }: { active: boolean; direction: SortState['direction'] }) {
  const Icon = !active ? ArrowUpDown : direction === 'ascending' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', !active && 'opacity-50')} />;
}

function AsOfCell({ row }: { row: IndexTableRow }) {
  const dated = row.asOfDate && row.asOf !== row.asOfDate ? ` (${formatDate(row.asOfDate)})` : '';
  return (
    <>
      <span className="whitespace-nowrap">
        {columnsById.asOf.text(row)}
        {dated}
      </span>
      {row.stale ? <StaleBadge /> : null}
      <SourceNote
        note={row.sourceNote}
        marketCapNote={marketCapSource(row)}
        sources={row.sources}
        label={row.companyName}
      />
    </>
  );
}

/** A figure's second line (its date): small, and wrapping within the column. */
function Subline({ text, numeric }: { text: string; numeric: boolean }) {
  return (
    <span
      className={cn(
        'block max-w-[8.5rem] whitespace-normal text-xs font-normal text-muted-foreground',
        numeric && 'ml-auto',
      )}
    >
      {text}
    </span>
  );
}

function Cell({ column, row, methodology }: { column: IndexColumn; row: IndexTableRow; methodology: Methodology }) {
  const text = column.text(row);
  switch (column.id) {
    case 'composite':
      return (
        <Tip content={compositeBreakdown(row, methodology)}>
          <button
            type="button"
            className="cursor-help rounded underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {text}
          </button>
        </Tip>
      );
    case 'company':
      return row.symbol ? (
        <Link
          to={companyPath(row.symbol)}
          className="font-medium text-primary underline decoration-border underline-offset-4 hover:decoration-primary"
        >
          {text}
        </Link>
      ) : (
        <span className="font-medium text-primary">{text}</span>
      );
    case 'mnav':
      return row.symbol && row.mnav !== null ? (
        <Link
          to={`${paths.mnavCalculator}?symbol=${encodeURIComponent(row.symbol)}`}
          aria-label={`${text} — open ${row.symbol} in the mNAV calculator`}
          className="font-medium text-accent-strong underline underline-offset-2"
        >
          {text}
        </Link>
      ) : (
        <>{text}</>
      );
    case 'renewable':
      return (
        <>
          {text}
          {row.renewableClaimBasis ? (
            <span className="block max-w-[12rem] whitespace-normal text-xs text-muted-foreground">
              {row.renewableClaimBasis}
            </span>
          ) : null}
        </>
      );
    case 'asOf':
      return <AsOfCell row={row} />;
    case 'marketCap':
      return (
        <>
          {text}
          {isLowConfidenceMarketCap(row.marketCapSourceNote) ? <LowConfidenceBadge /> : null}
        </>
      );
    default:
      return <>{text}</>;
  }
}

export function ConstituentsTable({
  rows,
  methodology,
  price,
  priceText,
}: {
  rows: readonly IndexTableRow[];
  methodology: Methodology;
  /** The BTC price the USD values use (null: none stored), for the CSV export. */
  price: Price | null;
  /** Which BTC price the USD values use, for the caption. */
  priceText: ReactNode;
}) {
  const id = useId();
  const captionId = `${id}-caption`;
  const filterId = `${id}-filter`;
  const sectorId = `${id}-sector`;
  const [sort, setSort] = useState(INITIAL_SORT);
  const [filter, setFilter] = useState<RowFilter>({ text: '', sector: '' });
  const showBreakdown = useHoldingsStore((state) => state.showWeightBreakdown);
  const toggleWeightBreakdown = useHoldingsStore((state) => state.toggleWeightBreakdown);

  const columns = indexColumns(methodology, { showBreakdown });
  const sectors = useMemo(() => sectorsOf(rows), [rows]);
  const visible = useMemo(() => {
    const sortColumn = columnsById[sort.column];
    return sortRows(filterRows(rows, filter), sortColumn.sortValue, sort.direction);
  }, [rows, filter, sort]);
  const staleCount = rows.filter((row) => row.stale).length;

  const exportCsv = () => downloadCsv(indexCsvFilename(methodology, Date.now()), indexCsv(visible, methodology, price));

  return (
    <section aria-labelledby={`${id}-heading`} className="below-fold mb-10">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-semibold text-primary">
        Constituents
      </h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto] lg:items-end">
        <div>
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-foreground">
            Filter by company or ticker
          </label>
          <input
            id={filterId}
            type="search"
            value={filter.text}
            onChange={(event) => setFilter({ ...filter, text: event.target.value })}
            className={fieldClass}
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor={sectorId} className="mb-1 block text-sm font-medium text-foreground">
            Sector
          </label>
          <select
            id={sectorId}
            value={filter.sector}
            onChange={(event) => setFilter({ ...filter, sector: event.target.value })}
            className={fieldClass}
          >
            <option value="">All sectors</option>
            {sectors.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="outline" aria-pressed={showBreakdown} onClick={toggleWeightBreakdown}>
          Show primary and secondary weights
        </Button>
        <Button type="button" variant="outline" onClick={exportCsv} disabled={visible.length === 0}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <p role="status" className="mb-2 text-sm text-muted-foreground">
        Showing {formatInteger(visible.length)} of {formatInteger(rows.length)} constituents
        {staleCount > 0
          ? `; ${formatInteger(staleCount)} with holdings reported more than ${STALE_AFTER_DAYS} days ago, marked stale`
          : ''}
        .
      </p>
      <TipProvider>
        <TableContainer labelledBy={captionId}>
          <Table>
            <TableCaption id={captionId}>
              {methodology.name} constituents, ranked by index weight. {priceText}
            </TableCaption>
            <TableHeader>
              <TableRow>
                {columns.map((column) => {
                  const active = sort.column === column.id;
                  const help = columnHelp(column.id, methodology);
                  const sortButton = (
                    <button
                      type="button"
                      onClick={() => setSort(nextSort(sort, column.id))}
                      className={cn(
                        'inline-flex items-center gap-1 rounded px-2 py-1 uppercase tracking-wide hover:bg-muted hover:text-primary',
                        column.numeric && 'flex-row-reverse',
                        active && 'text-primary',
                        help && 'underline decoration-dotted decoration-muted-foreground/60 underline-offset-4',
                      )}
                    >
                      {column.label}
                      <SortIcon active={active} direction={sort.direction} />
                    </button>
                  );
                  return (
                    <TableHead
                      key={column.id}
                      scope="col"
                      aria-sort={active ? sort.direction : undefined}
                      className={cn('px-1', column.numeric && 'text-right')}
                    >
                      {help ? <Tip content={help}>{sortButton}</Tip> : sortButton}
                    </TableHead>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} className="py-6 text-center text-muted-foreground">
                    No constituents match the filter.
                  </TableCell>
                </TableRow>
              ) : (
                visible.map((row) => (
                  <TableRow
                    key={row.id}
                    data-stale={row.stale ? 'true' : undefined}
                    className={cn(row.stale && 'bg-amber-50/70')}
                  >
                    {columns.map((column) =>
                      column.id === 'company' ? (
                        <th
                          key={column.id}
                          scope="row"
                          className="min-w-32 px-3 py-2.5 text-left align-top font-normal sm:min-w-40"
                        >
                          <Cell column={column} row={row} methodology={methodology} />
                        </th>
                      ) : (
                        <TableCell
                          key={column.id}
                          className={cn(column.numeric && 'whitespace-nowrap text-right tabular-nums')}
                        >
                          <Cell column={column} row={row} methodology={methodology} />
                          {column.subline?.(row) ? (
                            <Subline text={column.subline(row)!} numeric={column.numeric} />
                          ) : null}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </TipProvider>
    </section>
  );
}
