// What the ETF and government tables share: their rows largest first with the count of
// holders (a row listed at 0 BTC holds none: shown, not counted — ADR 120), the columns each
// row ends with (BTC held, its stored USD value at the latest price, the as-of date with its
// source), and the totals row's figures.
import { describeAsOfText } from '@domain/as-of-text';
import { countHoldingBitcoin } from '@domain/market/combined-holdings';
import type { Constituent } from '@domain/schemas/constituents';
import { SourceNote, StaleBadge } from '@/components/data/provenance';
import { TableCell, TableHead } from '@/components/ui/table';
import { BTC_DISPLAY_DECIMALS } from '@/config/market';
import { formatBtc, formatInteger } from '@/lib/format';
import { isStale } from '@/lib/staleness';
import { totalBtc, totalUsd } from '../lib/holdings-totals';
import { formatStoredUsd, type PriceBasis } from './holdings-price';

const numericCell = 'whitespace-nowrap text-right tabular-nums';

export interface HolderRows {
  /** BTC held, largest first. */
  rows: Constituent[];
  /** How many hold any Bitcoin. */
  holding: number;
  /** The caption's note on rows listed with 0 BTC ('' when there are none). */
  notCounted: string;
}

export function holderRows(data: readonly Constituent[]): HolderRows {
  const rows = [...data].sort((a, b) => b.btcHoldings - a.btcHoldings);
  const holding = countHoldingBitcoin(rows);
  const notHolding = rows.length - holding;
  const notCounted = notHolding > 0 ? `; ${formatInteger(notHolding)} more listed with 0 BTC, not counted` : '';
  return { rows, holding, notCounted };
}

export function HoldingHeads() {
  return (
    <>
      <TableHead scope="col" className="text-right">
        BTC held
      </TableHead>
      <TableHead scope="col" className="text-right">
        Value (USD)
      </TableHead>
      <TableHead scope="col">As of and source</TableHead>
    </>
  );
}

export function HoldingCells({ row, price, now }: { row: Constituent; price: PriceBasis; now: number }) {
  return (
    <>
      <TableCell data-testid="btc" className={numericCell}>
        {formatBtc(row.btcHoldings, BTC_DISPLAY_DECIMALS)}
      </TableCell>
      <TableCell className={numericCell}>{formatStoredUsd(row.btcValueUSD, price)}</TableCell>
      <TableCell>
        <span className="whitespace-nowrap">{describeAsOfText(row.asOf) ?? '—'}</span>
        {isStale(row.asOfDate, now) ? <StaleBadge /> : null}
        <SourceNote note={row.sourceNote} sources={row.sources} label={row.companyName} />
      </TableCell>
    </>
  );
}

export function HoldingTotalCells({
  rows,
  price,
  btcTestId,
}: {
  rows: readonly Constituent[];
  price: PriceBasis;
  btcTestId: string;
}) {
  return (
    <>
      <TableCell data-testid={btcTestId} className={numericCell}>
        {formatBtc(totalBtc(rows), BTC_DISPLAY_DECIMALS)}
      </TableCell>
      <TableCell className={numericCell}>{formatStoredUsd(totalUsd(rows), price)}</TableCell>
      <TableCell />
    </>
  );
}
