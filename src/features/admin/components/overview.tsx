// Overview: counts, site traffic (page views per day, top paths, referrers, the funnel),
// alert subscribers per topic, data freshness per index type, the latest BTC price with its
// source and age, the background jobs (last run, last success, last error) and each public
// data source's last success and last error.
import { INDEX_TYPE_NAMES, type Overview as OverviewData } from '@domain/schemas/admin';
import { useOverview } from '@/api/admin/overview';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatBtc, formatDate, formatDateTime, formatInteger, formatUsd } from '@/lib/format';
import { AlertSubscribers } from './alert-subscribers';
import { AdminSection, DataTable, LoadFailed, cellClass, formatAge } from './shared';
import { SiteTraffic } from './site-traffic';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

function Counts({ data }: { data: OverviewData }) {
  const { accounts, leads } = data;
  const rows: [string, number | string, number | string][] = [
    ['Accounts (administrators)', `${formatInteger(accounts.total)} (${formatInteger(accounts.admins)})`, '—'],
    ['New accounts', accounts.newLast7Days, accounts.newLast30Days],
    ['Consultation bookings made', leads.bookings.last7Days, leads.bookings.last30Days],
    ['Webinar registrations', leads.webinarRegistrations.last7Days, leads.webinarRegistrations.last30Days],
    ['Assessments completed', leads.assessments.last7Days, leads.assessments.last30Days],
    ['Pricing enquiries', leads.enquiries.last7Days, leads.enquiries.last30Days],
  ];
  if (data.pageViews) rows.push(['Page views', data.pageViews.last7Days, data.pageViews.last30Days]);
  return (
    <>
      <p className="mb-3 text-sm">
        Upcoming consultation bookings: <strong data-testid="upcoming-bookings">{leads.upcomingBookings}</strong>
      </p>
      <DataTable caption="Counts, last 7 and 30 days" columns={['What', 'Last 7 days', 'Last 30 days']}>
        {rows.map(([label, week, month]) => (
          <TableRow key={label}>
            <TableCell className={cellClass}>{label}</TableCell>
            <TableCell className={`${cellClass} tabular-nums`}>{week}</TableCell>
            <TableCell className={`${cellClass} tabular-nums`}>{month}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </>
  );
}

function NewSinceLastLook({ data }: { data: OverviewData['newSinceLastLook'] }) {
  const items: [string, number][] = [
    ['Consultation bookings', data.bookings],
    ['Cancelled bookings', data.cancellations],
    ['Webinar registrations', data.webinarRegistrations],
    ['Pricing enquiries', data.enquiries],
    ['Assessments completed', data.assessments],
  ];
  return (
    <>
      <p className="mb-2 text-sm">
        {data.since ? `Since your last look, ${formatDateTime(data.since)}:` : 'Your first look: the last 7 days.'}
      </p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2" data-testid="new-since-last-look">
        {items.map(([label, value]) => (
          <li key={label}>
            {label}: <strong className="tabular-nums">{value}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Overview() {
  const overview = useOverview();
  if (overview.isPending) return <Skeleton className="h-64 w-full" />;
  if (overview.isError) return <LoadFailed what="the overview" error={overview.error} />;
  const data = overview.data;
  return (
    <>
      <AdminSection title="New since you last looked">
        <NewSinceLastLook data={data.newSinceLastLook} />
      </AdminSection>
      <AdminSection title="Counts">
        <Counts data={data} />
      </AdminSection>
      <AdminSection
        title="Site traffic"
        intro="From the site’s own cookie-free analytics: no IP addresses are stored, and a visitor is a hash that changes every UTC day."
      >
        <SiteTraffic />
      </AdminSection>
      <AdminSection
        title="Alerts by email"
        intro="Subscribers per holder and index: confirmed subscriptions not left. Addresses are not shown."
      >
        <AlertSubscribers />
      </AdminSection>
      <AdminSection
        title="Data freshness"
        intro={`A row is stale when its as-of date is more than ${data.constituents.staleAfterDays} days old.`}
      >
        <DataTable
          caption="Market data freshness per index type"
          columns={['Index type', 'Rows', 'Total BTC', 'Oldest as-of', 'Newest as-of', 'Stale', 'Undated']}
        >
          {data.constituents.byIndexType.map((row) => (
            <TableRow key={row.indexType} data-testid="freshness-row">
              <TableCell className={cellClass}>{INDEX_TYPE_NAMES[row.indexType]}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{row.count}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{formatBtc(row.totalBtc, 2)}</TableCell>
              <TableCell className={cellClass}>{row.oldestAsOf ? formatDate(row.oldestAsOf) : '—'}</TableCell>
              <TableCell className={cellClass}>{row.newestAsOf ? formatDate(row.newestAsOf) : '—'}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{row.stale}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{row.undated}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </AdminSection>
      <AdminSection title="BTC price">
        {data.price ? (
          <p data-testid="latest-price">
            <strong>{formatUsd(data.price.price)}</strong> from {data.price.source}, {formatAge(data.price.ageSeconds)}{' '}
            old (as of {formatDateTime(data.price.timestamp)}). The price feed is{' '}
            {data.priceFeed.enabled ? `on (${data.priceFeed.source ?? 'default source'})` : 'off'}.
          </p>
        ) : (
          <p>No BTC price is stored yet.</p>
        )}
      </AdminSection>
      <AdminSection title="Background jobs">
        <DataTable
          caption="Background jobs: last run, last success and last error"
          columns={['Job', 'Last run', 'Last success', 'Last error', 'Runs (failures)']}
        >
          {data.jobs.map((job) => (
            <TableRow key={job.name}>
              <TableCell className={cellClass}>{job.label}</TableCell>
              <TableCell className={cellClass}>{when(job.lastStartedAt)}</TableCell>
              <TableCell className={cellClass}>{when(job.lastSuccessAt)}</TableCell>
              <TableCell className={cellClass}>
                {job.lastErrorAt ? `${formatDateTime(job.lastErrorAt)}: ${job.lastError ?? ''}` : '—'}
              </TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>
                {job.runCount} ({job.failureCount})
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      </AdminSection>
      <AdminSection title="Public data sources">
        <DataTable
          caption="Public data sources: last success and last error"
          columns={['Source', 'Reads from', 'Last success', 'Last error']}
        >
          {data.sources.map((source) => (
            <TableRow key={source.source} data-testid="overview-source">
              <TableCell className={cellClass}>{source.label}</TableCell>
              <TableCell className={cellClass}>{source.enabled ? (source.host ?? '—') : 'Not enabled'}</TableCell>
              <TableCell className={cellClass}>{when(source.lastSuccessAt)}</TableCell>
              <TableCell className={cellClass}>
                {source.lastErrorAt ? `${formatDateTime(source.lastErrorAt)}: ${source.lastError ?? ''}` : '—'}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      </AdminSection>
      {data.lastImport ? (
        <AdminSection title="Last import">
          <p>
            {data.lastImport.fileName ?? 'Unnamed file'} by {data.lastImport.createdBy.name},{' '}
            {formatDateTime(data.lastImport.createdAt)}: {data.lastImport.status}.
          </p>
        </AdminSection>
      ) : null}
    </>
  );
}
