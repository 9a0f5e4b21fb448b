// Building blocks the dashboard's screens share: a titled section, a table with a caption
// and column headers, load and action errors, field errors from a 422, ages and
// the confirm step before an action that cannot be taken back.
import { numberFormat } from '@domain/intl-formats';
import type * as React from 'react';
import { useId } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  Table,
  TableBody,
  TableCaption,
  TableContainer,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { ApiError, errorMessage } from '@/lib/api-client';

export function AdminSection({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-semibold text-primary">
            {title}
          </h2>
          {intro ? <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function DataTable({
  caption,
  columns,
  children,
  empty,
  rowCount,
}: {
  caption: string;
  columns: readonly React.ReactNode[];
  children: React.ReactNode;
  /** Shown as the only row when rowCount is 0. */
  empty?: string;
  rowCount?: number;
}) {
  const captionId = useId();
  return (
    <TableContainer labelledBy={captionId}>
      <Table>
        <TableCaption id={captionId}>{caption}</TableCaption>
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead key={index} scope="col">
                {column}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rowCount === 0 && empty ? (
            <TableRow>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-muted-foreground">
                {empty}
              </td>
            </TableRow>
          ) : (
            children
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export const cellClass = 'px-4 py-2 align-top';

/**
 * A stored field's value in a diff or the audit log: '—' when empty, numbers grouped, a
 * sources list as "date title <url>" items, anything else as JSON.
 */
export function fieldValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return numberFormat({ maximumFractionDigits: 8 }).format(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every(isSourceLink)) {
    return value.length === 0 ? '—' : value.map((link) => `${link.publishedAt} ${link.title} <${link.url}>`).join('; ');
  }
  return JSON.stringify(value);
}

function isSourceLink(value: unknown): value is { title: string; url: string; publishedAt: string } {
  return typeof value === 'object' && value !== null && 'url' in value && 'title' in value && 'publishedAt' in value;
}

export function LoadFailed({ what, error }: { what: string; error: Error }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        Could not load {what}: {error.message}
      </AlertDescription>
    </Alert>
  );
}

/** The text of a failed action: the server's message, else the fallback. */
export function actionError(error: unknown, fallback = 'That did not work. Try again.'): string {
  return errorMessage(error, fallback);
}

export function ActionError({ error, fallback }: { error: unknown; fallback?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {actionError(error, fallback)}
    </p>
  );
}

/** A 409's details.reason, if the server sent one. */
export function conflictReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as { reason?: unknown } | undefined;
  return typeof details?.reason === 'string' ? details.reason : null;
}

/** An age in words: "45 s", "12 min", "3 h", "2 d". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} d`;
}

/** Previous / next for a paged list. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center gap-3 text-sm">
      <button
        type="button"
        className="rounded-md border border-input px-3 py-1 disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="rounded-md border border-input px-3 py-1 disabled:opacity-50"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** "1 booking", "2 bookings": a count with its noun, singular or plural. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/**
 * The confirm step before an action that cannot be taken back: the title asks, the body says
 * what will happen (who is emailed, what is removed); the action runs only from here.
 */
export function ConfirmDialog({
  title,
  body,
  action,
  cancel = 'Cancel',
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: React.ReactNode;
  action: string;
  cancel?: string;
  pending: boolean;
  /** The failed attempt's error, shown in the dialog (null: none). */
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{body}</DialogDescription>
        <ActionError error={error} />
        <div className="flex flex-wrap gap-2">
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {action}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {cancel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
