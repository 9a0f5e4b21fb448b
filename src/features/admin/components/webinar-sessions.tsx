// Webinar sessions: the list (filters, CSV export), each session's registrations with the
// attendee CSV, adding and editing a session (times in the admin's own zone), cancelling one
// (asked first: every registrant is emailed).
import {
  JOIN_URL_MAX_LENGTH,
  WEBINAR_CAPACITY,
  WEBINAR_DURATION_MINUTES,
  webinarSessionInput,
  type AdminWebinarSession,
} from '@domain/schemas/admin-leads';
import { WEBINAR_SESSION_STATUSES } from '@domain/schemas/webinars';
import { useState } from 'react';
import * as z from 'zod/mini';
import {
  LEAD_LISTS,
  useCancelWebinarSession,
  useCreateWebinarSession,
  useRegistrations,
  useUpdateWebinarSession,
} from '@/api/admin/leads';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { localInputToIso, localZoneHint, pickedInstant, toLocalInput } from '../lib/local-date-time';
import { FormStatus, SubmitButton } from '@/components/form/form-fields';
import { useForm } from '@/components/form/use-form';
import { DATE_NOTE, LeadFilterBar, useFilteredList } from './lead-filters';
import { ActionError, AdminSection, ConfirmDialog, DataTable, LoadFailed, Pager, cellClass, countOf } from './shared';

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; session: AdminWebinarSession }
  | { kind: 'registrations'; session: AdminWebinarSession }
  | { kind: 'cancel'; session: AdminWebinarSession }
  | null;

export function WebinarSessions() {
  const { filters, setFilters, list } = useFilteredList('webinars');
  const cancel = useCancelWebinarSession();
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => (isOpen ? undefined : setOpen(null));
  return (
    <AdminSection
      title="Webinar sessions"
      intro={`Sessions by start time, with seats taken. ${DATE_NOTE}`}
      actions={<Button onClick={() => setOpen({ kind: 'add' })}>Add a session</Button>}
    >
      <LeadFilterBar
        kind="sessions"
        statusLabel="Status"
        statuses={WEBINAR_SESSION_STATUSES}
        filters={filters}
        onChange={setFilters}
        exportPath={LEAD_LISTS.webinars.path}
      />
      {open?.kind === 'cancel' ? null : <ActionError error={cancel.error} />}
      {list.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <LoadFailed what="the webinar sessions" error={list.error} />
      ) : (
        <>
          <DataTable
            caption="Webinar sessions"
            columns={['Title', 'Starts', 'Minutes', 'Capacity', 'Registered', 'Status', 'Actions']}
            rowCount={list.data.items.length}
            empty="No sessions match."
          >
            {list.data.items.map((session) => (
              <TableRow key={session.id} data-testid="webinar-row">
                <TableCell className={cellClass}>{session.title}</TableCell>
                <TableCell className={cellClass}>{formatDateTime(session.startsAt)}</TableCell>
                <TableCell className={cellClass}>{session.durationMinutes}</TableCell>
                <TableCell className={cellClass}>{session.capacity}</TableCell>
                <TableCell className={cellClass}>{session.registered}</TableCell>
                <TableCell className={cellClass}>{session.status}</TableCell>
                <TableCell className={cellClass}>
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'registrations', session })}>
                      Registrations <span className="sr-only">for {session.title}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'edit', session })}>
                      Edit <span className="sr-only">{session.title}</span>
                    </Button>
                    {session.status === 'scheduled' ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={cancel.isPending}
                        onClick={() => {
                          cancel.reset();
                          setOpen({ kind: 'cancel', session });
                        }}
                      >
                        Cancel session <span className="sr-only">{session.title}</span>
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
          <Pager
            label="Session pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
      {open?.kind === 'registrations' ? <RegistrationsDialog session={open.session} onOpenChange={close} /> : null}
      {open?.kind === 'add' ? <SessionFormDialog session={null} onOpenChange={close} /> : null}
      {open?.kind === 'edit' ? <SessionFormDialog session={open.session} onOpenChange={close} /> : null}
      {open?.kind === 'cancel' ? (
        <ConfirmDialog
          title={`Cancel ${open.session.title}?`}
          body={
            open.session.registered > 0
              ? `${countOf(open.session.registered, 'registrant')} will be emailed that the session is cancelled. This cannot be undone.`
              : 'Nobody has registered, so nobody is emailed. This cannot be undone.'
          }
          action="Cancel the session"
          cancel="Keep the session"
          pending={cancel.isPending}
          error={cancel.error}
          onConfirm={() => cancel.mutate(open.session.id, { onSuccess: () => setOpen(null) })}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </AdminSection>
  );
}

function RegistrationsDialog({
  session,
  onOpenChange,
}: {
  session: AdminWebinarSession;
  onOpenChange: (open: boolean) => void;
}) {
  const registrations = useRegistrations(session.id);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(56rem,calc(100vw-2rem))]">
        <DialogTitle>Registrations for {session.title}</DialogTitle>
        <DialogDescription>
          {formatDateTime(session.startsAt)} · {session.registered} of {session.capacity} seats taken
        </DialogDescription>
        <div>
          <Button asChild variant="outline">
            <a href={`/api/admin/webinars/${encodeURIComponent(session.id)}/registrations/export`} download>
              Download the attendee CSV
            </a>
          </Button>
        </div>
        {registrations.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : registrations.isError ? (
          <LoadFailed what="the registrations" error={registrations.error} />
        ) : (
          <DataTable
            caption={`Registrations for ${session.title}`}
            columns={['Name', 'Email', 'Company', 'Status', 'Registered']}
            rowCount={registrations.data.items.length}
            empty="Nobody has registered yet."
          >
            {registrations.data.items.map((registration) => (
              <TableRow key={registration.id}>
                <TableCell className={cellClass}>{registration.name}</TableCell>
                <TableCell className={cellClass}>{registration.email}</TableCell>
                <TableCell className={cellClass}>{registration.company ?? '—'}</TableCell>
                <TableCell className={cellClass}>{registration.status}</TableCell>
                <TableCell className={cellClass}>{formatDateTime(registration.createdAt)}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A session as the form checks it: the picker's own words when it gives no start. */
const sessionForm = z.extend(webinarSessionInput, { startsAt: pickedInstant(webinarSessionInput.shape.startsAt) });

function SessionFormDialog({
  session,
  onOpenChange,
}: {
  session: AdminWebinarSession | null;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm({
    title: session?.title ?? '',
    abstract: session?.abstract ?? '',
    startsAt: session ? toLocalInput(session.startsAt) : '',
    durationMinutes: String(session?.durationMinutes ?? 60),
    capacity: String(session?.capacity ?? 100),
    joinUrl: session?.joinUrl ?? '',
  });
  const create = useCreateWebinarSession();
  const update = useUpdateWebinarSession();
  // Every field is sent, on an edit too: the new session's rules are the edit's.
  const submit = form.submit({
    schema: sessionForm,
    input: (values) => ({
      title: values.title,
      abstract: values.abstract,
      startsAt: localInputToIso(String(values.startsAt)) ?? '',
      durationMinutes: Number(values.durationMinutes),
      capacity: Number(values.capacity),
      joinUrl: String(values.joinUrl).trim() === '' ? null : values.joinUrl,
    }),
    send: (body) => (session ? update.mutateAsync({ id: session.id, patch: body }) : create.mutateAsync(body)),
    failureText: 'The session could not be saved.',
    success: () => null,
    onSuccess: () => onOpenChange(false),
  });
  const { error: abstractError, ...abstract } = form.field('abstract');
  const title = session ? `Edit ${session.title}` : 'Add a webinar session';
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>The start time is in your time zone.</DialogDescription>
        <form noValidate aria-label={title} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" className="sm:col-span-2" {...form.field('title')} />
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <label htmlFor="webinar-abstract" className="text-sm font-medium">
              Abstract
            </label>
            <textarea
              id="webinar-abstract"
              rows={3}
              {...abstract}
              aria-invalid={abstractError ? true : undefined}
              aria-describedby={abstractError ? 'webinar-abstract-error' : undefined}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm aria-invalid:border-destructive"
            />
            {abstractError ? (
              <p id="webinar-abstract-error" className="text-sm font-medium text-destructive">
                {abstractError}
              </p>
            ) : null}
          </div>
          <TextField label="Starts" type="datetime-local" hint={localZoneHint()} {...form.field('startsAt')} />
          <TextField
            label="Duration (minutes)"
            inputMode="numeric"
            hint={`${WEBINAR_DURATION_MINUTES.min} to ${WEBINAR_DURATION_MINUTES.max}`}
            {...form.field('durationMinutes')}
          />
          <TextField
            label="Capacity"
            inputMode="numeric"
            hint={`${WEBINAR_CAPACITY.min} to ${WEBINAR_CAPACITY.max.toLocaleString('en-US')}`}
            {...form.field('capacity')}
          />
          <TextField
            label="Joining link"
            type="url"
            maxLength={JOIN_URL_MAX_LENGTH}
            hint="https:// — sent only in confirmation and reminder mail"
            {...form.field('joinUrl')}
          />
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
            <div className="flex gap-2">
              <SubmitButton submitting={form.submitting} sendingLabel="Saving…">
                {session ? 'Save session' : 'Add session'}
              </SubmitButton>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
