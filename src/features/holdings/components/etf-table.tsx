// Spot Bitcoin ETFs and funds: BTC held, its stored USD value at the latest price, as-of date and
// source, with totals.
import { useId, useState } from 'react';
import { HolderName } from '@/components/data/holder-name';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useConstituents } from '@/api/constituents/get-constituents';
import { formatInteger } from '@/lib/format';
import { HoldingCells, HoldingHeads, HoldingTotalCells, holderRows } from './holding-cells';
import type { PriceBasis } from './holdings-price';
import { QueryFallback } from '@/components/data/query-state';

export function EtfTable({ price }: { price: PriceBasis }) {
  const captionId = `${useId()}-caption`;
  const query = useConstituents('bitcoin_etf');
  const [now] = useState(() => Date.now());

  if (query.status !== 'success') {
    return (
      <QueryFallback query={query} loadingLabel="Loading ETF holdings…" errorTitle="ETF holdings could not be loaded" />
    );
  }

  const { rows, holding, notCounted } = holderRows(query.data);
  return (
    <TableContainer labelledBy={captionId}>
      <Table>
        <TableCaption id={captionId}>
          Bitcoin held by {formatInteger(holding)} exchange-traded funds, largest first{notCounted}. {price.text}
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Fund</TableHead>
            <TableHead scope="col">Ticker</TableHead>
            <TableHead scope="col">Listing</TableHead>
            <HoldingHeads />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="etf-row">
              <th scope="row" className="px-3 py-2.5 text-left align-top font-medium text-primary">
                <HolderName name={row.companyName} symbol={row.symbol} indexType={row.indexType} />
              </th>
              <TableCell>{row.symbol ?? '—'}</TableCell>
              <TableCell>{[row.exchange, row.country].filter(Boolean).join(', ') || '—'}</TableCell>
              <HoldingCells row={row} price={price} now={now} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <th scope="row" colSpan={3} className="px-3 py-2.5 text-left">
              Total ({formatInteger(holding)} funds)
            </th>
            <HoldingTotalCells rows={rows} price={price} btcTestId="etf-total-btc" />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
