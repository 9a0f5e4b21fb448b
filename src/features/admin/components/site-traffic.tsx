// The overview's site traffic, from the first-party analytics (ADR 091): page views per day
// (chart and table), top paths, referrers and the funnel home → assessment → booking, for the
// last 7, 30 or 90 days. Nothing recorded in the period says so instead of empty tables.
import { ANALYTICS_OVERVIEW_DEFAULT_DAYS, ANALYTICS_TOP_LIMIT, UNKNOWN_PATH_LABEL } from '@domain/analytics';
import type { AnalyticsOverview } from '@domain/schemas/analytics';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useAnalytics } from '@/api/admin/get-analytics';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate, formatInteger, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { conversion } from '../lib/chart-scale';
import { PageViewsChart } from './page-views-chart';
import { DataTable, LoadFailed, cellClass } from './shared';

export const TRAFFIC_PERIODS = [7, 30, 90] as const;

const percentOrDash = (fraction: number | null) => (fraction === null ? '—' : formatPercent(fraction));

function PeriodSwitch({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex gap-1 rounded-lg bg-muted p-1">
      {TRAFFIC_PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={days === option}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            days === option ? 'bg-background text-primary shadow-sm' : 'text-foreground/80',
          )}
        >
          {option} days
        </button>
      ))}
    </div>
  );
}

function Funnel({ funnel }: { funnel: AnalyticsOverview['funnel'] }) {
  const steps = [
    { label: 'Saw the home page', count: funnel.home, previous: null },
    { label: 'Then the assessment', count: funnel.assessment, previous: funnel.home },
    { label: 'Then made a booking', count: funnel.booking, previous: funnel.assessment },
  ];
  return (
    <DataTable
      caption="Funnel: home → assessment → booking (visitors, each counted once per UTC day)"
      columns={['Step', 'Visitors', 'Of the step before', 'Of home']}
    >
      {steps.map((step) => {
        const ofHome = conversion(step.count, funnel.home);
        return (
          <TableRow key={step.label} data-testid="funnel-step">
            <TableCell className={cellClass}>
              <span className="block">{step.label}</span>
              <span
                aria-hidden="true"
                className="mt-1 block h-1.5 rounded-full bg-accent-strong"
                style={{ width: `${Math.round((ofHome ?? 0) * 100)}%` }}
              />
            </TableCell>
            <TableCell className={`${cellClass} tabular-nums`}>{formatInteger(step.count)}</TableCell>
            <TableCell className={`${cellClass} tabular-nums`}>
              {step.previous === null ? '—' : percentOrDash(conversion(step.count, step.previous))}
            </TableCell>
            <TableCell className={`${cellClass} tabular-nums`}>{percentOrDash(ofHome)}</TableCell>
          </TableRow>
        );
      })}
    </DataTable>
  );
}

function Traffic({ data }: { data: AnalyticsOverview }) {
  const period = `${formatDate(data.from)} to ${formatDate(data.to)}`;
  const recorded = data.days.some((day) => day.pageViews > 0 || day.visitors > 0) || data.funnel.home > 0;
  if (!recorded) {
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-sm" data-testid="traffic-empty">
        No page views or journey events were recorded from {period}. Visits are counted once the site’s own beacon
        reaches the server; visitors with Do Not Track or Global Privacy Control are never counted.
      </p>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageViewsChart days={data.days} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <DataTable
          caption={`Top paths, ${period} (at most ${ANALYTICS_TOP_LIMIT})`}
          columns={['Path', 'Page views']}
          rowCount={data.topPaths.length}
          empty="No page views in this period."
        >
          {data.topPaths.map((row) => (
            <TableRow key={row.path} data-testid="top-path">
              <TableCell className={`${cellClass} break-all`}>
                {row.path}
                {row.path === UNKNOWN_PATH_LABEL ? (
                  <span className="text-muted-foreground"> (paths outside the site’s pages)</span>
                ) : null}
              </TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{formatInteger(row.pageViews)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
        <DataTable
          caption={`Referrers, ${period} (at most ${ANALYTICS_TOP_LIMIT})`}
          columns={['Site', 'Visits']}
          rowCount={data.referrers.length}
          empty="No visits came from another site in this period."
        >
          {data.referrers.map((row) => (
            <TableRow key={row.host} data-testid="referrer">
              <TableCell className={`${cellClass} break-all`}>{row.host}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{formatInteger(row.visits)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </div>
      <Funnel funnel={data.funnel} />
    </div>
  );
}

export function SiteTraffic() {
  const [days, setDays] = useState<number>(ANALYTICS_OVERVIEW_DEFAULT_DAYS);
  const analytics = useAnalytics({ days, queryConfig: { placeholderData: keepPreviousData } });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PeriodSwitch days={days} onChange={setDays} />
      {analytics.isPending ? (
        <Skeleton className="h-56 w-full" />
      ) : analytics.isError ? (
        <LoadFailed what="the site traffic" error={analytics.error} />
      ) : (
        <div aria-busy={analytics.isPlaceholderData} className={cn(analytics.isPlaceholderData && 'opacity-60')}>
          <Traffic data={analytics.data} />
        </div>
      )}
    </div>
  );
}
