// The index at a glance: value, size, totals at the stated BTC price, concentration, 1/7/30-day
// performance from the latest stored history row, and when it was calculated; how old the
// holdings and the price behind the totals are, marked stale past 90 days.
import type { IndexHistoryRow, IndexResultResponse } from '@domain/schemas/market';
import { INDEX_BASE } from '@domain/index-methodology/methodologies';
import type { ReactNode } from 'react';
import { DateTime } from '@/components/data/date-time';
import { InputsAge } from '@/components/data/inputs-age';
import { BTC_DISPLAY_DECIMALS } from '@/config/market';
import {
  formatBtc,
  formatDate,
  formatDecimal,
  formatInteger,
  formatSignedPercent,
  formatUsd,
  formatUsdCompact,
} from '@/lib/format';
import { cn } from '@/lib/utils';
import { Stat } from './stat';

export interface HistoryState {
  latest: IndexHistoryRow | null;
  status: 'pending' | 'error' | 'success';
  errorMessage: string | null;
}

const DASH = '—';

const PERFORMANCE = [
  { key: 'performance1d', id: '1d', label: '1 day' },
  { key: 'performance7d', id: '7d', label: '7 days' },
  { key: 'performance30d', id: '30d', label: '30 days' },
] as const;

function Change({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <span>{DASH}</span>;
  return (
    <span className={cn(value > 0 && 'text-success', value < 0 && 'text-destructive')}>
      {formatSignedPercent(value)}
    </span>
  );
}

export function priceNote(price: IndexResultResponse['price']): ReactNode {
  if (!price) return 'USD values as stored: no BTC price is recorded yet.';
  const source = price.source ? `, ${price.source}` : '';
  return (
    <>
      At BTC {formatUsd(price.price)} (<DateTime value={price.timestamp} />
      {source}).
    </>
  );
}

function historyNote(history: HistoryState): string {
  if (history.status === 'pending') return 'Loading the daily history…';
  if (history.status === 'error') return `History unavailable: ${history.errorMessage ?? ''}`.trim();
  if (!history.latest) return 'No daily history recorded yet.';
  return `From the daily history of ${formatDate(history.latest.date)}; — when the history is too short.`;
}

export function IndexSummary({
  result,
  history,
}: {
  /** The whole result, or the index page's answer (its companies left out cut to a page, with their count). */
  result: IndexResultResponse & { ineligibleTotal?: number };
  history: HistoryState;
}) {
  const latest = history.latest;
  const note = historyNote(history);
  return (
    <section aria-labelledby="index-summary-heading" className="mb-10">
      <h2 id="index-summary-heading" className="mb-4 text-2xl font-semibold text-primary">
        Summary
      </h2>
      <dl className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Index value"
          value={formatDecimal(result.indexValue, 2)}
          note={`Scale: ${formatInteger(INDEX_BASE)} × BTC value ÷ market cap.`}
          testId="index-value"
        />
        <Stat
          label="Constituents"
          value={formatInteger(result.constituentCount)}
          note={`${formatInteger(result.ineligibleTotal ?? result.ineligible.length)} not eligible.`}
          testId="constituent-count"
        />
        <Stat
          label="Total BTC held"
          value={formatBtc(result.totalBTC, BTC_DISPLAY_DECIMALS)}
          note={
            <InputsAge dates={result.constituents.map((row) => row.asOfDate)} what="holding" testId="holdings-age" />
          }
          testId="total-btc"
        />
        <Stat
          label="Total BTC value (USD)"
          value={formatUsdCompact(result.totalValueUSD, 2)}
          note={
            <>
              <span>{priceNote(result.price)}</span>{' '}
              <InputsAge dates={[result.price?.timestamp]} what="BTC price" testId="price-age" />
            </>
          }
          testId="total-usd"
        />
        <Stat
          label="Concentration"
          value={formatDecimal(result.concentration, 4)}
          note="Sum of squared weights."
          testId="concentration"
        />
        <Stat
          label="Effective number of holdings"
          value={formatDecimal(result.effectiveNumberOfHoldings, 1)}
          note="1 ÷ concentration."
          testId="effective-holdings"
        />
        <Stat
          label="Performance"
          value={
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-lg">
              {PERFORMANCE.map(({ key, id, label }) => (
                <li key={key} data-testid={`performance-${id}`}>
                  <span className="mr-1.5 text-xs font-semibold text-muted-foreground">{label}</span>
                  <Change value={latest?.[key]} />
                </li>
              ))}
            </ul>
          }
          note={note}
        />
        <Stat
          label="Last updated"
          value={
            <span className="text-base font-semibold">
              <DateTime value={result.calculatedAt} />
            </span>
          }
          note="When the index was calculated with its current figures."
          testId="last-updated"
        />
      </dl>
    </section>
  );
}
