// Spot Bitcoin ETFs and funds: BTC held, its stored USD value at the latest price, as-of date and
// source, with totals.
import { describeAsOfText } from '@domain/as-of-text';
import { countHoldingBitcoin } from '@domain/market/combined-holdings';
import { useId, useState } from 'react';
import { HolderName } from '@/components/data/holder-name';
import { SourceNote, StaleBadge } from '@/components/data/provenance';
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
import { BTC_DISPLAY_DECIMALS } from '@/config/market';
import { useConstituents } from '@/api/constituents/get-constituents';
import { formatBtc, formatInteger } from '@/lib/format';
import { isStale } from '@/lib/staleness';
import { totalBtc, totalUsd } from '../lib/holdings-totals';
import { formatStoredUsd, type PriceBasis } from './holdings-price';
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

  const rows = [...query.data].sort((a, b) => b.btcHoldings - a.btcHoldings);
  const total = totalBtc(rows);
  // A fund listed at 0 BTC holds none: shown, not counted (ADR 120).
  const holding = countHoldingBitcoin(rows);
  const notHolding = rows.length - holding;
  return (
    <TableContainer labelledBy={captionId}>
      <Table>
        <TableCaption id={captionId}>
          Bitcoin held by {formatInteger(holding)} exchange-traded funds, largest first
          {notHolding > 0 ? `; ${formatInteger(notHolding)} more listed with 0 BTC, not counted` : ''}. {price.text}
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Fund</TableHead>
            <TableHead scope="col">Ticker</TableHead>
            <TableHead scope="col">Listing</TableHead>
            <TableHead scope="col" className="text-right">
              BTC held
            </TableHead>
            <TableHead scope="col" className="text-right">
              Value (USD)
            </TableHead>
            <TableHead scope="col">As of and source</TableHead>
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
              <TableCell data-testid="btc" className="whitespace-nowrap text-right tabular-nums">
                {formatBtc(row.btcHoldings, BTC_DISPLAY_DECIMALS)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatStoredUsd(row.btcValueUSD, price)}
              </TableCell>
              <TableCell>
                <span className="whitespace-nowrap">{describeAsOfText(row.asOf) ?? '—'}</span>
                {isStale(row.asOfDate, now) ? <StaleBadge /> : null}
                <SourceNote note={row.sourceNote} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <th scope="row" colSpan={3} className="px-3 py-2.5 text-left">
              Total ({formatInteger(holding)} funds)
            </th>
            <TableCell data-testid="etf-total-btc" className="whitespace-nowrap text-right tabular-nums">
              {formatBtc(total, BTC_DISPLAY_DECIMALS)}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {formatStoredUsd(totalUsd(rows), price)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
