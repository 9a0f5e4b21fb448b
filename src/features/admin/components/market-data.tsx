// Market data: every stored row by index type with search and sort; add, edit and delete
// (each with an as-of date and a source), the audit log per row and as a list.
import {
  CONSTITUENT_SORT_FIELDS,
  constituentDeleteSchema,
  INDEX_TYPE_NAMES,
  type AdminConstituent,
} from '@domain/schemas/admin';
import { INDEX_TYPES, type IndexType } from '@domain/schemas/common';
import { useState } from 'react';
import { useAdminConstituents, useDeleteConstituent } from '@/api/admin/constituents';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatBtc, formatPercent, formatUsdCompact } from '@/lib/format';
import { FormStatus, SelectField, SubmitButton } from '@/components/form/form-fields';
import { useForm } from '@/components/form/use-form';
import { AuditLogList, RowAuditDialog } from './audit-log';
import { ConstituentFormDialog } from './constituent-form';
import { AdminSection, DataTable, LoadFailed, Pager, cellClass } from './shared';

const SORT_LABELS: Record<(typeof CONSTITUENT_SORT_FIELDS)[number], string> = {
  companyName: 'Name',
  symbol: 'Ticker',
  btcHoldings: 'BTC holdings',
  btcValueUSD: 'BTC value',
  marketCap: 'Market cap',
  indexWeight: 'Index weight',
  asOfDate: 'As-of date',
  lastUpdated: 'Last updated',
  country: 'Country',
};

const PAGE_SIZE = 50;

type Dialogs =
  | { kind: 'add' }
  | { kind: 'edit'; row: AdminConstituent }
  | { kind: 'delete'; row: AdminConstituent }
  | { kind: 'audit'; row: AdminConstituent }
  | null;

export function MarketData() {
  const [indexType, setIndexType] = useState<IndexType>('bitcoin_treasury');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<(typeof CONSTITUENT_SORT_FIELDS)[number]>('indexWeight');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const list = useAdminConstituents({ indexType, q: q.trim() || undefined, sort, order, page, pageSize: PAGE_SIZE });
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <>
      <AdminSection
        title="Market data"
        intro="Every stored row by index type. Rows whose as-of date is more than 90 days old are marked stale."
        actions={<Button onClick={() => setDialog({ kind: 'add' })}>Add a row</Button>}
      >
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <SelectField
            label="Index type"
            value={indexType}
            onChange={(event) => {
              setIndexType(event.target.value as IndexType);
              setPage(1);
            }}
            options={INDEX_TYPES.map((type) => ({ value: type, label: INDEX_TYPE_NAMES[type] }))}
          />
          <TextField
            label="Search"
            type="search"
            className="w-64"
            value={q}
            hint="Name, ticker, country or sector"
            onChange={(event) => {
              setQ(event.target.value);
              setPage(1);
            }}
          />
          <SelectField
            label="Sort by"
            value={sort}
            onChange={(event) => setSort(event.target.value as typeof sort)}
            options={CONSTITUENT_SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABELS[field] }))}
          />
          <SelectField
            label="Order"
            value={order}
            onChange={(event) => setOrder(event.target.value as 'asc' | 'desc')}
            options={[
              { value: 'desc', label: 'Descending' },
              { value: 'asc', label: 'Ascending' },
            ]}
          />
        </div>
        {list.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : list.isError ? (
          <LoadFailed what="the market data" error={list.error} />
        ) : (
          <>
            <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
              {list.data.total} rows
            </p>
            <DataTable
              caption={`${INDEX_TYPE_NAMES[indexType]}: stored rows, by ${SORT_LABELS[sort].toLowerCase()}`}
              columns={['Name', 'Ticker', 'BTC holdings', 'Market cap', 'Index weight', 'As of', 'Source', 'Actions']}
              rowCount={list.data.rows.length}
              empty="No rows match."
            >
              {list.data.rows.map((row) => (
                <TableRow key={row.id} data-testid="market-row">
                  <TableCell className={cellClass}>
                    <span className="font-medium">{row.companyName}</span>
                    {row.stale ? (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                        Stale
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className={cellClass}>{row.symbol ?? '—'}</TableCell>
                  <TableCell className={`${cellClass} tabular-nums`} data-testid="btc">
                    {formatBtc(row.btcHoldings, 2)}
                  </TableCell>
                  <TableCell className={`${cellClass} tabular-nums`}>
                    {row.marketCap === null ? '—' : formatUsdCompact(row.marketCap)}
                  </TableCell>
                  <TableCell className={`${cellClass} tabular-nums`}>
                    {formatPercent(row.indexWeight / 100, 2)}
                  </TableCell>
                  <TableCell className={cellClass}>{row.asOf ?? '—'}</TableCell>
                  <TableCell className={`${cellClass} max-w-56 truncate`} title={row.sourceNote ?? undefined}>
                    {row.sourceNote ?? '—'}
                  </TableCell>
                  <TableCell className={cellClass}>
                    <div className="flex gap-1">
                      <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'edit', row })}>
                        Edit <span className="sr-only">{row.companyName}</span>
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'audit', row })}>
                        History <span className="sr-only">of {row.companyName}</span>
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'delete', row })}>
                        Delete <span className="sr-only">{row.companyName}</span>
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </DataTable>
            <Pager
              label="Market data pages"
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={setPage}
            />
          </>
        )}
      </AdminSection>
      {dialog?.kind === 'add' ? (
        <ConstituentFormDialog row={null} defaultIndexType={indexType} open onOpenChange={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <ConstituentFormDialog row={dialog.row} defaultIndexType={indexType} open onOpenChange={close} />
      ) : null}
      {dialog?.kind === 'audit' ? (
        <RowAuditDialog id={dialog.row.id} name={dialog.row.companyName} open onOpenChange={close} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteRowDialog row={dialog.row} onOpenChange={close} /> : null}
      <AuditLogList />
    </>
  );
}

function DeleteRowDialog({ row, onOpenChange }: { row: AdminConstituent; onOpenChange: (open: boolean) => void }) {
  const form = useForm({ asOf: '', sourceNote: '' });
  const remove = useDeleteConstituent();
  const submit = form.submit({
    schema: constituentDeleteSchema,
    input: (values) => ({ ...values, expectedLastUpdated: row.lastUpdated }),
    send: (input) => remove.mutateAsync({ id: row.id, indexType: row.indexType, input }),
    failureText: 'The row could not be deleted.',
    success: () => null,
    onSuccess: () => onOpenChange(false),
  });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Delete {row.companyName}?</DialogTitle>
        <DialogDescription>
          The row leaves the index and its weights are recalculated. Say as of when and why; the audit log keeps the
          row.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={`Delete ${row.companyName}`}>
          <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
          <TextField label="As of" {...form.field('asOf')} />
          <TextField label="Source" {...form.field('sourceNote')} />
          <div className="flex gap-2">
            <SubmitButton variant="destructive" submitting={form.submitting} sendingLabel="Deleting…">
              Delete row
            </SubmitButton>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
