// The overview's alerts by email: subscribers per holder and index (confirmed and not left),
// most followed first, and how many subscriptions are confirmed or still waiting for their
// confirmation. Addresses are never shown here.
import { useAlertTopicCounts } from '@/api/admin/alerts';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatInteger } from '@/lib/format';
import { DataTable, LoadFailed, cellClass } from './shared';

const TOPIC_KINDS = { holder: 'Holder', index: 'Index' } as const;

export function AlertSubscribers() {
  const counts = useAlertTopicCounts();
  if (counts.isPending) return <Skeleton className="h-32 w-full" />;
  if (counts.isError) return <LoadFailed what="the alert subscribers" error={counts.error} />;
  const { topics, confirmed, unconfirmed } = counts.data;
  return (
    <>
      <p className="mb-3 text-sm" data-testid="alert-totals">
        Confirmed subscriptions: <strong className="tabular-nums">{formatInteger(confirmed)}</strong> · waiting for
        confirmation: <strong className="tabular-nums">{formatInteger(unconfirmed)}</strong>
      </p>
      {topics.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody follows a holder or index by email yet.</p>
      ) : (
        <DataTable caption="Alert subscribers per topic" columns={['Topic', 'Kind', 'Subscribers']}>
          {topics.map((topic) => (
            <TableRow key={`${topic.kind}:${topic.key}`} data-testid="alert-topic-row">
              <TableCell className={cellClass}>{topic.name}</TableCell>
              <TableCell className={cellClass}>{TOPIC_KINDS[topic.kind]}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{formatInteger(topic.subscribers)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </>
  );
}
