// Government holdings: BTC held, its stored USD value at the latest price, as-of date and source,
// with totals by category (state reserve, seized or forfeited, other) and in all, and a plain
// note that some figures are estimates or seized coins.
import { useId, useState } from 'react';
import { HolderName } from '@/components/data/holder-name';
import {
  Table,
  TableBody,
  TableCaption,
  TableContainer,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useConstituents } from '@/api/constituents/get-constituents';
import { formatInteger } from '@/lib/format';
import { governmentCategory, governmentCategoryTotals, sourceFlags } from '@domain/market/government-categories';
import { HoldingCells, HoldingHeads, HoldingTotalCells, holderRows } from './holding-cells';
import type { PriceBasis } from './holdings-price';
import { QueryFallback } from '@/components/data/query-state';

function Flag({ children }: { children: string }) {
  return (
    <span className="ml-1 inline-flex rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-semibold text-foreground">
      {children}
    </span>
  );
}

export function GovernmentTable({ price }: { price: PriceBasis }) {
  const captionId = `${useId()}-caption`;
  const query = useConstituents('government_reserve');
  const [now] = useState(() => Date.now());

  if (query.status !== 'success') {
    return (
      <QueryFallback
        query={query}
        loadingLabel="Loading government holdings…"
        errorTitle="Government holdings could not be loaded"
      />
    );
  }

  // A government listed at 0 BTC (it sold its coins) is shown but holds none: not counted (ADR 120).
  const { rows, holding, notCounted } = holderRows(query.data);
  const categories = governmentCategoryTotals(rows);
  return (
    <>
      <p className="mb-4 max-w-3xl text-sm leading-6 text-muted-foreground">
        Few governments disclose their Bitcoin. Some figures below are estimates from public reporting or blockchain
        analysis, some are coins seized by law enforcement that may be sold or returned to victims rather than held as a
        reserve, and some are not the state&apos;s at all, such as public officials&apos; declared holdings. Rows are
        marked <strong>estimate</strong>, <strong>seized</strong> or <strong>not a state reserve</strong> where their
        source note says so; open the source of each row for the detail and the confidence of the figure.
      </p>
      <TableContainer labelledBy={captionId}>
        <Table>
          <TableCaption id={captionId}>
            Bitcoin held by {formatInteger(holding)} governments, largest first{notCounted}. {price.text}
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Country</TableHead>
              <HoldingHeads />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const flags = sourceFlags(row.sourceNote);
              return (
                <TableRow key={row.id} data-testid="government-row">
                  <th scope="row" className="px-3 py-2.5 text-left align-top font-medium text-primary">
                    <HolderName name={row.companyName} symbol={null} indexType={row.indexType} />
                    {flags.estimate ? <Flag>estimate</Flag> : null}
                    {flags.seized ? <Flag>seized</Flag> : null}
                    {flags.notStateReserve ? <Flag>not a state reserve</Flag> : null}
                  </th>
                  <HoldingCells row={row} price={price} now={now} />
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            {/* Each total says what it counts (ADR 170): by category, then all of them. */}
            {categories.map((category) => (
              <TableRow key={category.category} data-testid="government-category-total">
                <th scope="row" className="px-3 py-2.5 text-left font-normal">
                  {category.label} ({formatInteger(category.count)})
                </th>
                <HoldingTotalCells
                  rows={rows.filter((row) => governmentCategory(row.sourceNote) === category.category)}
                  price={price}
                  btcTestId={`government-${category.category}-btc`}
                />
              </TableRow>
            ))}
            <TableRow>
              <th scope="row" className="px-3 py-2.5 text-left">
                Total listed under {formatInteger(holding)} governments: state reserves, seized or forfeited coins and
                other
              </th>
              <HoldingTotalCells rows={rows} price={price} btcTestId="government-total-btc" />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  );
}
