// Page views per day as a bar chart in plain SVG (no chart library in the admin bundle,
// ADR 092), with the day's visitors as a line over the bars. Drawn at the width it is given
// (measured), so the axis text keeps its size on a phone; day labels thin out to what fits.
// The image has a one-sentence text alternative; the figures per day are in a table below it.
import { dateTimeFormat } from '@domain/intl-formats';
import type { AnalyticsOverview } from '@domain/schemas/analytics';
import { useEffect, useRef, useState } from 'react';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate, formatInteger } from '@/lib/format';
import { labelledIndexes, valueAxis } from '../lib/chart-scale';
import { DataTable, cellClass } from './shared';

type Day = AnalyticsOverview['days'][number];

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };
/** The room one day label needs, in pixels. */
const LABEL_ROOM = 64;
const FALLBACK_WIDTH = 640;

const dayLabel = (date: string) =>
  dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The width of an element, followed as it changes (the fallback until it is measured). */
function useWidth<Element extends HTMLElement>(fallback: number) {
  const ref = useRef<Element | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** One sentence for the image: the range, the totals and the busiest day. */
export function pageViewsSummary(days: readonly Day[]): string {
  if (days.length === 0) return 'Page views per day: no days in the range.';
  const total = days.reduce((sum, day) => sum + day.pageViews, 0);
  const busiest = days.reduce((best, day) => (day.pageViews > best.pageViews ? day : best), days[0]!);
  const range = `${formatDate(days[0]!.date)} to ${formatDate(days.at(-1)!.date)}`;
  const most = total > 0 ? `; the most on ${formatDate(busiest.date)}, ${formatInteger(busiest.pageViews)}` : '';
  return `Page views per day, ${range}: ${formatInteger(total)} in all${most}.`;
}

export function PageViewsChart({ days }: { days: readonly Day[] }) {
  const [boxRef, width] = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const axis = valueAxis(Math.max(0, ...days.map((day) => Math.max(day.pageViews, day.visitors))));
  const band = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, band * 0.7);
  const x = (index: number) => MARGIN.left + index * band + band / 2;
  const y = (value: number) => MARGIN.top + plotHeight - (value / axis.max) * plotHeight;
  const labelled = new Set(labelledIndexes(days.length, plotWidth / LABEL_ROOM));
  const summary = pageViewsSummary(days);

  return (
    <figure className="flex min-w-0 flex-col gap-3" data-testid="page-views-chart">
      <div ref={boxRef} className="w-full min-w-0">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label={summary}
          className="block max-w-full"
        >
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#e2e8f0"
                strokeWidth={1}
              />
              <text x={MARGIN.left - 6} y={y(tick) + 4} fontSize={11} fill="#475569" textAnchor="end">
                {formatInteger(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const top = y(day.pageViews);
            return (
              <g key={day.date} data-testid="page-views-bar">
                <rect
                  x={x(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={MARGIN.top + plotHeight - top}
                  rx={Math.min(2, barWidth / 4)}
                  fill="#0b1f3a"
                >
                  <title>{`${formatDate(day.date)}: ${formatInteger(day.pageViews)} page views, ${formatInteger(day.visitors)} visitors`}</title>
                </rect>
                {labelled.has(index) ? (
                  <text x={x(index)} y={HEIGHT - 8} fontSize={11} fill="#475569" textAnchor="middle">
                    {dayLabel(day.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
          {days.length > 1 ? (
            <polyline
              fill="none"
              stroke="#b45309"
              strokeWidth={2}
              strokeLinejoin="round"
              points={days.map((day, index) => `${x(index)},${y(day.visitors)}`).join(' ')}
            />
          ) : null}
          {days.length <= 31
            ? days.map((day, index) => (
                <circle key={day.date} cx={x(index)} cy={y(day.visitors)} r={3} fill="#b45309" />
              ))
            : null}
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={MARGIN.top + plotHeight}
            y2={MARGIN.top + plotHeight}
            stroke="#475569"
            strokeWidth={1}
          />
        </svg>
      </div>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary" />
          Page views
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent-strong" />
          Visitors (a visitor counts once per UTC day)
        </span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-accent-strong underline-offset-4 hover:underline">
          Page views per day as a table
        </summary>
        <div className="mt-3">
          <DataTable caption="Page views and visitors per day" columns={['Day', 'Page views', 'Visitors']}>
            {days.map((day) => (
              <TableRow key={day.date} data-testid="page-views-day">
                <TableCell className={cellClass}>{formatDate(day.date)}</TableCell>
                <TableCell className={`${cellClass} tabular-nums`}>{formatInteger(day.pageViews)}</TableCell>
                <TableCell className={`${cellClass} tabular-nums`}>{formatInteger(day.visitors)}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        </div>
      </details>
    </figure>
  );
}
