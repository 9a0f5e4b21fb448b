// The audit log: who changed what, when, from what to what, with the as-of date and source
// the change carried. Shown for one row (a dialog from the market data table) and as a list.
import { INDEX_TYPE_NAMES, type AuditEntry } from '@domain/schemas/admin';
import { INDEX_TYPES, type IndexType } from '@domain/schemas/common';
import { useState } from 'react';
import { useAuditLog } from '@/api/admin/audit-log';
import { useRowAuditLog } from '@/api/admin/constituents';
import { TextField } from '@/components/form/text-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { SelectField } from '@/components/form/form-fields';
import { AdminSection, DataTable, LoadFailed, Pager, cellClass, fieldValueText } from './shared';

const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  insert: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  price_entered: 'Price entered',
  snapshot: 'Snapshot',
  grant_admin: 'Admin granted',
  revoke_admin: 'Admin revoked',
  end_sessions: 'Sessions ended',
  delete_account: 'Account deleted',
};

/**
 * The changes a row of the log shows: a market data row added or deleted lists every field,
 * so its BTC holdings stand for it (the row's own log has the rest); every other entry (an
 * update, a price entered, a role granted or revoked, sessions ended, a snapshot) shows all
 * its fields that changed.
 */
function shownChanges(entry: AuditEntry): AuditEntry['changes'] {
  if (entry.action !== 'insert' && entry.action !== 'delete') return entry.changes;
  const holdings = entry.changes.filter((change) => change.field === 'btcHoldings');
  return holdings.length > 0 ? holdings : entry.changes;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const shown = shownChanges(entry);
  if (shown.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {shown.map((change) => (
        <li key={change.field}>
          <span className="font-medium">{change.field}</span>: {fieldValueText(change.before)} →{' '}
          {fieldValueText(change.after)}
        </li>
      ))}
    </ul>
  );
}

function AuditRows({ entries, withSubject }: { entries: readonly AuditEntry[]; withSubject: boolean }) {
  return entries.map((entry) => (
    <TableRow key={entry.id} data-testid="audit-row">
      <TableCell className={cellClass}>{formatDateTime(entry.at)}</TableCell>
      <TableCell className={cellClass}>{entry.actor.name}</TableCell>
      <TableCell className={cellClass}>
        {ACTION_LABELS[entry.action]} <span className="text-muted-foreground">({entry.origin})</span>
      </TableCell>
      {withSubject ? <TableCell className={cellClass}>{entry.companyName ?? entry.symbol ?? '—'}</TableCell> : null}
      <TableCell className={cellClass}>
        <Changes entry={entry} />
      </TableCell>
      <TableCell className={cellClass}>{entry.asOf ?? '—'}</TableCell>
      <TableCell className={`${cellClass} max-w-64 break-words`}>{entry.source ?? '—'}</TableCell>
    </TableRow>
  ));
}

const COLUMNS = ['When', 'Who', 'What', 'Changes', 'As of', 'Source'];

export function RowAuditDialog({
  id,
  name,
  open,
  onOpenChange,
}: {
  id: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(60rem,calc(100vw-2rem))]">
        <DialogTitle>Audit log of {name}</DialogTitle>
        <DialogDescription>Every change to this row, newest first.</DialogDescription>
        {open ? <RowAuditTable id={id} name={name} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RowAuditTable({ id, name }: { id: string; name: string }) {
  const log = useRowAuditLog(id);
  if (log.isPending) return <Skeleton className="h-24 w-full" />;
  if (log.isError) return <LoadFailed what="the audit log" error={log.error} />;
  return (
    <DataTable
      caption={`Changes to ${name}`}
      columns={COLUMNS}
      rowCount={log.data.entries.length}
      empty="No changes recorded."
    >
      <AuditRows entries={log.data.entries} withSubject={false} />
    </DataTable>
  );
}

export function AuditLogList() {
  const [q, setQ] = useState('');
  const [indexType, setIndexType] = useState<IndexType | ''>('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ q: q.trim() || undefined, indexType: indexType || undefined, page, pageSize: 25 });
  return (
    <AdminSection title="Audit log" intro="Every change to market data, prices, the index and people, newest first.">
      <div className="mb-3 flex flex-wrap gap-3">
        <TextField
          label="Search the log"
          className="w-64"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Index type"
          value={indexType}
          onChange={(event) => {
            setIndexType(event.target.value as IndexType | '');
            setPage(1);
          }}
          options={[
            { value: '', label: 'All' },
            ...INDEX_TYPES.map((type) => ({ value: type, label: INDEX_TYPE_NAMES[type] })),
          ]}
        />
      </div>
      {log.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : log.isError ? (
        <LoadFailed what="the audit log" error={log.error} />
      ) : (
        <>
          <DataTable
            caption="Audit log, newest first"
            columns={['When', 'Who', 'What', 'Row', 'Changes', 'As of', 'Source']}
            rowCount={log.data.entries.length}
            empty="No changes recorded."
          >
            <AuditRows entries={log.data.entries} withSubject />
          </DataTable>
          <Pager
            label="Audit log pages"
            page={log.data.page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={setPage}
          />
        </>
      )}
    </AdminSection>
  );
}
