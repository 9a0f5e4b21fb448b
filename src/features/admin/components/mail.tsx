// Mail: every message the site wrote, with its status (queued, sent through SMTP, only
// written to the server log when no SMTP server is configured, failed), attempts and last
// error; a message can be sent again (asked first, then the outcome said) unless it holds a
// single-use link. Mail that only reached the log is never called "sent": nobody got it.
import {
  OUTBOX_STATUSES,
  outboxStatusLabel,
  type OutboxMessage,
  type OutboxPage,
  type OutboxStatus,
} from '@domain/schemas/mail';
import { EMAIL_MAX_LENGTH } from '@domain/schemas/fields';
import { useState } from 'react';
import { useOutboxPage, useResendMessage } from '@/api/admin/mail';
import { SelectField } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { ActionError, AdminSection, ConfirmDialog, DataTable, LoadFailed, Pager, cellClass } from './shared';

const LOG_ONLY = outboxStatusLabel({ status: 'sent', deliveredVia: 'log' });

/** The status filter's words: "sent" also covers mail only written to the log. */
const STATUS_FILTER_LABELS: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sent: 'Sent or written to log',
  failed: 'Failed',
};

/** What the delivery mode means for the people mailed, said above the list. */
function deliveryNote(page: OutboxPage | undefined): string | undefined {
  if (!page) return undefined;
  if (page.delivery === 'outbox') {
    return (
      'No SMTP server is configured (SMTP_URL), so mail is not emailed to anyone: each message is kept here ' +
      `and written to the server log, marked “${LOG_ONLY}”. Set SMTP_URL to send mail to its recipients.`
    );
  }
  const smtp = 'Mail is sent through the configured SMTP server.';
  return page.messages.some((message) => message.deliveredVia === 'log')
    ? `${smtp} Mail marked “${LOG_ONLY}” was written while no SMTP server was configured: it reached the server log, not the recipient.`
    : smtp;
}

/** What became of a resend, as the status line says it. */
function resendOutcome(message: OutboxMessage): string {
  if (message.status === 'sent') {
    return message.deliveredVia === 'log'
      ? `Written to the server log again for ${message.to} (no SMTP): not emailed.`
      : `Sent again to ${message.to}.`;
  }
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
    <AdminSection title="Mail outbox" intro={deliveryNote(outbox.data)}>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxStatus | '');
            setPage(1);
          }}
          options={[
            { value: '', label: 'All' },
            ...OUTBOX_STATUSES.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] })),
          ]}
        />
        <TextField
          label="Recipient contains"
          type="search"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder="e.g. ada@ or @example.com"
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
                <TableCell className={cellClass} data-testid="mail-status">
                  {outboxStatusLabel(message)}
                </TableCell>
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
                    <span className="text-xs text-muted-foreground">
                      {message.superseded ? 'Replaced by a later calendar message' : 'Holds a single-use link'}
                    </span>
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
          body={
            outbox.data?.delivery === 'outbox'
              ? `No SMTP server is configured: the message is written to the server log again, and ${asking.to} is not emailed.`
              : `${asking.to} will be emailed this message again.`
          }
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
