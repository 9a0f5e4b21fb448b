// Index: recalculate the weights now (with a before/after table), the daily history, take
// today's snapshot again, and the methodology constants (read-only).
import { INDEX_IDS, methodologies as indexMethodologies, type IndexId } from '@domain/index-methodology/methodologies';
import { INDEX_TYPE_NAMES, type RecalculateResponse } from '@domain/schemas/admin';
import { useState } from 'react';
import { useAdminIndexHistory, useMethodology, useRecalculateIndex, useTakeSnapshot } from '@/api/admin/index-admin';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDate, formatDecimal, formatInteger } from '@/lib/format';
import { SelectField } from '@/components/form/form-fields';
import { ActionError, AdminSection, DataTable, LoadFailed, cellClass } from './shared';

const pct = (value: number) => `${formatDecimal(value, 2)}%`;
const orDash = (value: number | null, format: (value: number) => string) => (value === null ? '—' : format(value));

export function IndexTools() {
  return (
    <>
      <Recalculate />
      <History />
      <Methodology />
    </>
  );
}

function Recalculate() {
  const recalculate = useRecalculateIndex();
  const [result, setResult] = useState<RecalculateResponse | null>(null);
  return (
    <AdminSection
      title="Recalculate weights"
      intro="Every write recalculates the index type it touches; this recalculates all of them now and shows what moved."
      actions={
        <Button
          onClick={() => recalculate.mutate(undefined, { onSuccess: setResult })}
          disabled={recalculate.isPending}
        >
          {recalculate.isPending ? 'Recalculating…' : 'Recalculate now'}
        </Button>
      }
    >
      <ActionError error={recalculate.error} />
      {result ? (
        <div className="flex flex-col gap-4">
          {result.indexTypes.map((type) => (
            <DataTable
              key={type.indexType}
              caption={`${INDEX_TYPE_NAMES[type.indexType]}: weights before and after (${type.changed} changed)`}
              columns={['Name', 'Ticker', 'Before', 'After']}
              rowCount={type.rows.length}
              empty="No weighted rows."
            >
              {type.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className={cellClass}>{row.companyName}</TableCell>
                  <TableCell className={cellClass}>{row.symbol ?? '—'}</TableCell>
                  <TableCell className={`${cellClass} tabular-nums`}>{pct(row.before)}</TableCell>
                  <TableCell className={`${cellClass} tabular-nums`}>{pct(row.after)}</TableCell>
                </TableRow>
              ))}
            </DataTable>
          ))}
        </div>
      ) : null}
    </AdminSection>
  );
}

function History() {
  const [indexId, setIndexId] = useState<IndexId>('bitcoin_treasury');
  const history = useAdminIndexHistory(indexId);
  const snapshot = useTakeSnapshot();
  return (
    <AdminSection
      title="History"
      intro="One row per day (UTC), newest first. The daily snapshot job writes today's row; take it again after a correction."
      actions={
        <Button variant="outline" onClick={() => snapshot.mutate()} disabled={snapshot.isPending}>
          Take today&rsquo;s snapshot again
        </Button>
      }
    >
      <ActionError error={snapshot.error} />
      {snapshot.data ? <p role="status">Snapshot of {formatDate(snapshot.data.date)} taken.</p> : null}
      <SelectField
        label="Index"
        className="mb-3 w-72"
        value={indexId}
        onChange={(event) => setIndexId(event.target.value as IndexId)}
        options={INDEX_IDS.map((id) => ({ value: id, label: indexMethodologies[id].name }))}
      />
      {history.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : history.isError ? (
        <LoadFailed what="the history" error={history.error} />
      ) : (
        <DataTable
          caption="Index history, newest first"
          columns={['Date', 'Index value', 'Total BTC', 'Constituents', '1 day', '7 days', '30 days']}
          rowCount={history.data.rows.length}
          empty="No history yet."
        >
          {history.data.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className={cellClass}>{formatDate(row.date)}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{formatDecimal(row.indexValue, 2)}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{orDash(row.totalBtc, formatInteger)}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>
                {orDash(row.constituentCount, formatInteger)}
              </TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{orDash(row.performance1d, pct)}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{orDash(row.performance7d, pct)}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{orDash(row.performance30d, pct)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </AdminSection>
  );
}

function Methodology() {
  const methodology = useMethodology();
  if (methodology.isPending) return <Skeleton className="h-32 w-full" />;
  if (methodology.isError) return <LoadFailed what="the methodology" error={methodology.error} />;
  const { methodologies, constants } = methodology.data;
  return (
    <AdminSection
      title="Methodology"
      intro="The constants the index is computed with (read-only: they are in the code)."
    >
      <DataTable
        caption="Index rules"
        columns={[
          'Index',
          'Source rows',
          'Minimum BTC',
          'Below BTC',
          'Minimum renewable',
          'Weight cap',
          'Factor weights',
        ]}
      >
        {methodologies.map((item) => (
          <TableRow key={item.id}>
            <TableCell className={cellClass}>{item.name}</TableCell>
            <TableCell className={cellClass}>{INDEX_TYPE_NAMES[item.sourceIndexType]}</TableCell>
            <TableCell className={cellClass}>{formatInteger(item.minBtc)}</TableCell>
            <TableCell className={cellClass}>
              {item.maxBtcExclusive === null ? '—' : formatInteger(item.maxBtcExclusive)}
            </TableCell>
            <TableCell className={cellClass}>
              {item.minRenewablePct === null ? '—' : `${item.minRenewablePct}%`}
            </TableCell>
            <TableCell className={cellClass}>{item.weightCapPct}%</TableCell>
            <TableCell className={cellClass}>
              conviction {item.factorWeights.conviction}, exposure {item.factorWeights.exposure}, sustainability{' '}
              {item.factorWeights.sustainability}
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt>Index base</dt>
        <dd>{constants.indexBase}</dd>
        <dt>Value of an empty index</dt>
        <dd>{constants.emptyIndexValue}</dd>
        <dt>Primary weight share</dt>
        <dd>{constants.primaryWeightShare}</dd>
        <dt>Secondary weight share</dt>
        <dd>{constants.secondaryWeightShare}</dd>
        <dt>Stale after</dt>
        <dd>{constants.staleAfterDays} days</dd>
      </dl>
    </AdminSection>
  );
}
