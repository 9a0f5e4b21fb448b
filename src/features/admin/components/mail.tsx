// Mail: every message the site wrote, with its status (queued, sent, failed), attempts and
// last error; a message can be sent again (asked first, then the outcome said) unless it
// holds a single-use link.
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '@domain/schemas/mail';
import { useState } from 'react';
import { useOutboxPage, useResendMessage } from '@/api/admin/mail';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import {
  ActionError,
  AdminSection,
  ConfirmDialog,
  DataTable,
  LoadFailed,
  Pager,
  SelectField,
  cellClass,
} from './shared';

/** What became of a resend, as the status line says it. */
function resendOutcome(message: OutboxMessage): string {
  if (message.status === 'sent') return `Sent again to ${message.to}.`;
  if (message.status === 'failed') {
    return `Sending to ${message.to} failed again${message.lastError ? `: ${message.lastError}` : '.'}`;
  }
  return `Queued again for ${message.to}; it is sent shortly.`;
}

export function Mail() {
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const outbox = useOutboxPage({ status: status || undefined, to: to.trim() || undefined, page, pageSize: 25 });
  const resend = useResendMessage();
  const [asking, setAsking] = useState<OutboxMessage | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const confirmResend = (message: OutboxMessage) =>
    resend.mutate(message.id, {
      onSuccess: (sent) => {
        setAsking(null);
        setOutcome(resendOutcome(sent));
      },
    });
  return (
    <AdminSection
      title="Mail outbox"
      intro={
        outbox.data?.delivery === 'smtp'
          ? 'Mail is sent through the configured SMTP server.'
          : 'No SMTP server is configured (SMTP_URL), so mail is kept here and in the server log instead of being sent.'
      }
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value as OutboxStatus | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'All' }, ...OUTBOX_STATUSES.map((value) => ({ value, label: value }))]}
        />
        <TextField
          label="Recipient"
          type="email"
          className="w-72"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <div aria-live="polite">
        {outcome ? (
          <p role="status" className="mb-3" data-testid="mail-resent">
            {outcome}
          </p>
        ) : null}
        {asking ? null : <ActionError error={resend.error} fallback="The message could not be sent again." />}
      </div>
      {outbox.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : outbox.isError ? (
        <LoadFailed what="the outbox" error={outbox.error} />
      ) : (
        <>
          <DataTable
            caption="Mail, newest first (single-use links hidden)"
            columns={['Written', 'To', 'Subject', 'Status', 'Attempts', 'Last error', 'Actions']}
            rowCount={outbox.data.messages.length}
            empty="The outbox is empty."
          >
            {outbox.data.messages.map((message) => (
              <TableRow key={message.id} data-testid="mail-row">
                <TableCell className={cellClass}>{formatDateTime(message.createdAt)}</TableCell>
                <TableCell className={cellClass}>{message.to}</TableCell>
                <TableCell className={cellClass}>
                  <details>
                    <summary className="cursor-pointer">{message.subject}</summary>
                    <pre className="mt-2 max-w-xl whitespace-pre-wrap break-words font-sans text-xs">
                      {message.body}
                    </pre>
                  </details>
                </TableCell>
                <TableCell className={cellClass}>{message.status}</TableCell>
                <TableCell className={cellClass}>{message.attempts}</TableCell>
                <TableCell className={`${cellClass} max-w-56 break-words`}>{message.lastError ?? '—'}</TableCell>
                <TableCell className={cellClass}>
                  {message.resendable ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={resend.isPending}
                      onClick={() => {
                        resend.reset();
                        setOutcome(null);
                        setAsking(message);
                      }}
                    >
                      Resend
                      <span className="sr-only">
                        {' '}
                        {message.subject} to {message.to}
                      </span>
                    </Button>
                  ) : (
                    <span className="text-xs text-muted-foreground">Holds a single-use link</span>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
          <Pager
            label="Outbox pages"
            page={outbox.data.page}
            pageSize={outbox.data.pageSize}
            total={outbox.data.total}
            onPage={setPage}
          />
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title={`Send “${asking.subject}” again?`}
          body={`${asking.to} will be emailed this message again.`}
          action="Send again"
          pending={resend.isPending}
          error={resend.error}
          onConfirm={() => confirmResend(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </AdminSection>
  );
}
