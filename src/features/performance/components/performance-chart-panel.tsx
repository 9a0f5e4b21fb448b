// An index's value history with the BTC price on a second axis, over 30 days, 90 days, a
// year or all stored data; with a data table for screen readers and a CSV of the range
// shown. Embeddable: the index pages load it lazily as PerformanceChartPanel({ indexId }).
import { methodologies, type IndexId } from '@domain/index-methodology/methodologies';
import type { PriceGap } from '@domain/market/price-gaps';
import { Download, RotateCw, Table2, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadCsv } from '@/lib/csv';
import { formatDate, formatDecimal, formatSignedPercent, formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useIndexHistory } from '@/api/index-history/get-index-history';
import { usePriceHistory } from '@/api/prices/get-price-history';
import { performanceCsv, performanceCsvFilename } from '../lib/performance-csv';
import {
  CHART_RANGES,
  changePct,
  dailyClosingPrices,
  dailyIndexValues,
  DEFAULT_CHART_RANGE,
  filterRange,
  latestDate,
  mergeByDate,
  RANGE_LABELS,
  seriesGaps,
  sourceDays,
  type ChartRange,
  type DailyPoint,
  type DailyRow,
} from '../lib/series';
import { PerformanceLineChart } from './performance-line-chart';

/** A range's change is read to one decimal ('+12.3% over the range'). */
const CHANGE_DECIMALS = 1;

function describeSeries(name: string, points: readonly DailyPoint[], format: (value: number) => string): string | null {
  const last = points.at(-1);
  if (!last) return null;
  const change = changePct(points);
  return `${name} ${format(last.value)} on ${formatDate(last.date)}${
    change === null ? '' : `, ${formatSignedPercent(change, CHANGE_DECIMALS)} over the range`
  }`;
}

/** 'CoinGecko snapshot (300 days); price feed (65 days)': each source of the prices shown. */
function describeSources(points: readonly DailyPoint[]): string {
  return sourceDays(points)
    .map(({ source, days }) => `${source ?? 'source not stored'} (${days} ${days === 1 ? 'day' : 'days'})`)
    .join('; ');
}

/** Gaps named in full up to this many; more are counted. */
const GAPS_NAMED = 3;

/** 'No BTC price is stored from Aug 22, 2026 to Dec 6, 2026 (107 days): the line breaks there.' */
function describeGaps(gaps: readonly PriceGap[]): string | null {
  if (gaps.length === 0) return null;
  const named = gaps
    .slice(0, GAPS_NAMED)
    .map((gap) => `from ${formatDate(gap.from)} to ${formatDate(gap.to)} (${gap.missingDays} days)`);
  const more = gaps.length > GAPS_NAMED ? ` and in ${gaps.length - GAPS_NAMED} more gaps` : '';
  return `No BTC price is stored ${named.join(', ')}${more}: the line breaks there.`;
}

export interface PerformanceChartPanelProps {
  indexId: IndexId;
  /** Controlled range (the chart page keeps it in the URL); uncontrolled when absent. */
  range?: ChartRange;
  onRangeChange?: (range: ChartRange) => void;
  className?: string;
}

export function PerformanceChartPanel({ indexId, range, onRangeChange, className }: PerformanceChartPanelProps) {
  const headingId = useId();
  const tableId = useId();
  const [ownRange, setOwnRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [showTable, setShowTable] = useState(false);
  const shownRange = range ?? ownRange;
  const selectRange = (next: ChartRange) => {
    setOwnRange(next);
    onRangeChange?.(next);
  };

  const name = methodologies[indexId].name;
  const history = useIndexHistory(indexId);
  const prices = usePriceHistory();

  const allIndex = useMemo(() => dailyIndexValues(history.data ?? []), [history.data]);
  const allPrices = useMemo(() => dailyClosingPrices(prices.data ?? []), [prices.data]);
  const end = latestDate(allIndex, allPrices);
  const index = useMemo(() => filterRange(allIndex, shownRange, end), [allIndex, shownRange, end]);
  const btc = useMemo(() => filterRange(allPrices, shownRange, end), [allPrices, shownRange, end]);
  const rows = useMemo(() => mergeByDate(index, btc), [index, btc]);
  const btcGaps = useMemo(() => seriesGaps(btc), [btc]);
  const gapText = describeGaps(btcGaps);

  const loading = history.status === 'pending' || prices.status === 'pending';
  const bothFailed = history.status === 'error' && prices.status === 'error';
  const summary = [
    describeSeries('Index', index, (value) => formatDecimal(value)),
    describeSeries('BTC', btc, (value) => formatUsd(value)),
  ].filter(Boolean);
  const chartLabel = `${name} index value (left axis) and BTC price in US dollars (right axis), ${RANGE_LABELS[shownRange]}. ${
    summary.length > 0 ? `${summary.join('. ')}.` : 'No data in this range.'
  }${gapText ? ` ${gapText}` : ''}`;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="performance-chart-panel"
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-xl font-semibold text-primary">
          {name}: index value and BTC price
        </h2>
        <div role="group" aria-label="Range" className="flex flex-wrap gap-2">
          {CHART_RANGES.map((item) => (
            <Button
              key={item}
              type="button"
              size="sm"
              variant={item === shownRange ? 'default' : 'outline'}
              aria-pressed={item === shownRange}
              onClick={() => selectRange(item)}
            >
              {item}
            </Button>
          ))}
        </div>
      </div>

      {loading ? (
        <div className="space-y-3" data-testid="performance-loading">
          <p className="text-sm text-muted-foreground">Loading the index history and BTC prices…</p>
          <Skeleton className="h-72 w-full sm:h-96" />
        </div>
      ) : bothFailed ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>The chart data could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{history.error.message}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => {
                void history.refetch();
                void prices.refetch();
              }}
            >
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <div className="space-y-2 text-sm text-muted-foreground" data-testid="performance-notes">
            {summary.length > 0 ? <p className="text-foreground">{summary.join('. ')}.</p> : null}
            {history.status === 'error' ? (
              <p className="text-destructive">
                The index history could not be loaded ({history.error.message}); the BTC price is shown alone.
              </p>
            ) : allIndex.length === 0 ? (
              <p>
                No index history is stored yet. A daily job records one value per index per day, so the index line
                starts after its first run; the BTC price is shown meanwhile.
              </p>
            ) : allIndex.length === 1 ? (
              <p>
                The index history holds one day so far ({formatDate(allIndex[0]!.date)}:{' '}
                {formatDecimal(allIndex[0]!.value)}). A line needs at least two days; the daily job adds one value per
                day.
              </p>
            ) : index.length === 0 ? (
              <p>No index values fall in {RANGE_LABELS[shownRange]}.</p>
            ) : null}
            {prices.status === 'error' ? (
              <p className="text-destructive">BTC prices could not be loaded ({prices.error.message}).</p>
            ) : allPrices.length === 0 ? (
              <p>No BTC price is stored yet.</p>
            ) : btc.length === 0 ? (
              <p>
                No BTC price is stored for {RANGE_LABELS[shownRange]}; the latest stored price is from{' '}
                {formatDate(allPrices.at(-1)!.date)}.
              </p>
            ) : gapText ? (
              <p data-testid="performance-gaps">{gapText}</p>
            ) : null}
          </div>

          <PerformanceLineChart index={index} prices={btc} label={chartLabel} />

          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground" aria-label="Legend">
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-primary" />
              Index value (left axis)
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-accent-strong" />
              BTC price, USD (right axis)
            </li>
          </ul>

          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable(!showTable)}
            >
              <Table2 aria-hidden="true" />
              {showTable ? 'Hide data table' : 'Show data table'}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={rows.length === 0}
              onClick={() => downloadCsv(performanceCsvFilename(indexId, shownRange, end), performanceCsv(rows, name))}
            >
              <Download aria-hidden="true" />
              Download CSV
            </Button>
            {rows.length === 0 ? (
              <span className="text-sm text-muted-foreground">Nothing to download for this range.</span>
            ) : null}
          </div>

          <div id={tableId} hidden={!showTable}>
            {showTable ? <DataTable rows={rows} name={name} range={shownRange} /> : null}
          </div>
        </>
      )}

      <p className="text-xs text-muted-foreground">
        Chart by{' '}
        <a
          href="https://www.tradingview.com/lightweight-charts/"
          className="underline underline-offset-2"
          rel="noopener noreferrer"
        >
          TradingView Lightweight Charts
        </a>
        . Index values come from the stored daily history; BTC prices are the last stored price of each day (UTC).
        {btc.length > 0 ? ` BTC prices in this range: ${describeSources(btc)}.` : null}
      </p>
    </section>
  );
}

function DataTable({ rows, name, range }: { rows: readonly DailyRow[]; name: string; range: ChartRange }) {
  const newestFirst = [...rows].reverse();
  return (
    <div
      role="region"
      aria-label="Data table"
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left text-sm text-muted-foreground">
          {name} index value and BTC price by day, {RANGE_LABELS[range]}, newest first ({rows.length}{' '}
          {rows.length === 1 ? 'day' : 'days'}).
        </caption>
        <thead className="sticky top-0 bg-muted text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2">
              Date
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Index value
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              BTC price (USD)
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((row) => (
            <tr key={row.date} className="border-t border-border">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {formatDate(row.date)}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {row.indexValue === null ? '—' : formatDecimal(row.indexValue)}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {row.btcPrice === null ? '—' : formatUsd(row.btcPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
