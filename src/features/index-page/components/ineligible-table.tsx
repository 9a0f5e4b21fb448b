// Companies considered for the index but not in it, each with the reason in plain words.
import { describeAsOfText } from '@domain/as-of-text';
import type { Methodology } from '@domain/index-methodology/methodologies';
import { useId } from 'react';
import { HolderName } from '@/components/data/holder-name';
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
import { formatBtc } from '@/lib/format';
import { marketCapSource } from '@/lib/market-cap-facts';
import { isStale } from '@/lib/staleness';
import { ineligibleReasonText, type IneligibleRow } from '../lib/ineligible-reason';

export function IneligibleTable({
  rows,
  methodology,
  now,
}: {
  rows: readonly IneligibleRow[];
  methodology: Methodology;
  now: number;
}) {
  const id = useId();
  const captionId = `${id}-caption`;
  const sorted = [...rows].sort((a, b) => b.btcHoldings - a.btcHoldings || a.companyName.localeCompare(b.companyName));
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
                    <SourceNote note={row.sourceNote} marketCapNote={marketCapSource(row)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
