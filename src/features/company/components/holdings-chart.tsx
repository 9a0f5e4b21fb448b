// A small SVG line of BTC held over time, one point per entry of the change log (dated by
// the figure's as-of date, else when it was recorded). No chart library: a few points. The
// caption names each end's date at the precision it was stored ('May 2026', not a day of it).
import { describeAsOfText } from '@domain/as-of-text';
import type { HoldingsChange } from '@domain/schemas/holders';
import { formatBtc, formatDate } from '@/lib/format';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

export interface ChartPoint {
  /** Where the point sits (yyyy-mm-dd). */
  date: string;
  /** The date as a reader sees it: the stored as-of text in words, else the recorded day. */
  shown: string;
  btc: number;
}

export function chartPoints(changes: readonly HoldingsChange[]): ChartPoint[] {
  return changes
    .filter((change): change is HoldingsChange & { btcHoldings: number } => change.btcHoldings !== null)
    .map((change) => {
      const date = change.asOfDate ?? change.recordedAt.slice(0, 10);
      const stated = change.asOfDate ? describeAsOfText(change.asOf) : null;
      return { date, shown: stated ? `as of ${stated}` : `on ${formatDate(date)}`, btc: change.btcHoldings };
    });
}

export function HoldingsChart({ changes, name }: { changes: readonly HoldingsChange[]; name: string }) {
  const points = chartPoints(changes);
  if (points.length === 0) return null;
  const times = points.map((point) => Date.parse(`${point.date}T00:00:00Z`));
  const minTime = Math.min(...times);
  const spanTime = Math.max(...times) - minTime || 1;
  const values = points.map((point) => point.btc);
  const minValue = Math.min(...values);
  const spanValue = Math.max(...values) - minValue || 1;
  const x = (index: number) =>
    points.length === 1 ? WIDTH / 2 : PAD + ((times[index]! - minTime) / spanTime) * (WIDTH - 2 * PAD);
  const y = (value: number) =>
    spanValue === 1 && Math.max(...values) === minValue
      ? HEIGHT / 2
      : HEIGHT - PAD - ((value - minValue) / spanValue) * (HEIGHT - 2 * PAD);
  const first = points[0]!;
  const last = points.at(-1)!;
  const label = `${name}'s BTC held over time: ${formatBtc(first.btc)} ${first.shown}${
    points.length > 1 ? ` to ${formatBtc(last.btc)} ${last.shown}, ${points.length} entries` : ''
  }.`;
  return (
    <figure className="flex flex-col gap-2" data-testid="holdings-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="h-32 w-full max-w-md rounded-md border border-border bg-card"
        preserveAspectRatio="none"
      >
        {points.length > 1 ? (
          <polyline
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            className="text-accent-strong"
            vectorEffect="non-scaling-stroke"
            points={points.map((point, index) => `${x(index)},${y(point.btc)}`).join(' ')}
          />
        ) : null}
        {points.map((point, index) => (
          <circle key={index} cx={x(index)} cy={y(point.btc)} r={3} className="fill-primary" />
        ))}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}
