// Import: upload a CSV or JSON file (at most 5 MB), see what it would change — added,
// changed field by field, removed, invalid with row number and reason — before anything is
// written, commit it with a progress indicator (not with invalid rows; a commit that removes
// rows is asked first), undo the last import, and the list of imports.
import {
  IMPORT_MAX_BYTES,
  IMPORT_MODES,
  INDEX_TYPE_NAMES,
  type ImportPreview,
  type ImportSummary,
} from '@domain/schemas/admin';
import { useId, useState } from 'react';
import * as z from 'zod/mini';
import {
  useCommitImport,
  useDiscardImport,
  useImports,
  useImportStatus,
  useUndoImport,
  useUploadImport,
} from '@/api/admin/imports';
import { FormStatus, SelectField, SubmitButton } from '@/components/form/form-fields';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime, formatInteger } from '@/lib/format';
import {
  ActionError,
  AdminSection,
  ConfirmDialog,
  DataTable,
  LoadFailed,
  cellClass,
  conflictReason,
  countOf,
  fieldValueText,
} from './shared';

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/** "52 Public companies, 3 ETFs": the rows a preview removes, per index type. */
function removedByType(removed: ImportPreview['removed']): string {
  const counts = new Map<ImportPreview['removed'][number]['indexType'], number>();
  for (const row of removed) counts.set(row.indexType, (counts.get(row.indexType) ?? 0) + 1);
  return [...counts].map(([type, count]) => `${INDEX_TYPE_NAMES[type]}: ${formatInteger(count)}`).join(', ');
}

/**
 * The undo conflict in a reader's words. The API's message ends with advice for API clients
 * (send overwriteLaterChanges: true); the dialog's button is that choice.
 */
function laterChangesSentence(error: unknown): string {
  const rows = (error as { details?: { rows?: { companyName?: unknown }[] } }).details?.rows ?? [];
  const names = rows.map((row) => (typeof row.companyName === 'string' ? row.companyName : null)).filter(Boolean);
  const listed = names.length > 5 ? `${names.slice(0, 5).join(', ')}, …` : names.join(', ');
  const count = rows.length === 1 ? '1 row was' : `${formatInteger(rows.length)} rows were`;
  return `${count} changed after this import${listed ? ` (${listed})` : ''}. Undoing puts back the values from before the import and overwrites those changes.`;
}

export function ImportData() {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [committed, setCommitted] = useState<ImportSummary | null>(null);
  return (
    <>
      <AdminSection
        title="Import a file"
        intro={`A CSV or JSON file of at most ${MAX_MB} MB and 10,000 rows: the seed files (public companies, ETFs, governments, GreenVault candidates, market caps) as they are, or rows with the API's field names. Nothing is written until you commit the preview.`}
      >
        <UploadForm
          onPreview={(next) => {
            setPreview(next);
            setCommitted(null);
          }}
        />
        {committed ? (
          <p
            role="status"
            className="mt-4 rounded-md border border-border bg-muted/50 p-3"
            data-testid="import-committed"
          >
            Committed {committed.fileName ?? 'the file'}: {committed.counts.added} added, {committed.counts.changed}{' '}
            changed, {committed.counts.removed} removed.
          </p>
        ) : null}
        {preview ? (
          <PreviewView
            key={preview.import.id}
            preview={preview}
            onDone={(record) => {
              setPreview(null);
              setCommitted(record);
            }}
            onDiscarded={() => setPreview(null)}
          />
        ) : null}
      </AdminSection>
      <ImportList />
    </>
  );
}

/** The upload's contract on this side: a file within the limit and a mode (the server reads the body). */
const uploadForm = z.object({
  file: z
    .file({ error: 'Choose a file first.' })
    .check(z.maxSize(IMPORT_MAX_BYTES, { error: `The file is larger than ${MAX_MB} MB.` })),
  mode: z.enum(IMPORT_MODES),
});

function UploadForm({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const fileId = useId();
  // The chosen File lives beside the form; the form holds its name (for the file's message).
  const [file, setFile] = useState<File | null>(null);
  const form = useForm({ file: '', mode: 'upsert' });
  const upload = useUploadImport();
  const submit = form.submit({
    schema: uploadForm,
    input: (values) => ({ file, mode: values.mode }),
    send: (input) => upload.mutateAsync(input),
    failureText: 'The file could not be read.',
    success: () => null,
    onSuccess: onPreview,
  });
  const { ref: fileRef, name: fileName, error: fileError } = form.field('file');
  return (
    <form onSubmit={submit} aria-label="Upload a file to import" className="flex flex-wrap items-end gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium">
          File (CSV or JSON, at most {MAX_MB} MB)
        </label>
        <input
          id={fileId}
          ref={fileRef}
          name={fileName}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            form.setValue('file', chosen?.name ?? '');
          }}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
        />
      </div>
      <SelectField
        label="Mode"
        {...form.field('mode')}
        options={[
          { value: 'upsert', label: 'Add and update (rows not in the file stay)' },
          { value: 'replace', label: 'Replace (rows not in the file are removed)' },
        ]}
      />
      <SubmitButton submitting={form.submitting} sendingLabel="Reading the file…">
        Preview
      </SubmitButton>
      <div className="basis-full">
        {fileError ? (
          <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {fileError}
          </p>
        ) : null}
        <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
      </div>
    </form>
  );
}

function PreviewView({
  preview,
  onDone,
  onDiscarded,
}: {
  preview: ImportPreview;
  onDone: (record: ImportSummary) => void;
  onDiscarded: () => void;
}) {
  const record = preview.import;
  const commit = useCommitImport();
  const discard = useDiscardImport();
  const status = useImportStatus(commit.isPending ? record.id : null, commit.isPending ? 250 : false);
  const progress = status.data?.progress ?? null;
  const counts = record.counts;
  const [confirmRemoval, setConfirmRemoval] = useState(false);
  const hasInvalid = preview.invalid.length > 0 || counts.invalid > 0;
  const runCommit = () =>
    commit.mutate(record.id, {
      onSuccess: (answer) => {
        setConfirmRemoval(false);
        onDone(answer.import);
      },
    });
  return (
    <div className="mt-6 flex flex-col gap-6" data-testid="import-preview">
      <h3 className="text-lg font-semibold text-primary">Preview of {record.fileName ?? 'the file'}</h3>
      <p>
        {countOf(counts.rows, 'row')} ({record.kind.replaceAll('_', ' ')}, {record.mode}):{' '}
        <strong>{counts.added} added</strong>, <strong>{counts.changed} changed</strong>, {counts.unchanged} unchanged,{' '}
        <strong>{counts.removed} removed</strong>, <strong>{counts.invalid} invalid</strong>, {counts.skipped} skipped.
      </p>
      {preview.invalid.length > 0 ? (
        <DataTable caption="Invalid rows: fix these in the file" columns={['Row', 'Column', 'Reason']}>
          {preview.invalid.map((problem, index) => (
            <TableRow key={index} data-testid="invalid-row">
              <TableCell className={cellClass}>{problem.row}</TableCell>
              <TableCell className={cellClass}>{problem.column ?? '—'}</TableCell>
              <TableCell className={cellClass}>{problem.message}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : null}
      {preview.added.length > 0 ? (
        <DataTable caption="Rows to add" columns={['Row', 'Name', 'Index type', 'BTC holdings', 'As of']}>
          {preview.added.map((row) => (
            <TableRow key={`${row.indexType}-${row.companyName}`} data-testid="added-row">
              <TableCell className={cellClass}>{row.row}</TableCell>
              <TableCell className={cellClass}>{row.companyName}</TableCell>
              <TableCell className={cellClass}>{INDEX_TYPE_NAMES[row.indexType]}</TableCell>
              <TableCell className={cellClass}>{fieldValueText(row.record.btcHoldings)}</TableCell>
              <TableCell className={cellClass}>{fieldValueText(row.record.asOf)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : null}
      {preview.changed.length > 0 ? (
        <DataTable caption="Rows to change, field by field" columns={['Row', 'Name', 'Field', 'Stored', 'In the file']}>
          {preview.changed.flatMap((row) =>
            row.changes.map((change) => (
              <TableRow key={`${row.id}-${change.field}`} data-testid="changed-field">
                <TableCell className={cellClass}>{row.row}</TableCell>
                <TableCell className={cellClass}>{row.companyName}</TableCell>
                <TableCell className={cellClass}>{change.field}</TableCell>
                <TableCell className={cellClass}>{fieldValueText(change.before)}</TableCell>
                <TableCell className={cellClass}>{fieldValueText(change.after)}</TableCell>
              </TableRow>
            )),
          )}
        </DataTable>
      ) : null}
      {preview.removed.length > 0 ? (
        <DataTable caption="Rows to remove" columns={['Name', 'Index type', 'BTC holdings']}>
          {preview.removed.map((row) => (
            <TableRow key={row.id} data-testid="removed-row">
              <TableCell className={cellClass}>{row.companyName}</TableCell>
              <TableCell className={cellClass}>{INDEX_TYPE_NAMES[row.indexType]}</TableCell>
              <TableCell className={cellClass}>{fieldValueText(row.btcHoldings)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : null}
      {preview.skipped.length > 0 ? (
        <DataTable caption="Rows skipped" columns={['Row', 'Name', 'Why']}>
          {preview.skipped.map((row) => (
            <TableRow key={row.row}>
              <TableCell className={cellClass}>{row.row}</TableCell>
              <TableCell className={cellClass}>{row.companyName ?? '—'}</TableCell>
              <TableCell className={cellClass}>{row.reason}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      ) : null}
      {!preview.upToDate ? (
        <p role="alert" className="text-sm text-destructive">
          Stored rows changed since this preview was made: preview the file again.
        </p>
      ) : null}
      {preview.invalid.length > 0 ? (
        <p className="text-sm">A file with invalid rows cannot be committed: fix them and preview the file again.</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => {
            if (preview.removed.length === 0) return runCommit();
            commit.reset();
            setConfirmRemoval(true);
          }}
          disabled={hasInvalid || commit.isPending || discard.isPending}
        >
          {commit.isPending ? 'Committing…' : 'Commit'}
        </Button>
        <Button
          variant="outline"
          onClick={() => discard.mutate(record.id, { onSuccess: onDiscarded })}
          disabled={commit.isPending}
        >
          Discard
        </Button>
        {commit.isPending ? (
          <div className="flex items-center gap-2" role="status">
            <progress
              aria-label="Commit progress"
              max={progress && progress.total > 0 ? progress.total : undefined}
              value={progress && progress.total > 0 ? progress.done : undefined}
            />
            <span className="text-sm">
              {progress ? `${progress.phase}: ${progress.done} of ${progress.total}` : 'Starting…'}
            </span>
          </div>
        ) : null}
      </div>
      {confirmRemoval ? null : <ActionError error={commit.error} fallback="The import could not be committed." />}
      <ActionError error={discard.error} />
      {confirmRemoval ? (
        <ConfirmDialog
          title={`Remove ${countOf(preview.removed.length, 'stored row')}?`}
          body={`Rows not in the file are removed: ${removedByType(preview.removed)}. Undo in the list of imports puts them back while this stays the last import.`}
          action={`Commit and remove ${countOf(preview.removed.length, 'row')}`}
          pending={commit.isPending}
          error={commit.error}
          onConfirm={runCommit}
          onCancel={() => setConfirmRemoval(false)}
        />
      ) : null}
    </div>
  );
}

function ImportList() {
  const imports = useImports();
  const undo = useUndoImport();
  const [overwrite, setOverwrite] = useState<{ id: string; sentence: string } | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const runUndo = (id: string, overwriteLaterChanges: boolean) => {
    setUndone(null);
    undo.mutate(
      { id, overwriteLaterChanges },
      {
        onSuccess: ({ import: record, restored }) => {
          setOverwrite(null);
          setUndone(
            `Undid ${record.fileName ?? 'the import'}: ${countOf(restored.deleted, 'row')} deleted, ${formatInteger(restored.updated)} restored, ${formatInteger(restored.reinserted)} put back.`,
          );
        },
        onError: (error) => {
          if (conflictReason(error) === 'later_changes') setOverwrite({ id, sentence: laterChangesSentence(error) });
        },
      },
    );
  };
  return (
    <AdminSection
      title="Imports"
      intro="The latest imports with who made them and their counts. The last committed one can be undone."
    >
      {undone ? (
        <p role="status" className="mb-3" data-testid="import-undone">
          {undone}
        </p>
      ) : null}
      {undo.error && !overwrite ? <ActionError error={undo.error} fallback="The import could not be undone." /> : null}
      {imports.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : imports.isError ? (
        <LoadFailed what="the imports" error={imports.error} />
      ) : (
        <DataTable
          caption="Imports, newest first"
          columns={['File', 'Status', 'Previewed', 'Committed', 'Added', 'Changed', 'Removed', 'Invalid', 'Actions']}
          rowCount={imports.data.imports.length}
          empty="No imports yet."
        >
          {imports.data.imports.map((record) => (
            <TableRow key={record.id} data-testid="import-row">
              <TableCell className={cellClass}>{record.fileName ?? '—'}</TableCell>
              <TableCell className={cellClass}>{record.status}</TableCell>
              <TableCell className={cellClass}>
                {formatDateTime(record.createdAt)} by {record.createdBy.name}
              </TableCell>
              <TableCell className={cellClass}>
                {record.committedAt
                  ? `${formatDateTime(record.committedAt)} by ${record.committedBy?.name ?? '—'}`
                  : '—'}
              </TableCell>
              <TableCell className={cellClass}>{record.counts.added}</TableCell>
              <TableCell className={cellClass}>{record.counts.changed}</TableCell>
              <TableCell className={cellClass}>{record.counts.removed}</TableCell>
              <TableCell className={cellClass}>{record.counts.invalid}</TableCell>
              <TableCell className={cellClass}>
                {record.canUndo ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={undo.isPending}
                    onClick={() => runUndo(record.id, false)}
                  >
                    Undo <span className="sr-only">{record.fileName}</span>
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <Dialog open={overwrite !== null} onOpenChange={(open) => (open ? undefined : setOverwrite(null))}>
        <DialogContent>
          <DialogTitle>Overwrite later changes?</DialogTitle>
          <DialogDescription>{overwrite?.sentence}</DialogDescription>
          <div className="flex gap-2">
            <Button variant="destructive" onClick={() => overwrite && runUndo(overwrite.id, true)}>
              Undo anyway
            </Button>
            <Button variant="outline" onClick={() => setOverwrite(null)}>
              Keep the import
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </AdminSection>
  );
}
