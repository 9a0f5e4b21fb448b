// Companies considered for the index but not in it, each with the reason in plain words.
// The list grows with coverage: the page's answer holds its first page, and "Show more"
// fetches the next ones (ADR 202).
import { describeAsOfText } from '@domain/as-of-text';
import type { IndexId, Methodology } from '@domain/index-methodology/methodologies';
import { ineligibleInOrder } from '@domain/market/ineligible-order';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useIneligiblePages } from '@/api/index-results/get-ineligible-pages';
import { HolderName } from '@/components/data/holder-name';
import { Button } from '@/components/ui/button';
import { SourceNote, StaleBadge } from '@/components/data/provenance';
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
import { BTC_DISPLAY_DECIMALS } from '@/config/market';
import { formatBtc, formatInteger } from '@/lib/format';
import { marketCapSource } from '@/lib/market-cap-facts';
import { isStale } from '@/lib/staleness';
import { ineligibleReasonText, type IneligibleRow } from '../lib/ineligible-reason';

export function IneligibleTable({
  indexId,
  rows,
  total = rows.length,
  next = null,
  methodology,
  now,
}: {
  indexId: IndexId;
  /** The first page of the companies left out (or all of them). */
  rows: readonly IneligibleRow[];
  /** How many companies are left out in all. */
  total?: number;
  /** The path of the next page; null when `rows` are all of them. */
  next?: string | null;
  methodology: Methodology;
  now: number;
}) {
  const id = useId();
  const captionId = `${id}-caption`;
  const [wanted, setWanted] = useState(false);
  const more = useIneligiblePages(indexId, next, wanted);
  const sorted = useMemo(() => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const page of more.data?.pages ?? []) for (const row of page.items) byId.set(row.id, row);
    return ineligibleInOrder([...byId.values()]);
  }, [rows, more.data]);
  const hasMore = next !== null && sorted.length < total && (!wanted || more.hasNextPage);
  const showMore = () => {
    if (!wanted) setWanted(true);
    else void more.fetchNextPage();
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="below-fold mb-10">
      <h2 id={`${id}-heading`} className="mb-2 text-2xl font-semibold text-primary">
        Not in the index
      </h2>
      {sorted.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every company considered for this index is in it.</p>
      ) : (
        <TableContainer labelledBy={captionId}>
          <Table>
            <TableCaption id={captionId}>
              Companies considered for the {methodology.name} index that do not meet its rules, with the reason.
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Company</TableHead>
                <TableHead scope="col">Ticker</TableHead>
                <TableHead scope="col" className="text-right">
                  BTC held
                </TableHead>
                <TableHead scope="col">Reason</TableHead>
                <TableHead scope="col">As of</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {sorted.map((row) => (
                <TableRow key={row.id}>
                  <th scope="row" className="px-3 py-2.5 text-left align-top font-medium text-primary">
                    <HolderName name={row.companyName} symbol={row.symbol} />
                  </th>
                  <TableCell>{row.symbol ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap text-right tabular-nums">
                    {formatBtc(row.btcHoldings, BTC_DISPLAY_DECIMALS)}
                  </TableCell>
                  <TableCell data-testid="ineligible-reason" className="min-w-[14rem]">
                    {ineligibleReasonText(row, methodology)}
                  </TableCell>
                  <TableCell>
                    <span className="whitespace-nowrap">{describeAsOfText(row.asOf ?? row.asOfDate) ?? '—'}</span>
                    {isStale(row.asOfDate, now) ? <StaleBadge /> : null}
                    <SourceNote
                      note={row.sourceNote}
                      marketCapNote={marketCapSource(row)}
                      sources={row.sources}
                      label={row.companyName}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {sorted.length > 0 && total > sorted.length ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {formatInteger(sorted.length)} of {formatInteger(total)} companies left out.
          </p>
          {hasMore ? (
            <Button type="button" variant="outline" size="sm" onClick={showMore} disabled={more.isFetching}>
              <ChevronDown aria-hidden="true" />
              {more.isFetching ? 'Loading…' : 'Show more'}
            </Button>
          ) : null}
          {more.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {more.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
