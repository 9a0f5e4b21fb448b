// Sources: the public data sources (ADR 191). Read them now, review what the last run staged
// — holdings changed field by field, holders proposed as additions with the fields they
// lack, holders matched to nothing — map an unmatched holder to a stored row (or ignore
// it), commit in one click; then each source's runs and the aliases set so far.
import { INDEX_TYPE_NAMES, type ImportPreview } from '@domain/schemas/admin';
import type { IndexType } from '@domain/schemas/common';
import { sourceAliasSetSchema, type SourceAlias, type SourceId } from '@domain/schemas/sources';
import { useState } from 'react';
import { useAdminConstituents } from '@/api/admin/constituents';
import { useCommitImport, useDiscardImport } from '@/api/admin/imports';
import {
  useDeleteSourceAlias,
  useImportPreview,
  useSetSourceAlias,
  useSources,
  useSyncSources,
} from '@/api/admin/sources';
import { FormStatus, SelectField, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { ActionError, AdminSection, DataTable, LoadFailed, cellClass, countOf, fieldValueText } from './shared';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** A holder the last run could not match: proposed as an addition, or skipped until mapped. */
interface Unmatched {
  source: SourceId;
  sourceKey: string;
  companyName: string;
  indexType: IndexType;
  note: string;
}

function unmatchedOf(preview: ImportPreview, source: SourceId, indexTypes: readonly IndexType[]): Unmatched[] {
  const added = preview.added
    .filter((row) => row.sourceKey !== undefined)
    .map((row) => ({
      source,
      sourceKey: row.sourceKey!,
      companyName: row.companyName,
      indexType: row.indexType,
      note: `Proposed as a new holder${row.missing?.length ? `; it lacks ${row.missing.join(', ')}` : ''}`,
    }));
  const skipped = preview.skipped
    .filter((row) => row.sourceKey !== undefined)
    .map((row) => ({
      source,
      sourceKey: row.sourceKey!,
      companyName: row.companyName ?? row.sourceKey!,
      indexType: row.indexType ?? indexTypes[0]!,
      note: row.reason,
    }));
  return [...added, ...skipped];
}

export function Sources() {
  const sources = useSources();
  const sync = useSyncSources();
  const [message, setMessage] = useState<string | null>(null);
  const runNow = (after?: string) => {
    setMessage(null);
    sync.mutate(undefined, {
      onSuccess: ({ runs }) =>
        setMessage(
          [
            after,
            ...runs.map((run) =>
              run.status === 'ok'
                ? `${run.source}: read ${countOf(run.counts.rows, 'holder')}; ${
                    run.importId
                      ? `${run.counts.changed} changed, ${run.counts.added} to add, ${run.counts.skipped} skipped — staged below.`
                      : 'nothing differs from the stored rows.'
                  }`
                : `${run.source} failed: ${run.error ?? 'no reason given'}. Nothing was changed.`,
            ),
          ]
            .filter(Boolean)
            .join(' '),
        ),
    });
  };

  if (sources.isPending) return <Skeleton className="h-48 w-full" />;
  if (sources.isError) return <LoadFailed what="the sources" error={sources.error} />;
  const { data } = sources;
  const latestOk = data.runs.find((run) => run.status === 'ok');

  return (
    <>
      <AdminSection
        title="Public data sources"
        intro="Public sources propose updates: a run reads each enabled source, compares it with the stored rows and stages the differences for you to review. A source never removes a row; a failed run changes nothing. The server reads them every 6 hours unless SOURCE_SYNC is off."
        actions={
          <Button onClick={() => runNow()} disabled={sync.isPending}>
            {sync.isPending ? 'Reading the sources…' : 'Run now'}
          </Button>
        }
      >
        <DataTable
          caption="Sources: where each reads from, its last success and last error"
          columns={['Source', 'Reads from', 'Last success', 'Last error']}
        >
          {data.sources.map((source) => (
            <TableRow key={source.source} data-testid="source-row">
              <TableCell className={cellClass}>{source.label}</TableCell>
              <TableCell className={cellClass}>
                {source.enabled ? (source.host ?? '—') : (source.disabledReason ?? 'Not enabled')}
              </TableCell>
              <TableCell className={cellClass}>{when(source.lastSuccessAt)}</TableCell>
              <TableCell className={cellClass}>
                {source.lastErrorAt ? `${formatDateTime(source.lastErrorAt)}: ${source.lastError ?? ''}` : '—'}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
        {message ? (
          <p role="status" className="mt-4 rounded-md border border-border bg-muted/50 p-3" data-testid="sync-result">
            {message}
          </p>
        ) : null}
        <ActionError error={sync.error} fallback="The sources could not be read." />
      </AdminSection>
      <AdminSection title="Staged changes" intro="What the last successful run found, against the rows stored now.">
        {latestOk?.importId ? (
          <StagedImport
            importId={latestOk.importId}
            source={latestOk.source}
            onMapped={(sentence) => runNow(sentence)}
            syncing={sync.isPending}
          />
        ) : (
          <p data-testid="nothing-staged">
            {latestOk ? 'The last run found nothing that differs from the stored rows.' : 'No source has run yet.'}
          </p>
        )}
      </AdminSection>
      <AdminSection title="Runs" intro="The latest runs of each source, newest first.">
        <DataTable
          caption="Source runs, newest first"
          columns={['Source', 'Started', 'Status', 'Read', 'Changed', 'To add', 'Skipped', 'Reason']}
          rowCount={data.runs.length}
          empty="No runs yet."
        >
          {data.runs.map((run) => (
            <TableRow key={`${run.source}-${run.startedAt}`} data-testid="source-run">
              <TableCell className={cellClass}>{run.source}</TableCell>
              <TableCell className={cellClass}>{formatDateTime(run.startedAt)}</TableCell>
              <TableCell className={cellClass}>{run.status}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{run.counts.rows}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{run.counts.changed}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{run.counts.added}</TableCell>
              <TableCell className={`${cellClass} tabular-nums`}>{run.counts.skipped}</TableCell>
              <TableCell className={cellClass}>{run.error ?? '—'}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </AdminSection>
      <CompanyCik />
      <Aliases aliases={data.aliases} />
    </>
  );
}

function StagedImport({
  importId,
  source,
  onMapped,
  syncing,
}: {
  importId: string;
  source: SourceId;
  onMapped: (sentence: string) => void;
  syncing: boolean;
}) {
  const preview = useImportPreview(importId);
  const commit = useCommitImport();
  const discard = useDiscardImport();
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <p role="status" data-testid="source-committed">
        {done}
      </p>
    );
  }
  if (preview.isPending) return <Skeleton className="h-24 w-full" />;
  if (preview.isError) {
    return <p data-testid="nothing-staged">Nothing is staged: the last run’s changes were committed or discarded.</p>;
  }
  const { data } = preview;
  const unmatched = unmatchedOf(data, source, data.import.indexTypes);
  const matchedAdded = data.added.filter((row) => row.sourceKey === undefined);
  const busy = commit.isPending || discard.isPending || syncing;
  return (
    <div className="flex flex-col gap-6" data-testid="source-preview">
      <p>
        {data.import.fileName}: <strong>{data.import.counts.changed} changed</strong>,{' '}
        <strong>{data.import.counts.added} to add</strong>, {data.import.counts.unchanged} unchanged,{' '}
        {data.import.counts.skipped} skipped.
      </p>
      {data.changed.length > 0 ? (
        <DataTable caption="Holdings to change, field by field" columns={['Name', 'Field', 'Stored', 'Source']}>
          {data.changed.flatMap((row) =>
            row.changes.map((change) => (
              <TableRow key={`${row.id}-${change.field}`} data-testid="source-changed-field">
                <TableCell className={cellClass}>{row.companyName}</TableCell>
                <TableCell className={cellClass}>{change.field}</TableCell>
                <TableCell className={cellClass}>{fieldValueText(change.before)}</TableCell>
                <TableCell className={cellClass}>{fieldValueText(change.after)}</TableCell>
              </TableRow>
            )),
          )}
        </DataTable>
      ) : null}
      {matchedAdded.length > 0 ? (
        <DataTable caption="Rows to add" columns={['Name', 'Index type', 'BTC holdings']}>
          {matchedAdded.map((row) => (
            <TableRow key={`${row.indexType}-${row.companyName}`}>
              <TableCell className={cellClass}>{row.companyName}</TableCell>
              <TableCell className={cellClass}>{INDEX_TYPE_NAMES[row.indexType]}</TableCell>
              <TableCell className={cellClass}>{fieldValueText(row.record.btcHoldings)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : null}
      {unmatched.length > 0 ? (
        <DataTable
          caption="Holders that match no stored row: a commit adds those proposed as new holders; map one to a stored row, or ignore it"
          columns={['Source’s name', 'Source’s key', 'Index type', 'BTC holdings', 'Why', 'Map']}
        >
          {unmatched.map((row) => (
            <UnmatchedRow
              key={row.sourceKey}
              row={row}
              btcHoldings={data.added.find((added) => added.sourceKey === row.sourceKey)?.record.btcHoldings ?? null}
              onMapped={onMapped}
              disabled={busy}
            />
          ))}
        </DataTable>
      ) : null}
      {!data.upToDate ? (
        <p role="alert" className="text-sm text-destructive">
          Stored rows changed since this run: run the sources again.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={busy || !data.import.canCommit}
          onClick={() =>
            commit.mutate(importId, {
              onSuccess: ({ import: record }) =>
                setDone(
                  `Committed ${record.fileName ?? 'the changes'}: ${record.counts.added} added, ${record.counts.changed} changed.`,
                ),
            })
          }
        >
          {commit.isPending ? 'Committing…' : 'Commit'}
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => discard.mutate(importId, { onSuccess: () => setDone('Discarded the staged changes.') })}
        >
          Discard
        </Button>
      </div>
      <ActionError error={commit.error} fallback="The changes could not be committed." />
      <ActionError error={discard.error} />
    </div>
  );
}

function UnmatchedRow({
  row,
  btcHoldings,
  onMapped,
  disabled,
}: {
  row: Unmatched;
  btcHoldings: number | null;
  onMapped: (sentence: string) => void;
  disabled: boolean;
}) {
  const stored = useAdminConstituents({ indexType: row.indexType, sort: 'companyName', order: 'asc', pageSize: 500 });
  const [target, setTarget] = useState('');
  const setAlias = useSetSourceAlias();
  const options = [
    { value: '', label: 'Choose a stored row…' },
    ...(stored.data?.rows ?? []).map((item) => ({
      value: item.id,
      label: `${item.companyName}${item.symbol ? ` (${item.symbol})` : ''}`,
    })),
  ];
  const map = (constituentId: string | null) =>
    setAlias.mutate(
      { source: row.source, sourceKey: row.sourceKey, sourceName: row.companyName, constituentId },
      {
        onSuccess: ({ alias }) =>
          onMapped(
            alias.constituentId
              ? `Mapped ${row.sourceKey} to ${alias.companyName ?? 'the row'}; the sources were read again.`
              : `${row.sourceKey} is ignored from now on; the sources were read again.`,
          ),
      },
    );
  return (
    <TableRow data-testid="unmatched-row">
      <TableCell className={cellClass}>{row.companyName}</TableCell>
      <TableCell className={cellClass}>{row.sourceKey}</TableCell>
      <TableCell className={cellClass}>{INDEX_TYPE_NAMES[row.indexType]}</TableCell>
      <TableCell className={cellClass}>{fieldValueText(btcHoldings)}</TableCell>
      <TableCell className={cellClass}>{row.note}</TableCell>
      <TableCell className={cellClass}>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={`Map ${row.sourceKey} to`}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={options}
          />
          <Button size="sm" disabled={disabled || setAlias.isPending || target === ''} onClick={() => map(target)}>
            Map <span className="sr-only">{row.sourceKey}</span>
          </Button>
          <Button size="sm" variant="outline" disabled={disabled || setAlias.isPending} onClick={() => map(null)}>
            Ignore <span className="sr-only">{row.sourceKey}</span>
          </Button>
        </div>
        <ActionError error={setAlias.error} fallback="The alias could not be saved." />
      </TableCell>
    </TableRow>
  );
}

/** Gives a stored company its SEC CIK: the market-cap source reads the rows that have one (ADR 192). */
function CompanyCik() {
  const stored = useAdminConstituents({
    indexType: 'bitcoin_treasury',
    sort: 'companyName',
    order: 'asc',
    pageSize: 500,
  });
  const form = useForm({ constituentId: '', sourceKey: '' });
  const setAlias = useSetSourceAlias();
  const submit = form.submit({
    schema: sourceAliasSetSchema,
    input: (values) => ({
      source: 'market_cap',
      sourceKey: values.sourceKey,
      sourceName: null,
      constituentId: values.constituentId,
    }),
    send: (input) => setAlias.mutateAsync(input),
    failureText: 'The CIK could not be saved.',
    success: () => null,
    onSuccess: () => form.fill({ sourceKey: '' }),
  });
  const options = [
    { value: '', label: 'Choose a stored company…' },
    ...(stored.data?.rows ?? []).map((item) => ({
      value: item.id,
      label: `${item.companyName}${item.symbol ? ` (${item.symbol})` : ''}`,
    })),
  ];
  return (
    <AdminSection
      title="Company CIKs"
      intro="The market-cap source reads SEC EDGAR’s shares outstanding for the US-listed companies given their CIK here, and proposes shares × last close. They are listed among the aliases (source market_cap)."
    >
      <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={submit}>
        <SelectField label="Company" {...form.field('constituentId')}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField label="CIK" inputMode="numeric" placeholder="e.g. 1050446" {...form.field('sourceKey')} />
        <SubmitButton
          submitting={form.submitting}
          sendingLabel="Save CIK"
          disabled={form.submitting || form.values.constituentId === '' || String(form.values.sourceKey).trim() === ''}
        >
          Save CIK
        </SubmitButton>
      </form>
      {setAlias.isSuccess ? (
        <p role="status" className="mt-2" data-testid="cik-saved">
          {`${setAlias.data.alias.companyName ?? 'The company'} has the CIK ${setAlias.data.alias.sourceKey}.`}
        </p>
      ) : null}
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
    </AdminSection>
  );
}

function Aliases({ aliases }: { aliases: readonly SourceAlias[] }) {
  const remove = useDeleteSourceAlias();
  return (
    <AdminSection
      title="Aliases"
      intro="How a source’s holder is matched when its symbol does not say: mapped to a stored row, or ignored. Remove one to match that holder by its symbol again."
    >
      <DataTable
        caption="Aliases"
        columns={['Source', 'Source’s key', 'Source’s name', 'Maps to', 'Set', 'Actions']}
        rowCount={aliases.length}
        empty="No aliases yet."
      >
        {aliases.map((alias) => (
          <TableRow key={alias.id} data-testid="source-alias">
            <TableCell className={cellClass}>{alias.source}</TableCell>
            <TableCell className={cellClass}>{alias.sourceKey}</TableCell>
            <TableCell className={cellClass}>{alias.sourceName ?? '—'}</TableCell>
            <TableCell className={cellClass}>{alias.constituentId ? (alias.companyName ?? '—') : 'Ignored'}</TableCell>
            <TableCell className={cellClass}>{formatDateTime(alias.createdAt)}</TableCell>
            <TableCell className={cellClass}>
              <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(alias.id)}>
                Remove <span className="sr-only">alias {alias.sourceKey}</span>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      <ActionError error={remove.error} />
    </AdminSection>
  );
}
