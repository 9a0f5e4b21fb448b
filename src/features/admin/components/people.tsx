// People: search accounts; grant and revoke admin (the server refuses to remove the last
// administrator; revoking your own role asks first); end all sessions of an account; delete
// an account after its email is typed again.
import { deletePersonSchema, type Person } from '@domain/schemas/admin';
import { useState } from 'react';
import { useDeletePerson, useEndSessions, usePeople, useSetRole } from '@/api/admin/people';
import { FormStatus, SelectField, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import { useAuth } from '@/lib/account';
import { formatDateTime } from '@/lib/format';
import {
  ActionError,
  AdminSection,
  ConfirmDialog,
  DataTable,
  LoadFailed,
  Pager,
  cellClass,
  conflictReason,
  countOf,
} from './shared';

type Confirm =
  | { kind: 'revokeSelf'; person: Person }
  | { kind: 'endSelf'; person: Person }
  | { kind: 'delete'; person: Person }
  | null;

/** The error a confirm dialog shows: not the server's "confirm first", which the dialog is. */
function confirmError(error: unknown): unknown {
  const reason = conflictReason(error);
  return reason === 'confirmSelf' || reason === 'confirmSelfSessions' ? null : error;
}

export function People() {
  const [q, setQ] = useState('');
  const [role, setRole] = useState<'' | 'admin' | 'none'>('');
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [done, setDone] = useState<string | null>(null);
  const people = usePeople({ q: q.trim() || undefined, role: role || undefined, page, pageSize: 25 });
  const setRoleMutation = useSetRole();
  const endSessions = useEndSessions();
  const { refreshRole } = useAuth();
  const lastError = setRoleMutation.error ?? endSessions.error;

  const changeRole = (person: Person, next: 'admin' | null, confirmSelf = false) => {
    setDone(null);
    setRoleMutation.mutate(
      { id: person.id, role: next, confirmSelf },
      {
        onSuccess: ({ person: changed }) => {
          setConfirm(null);
          // Your own role gone: ask for it again, so the admin gate replaces the dashboard.
          if (person.isSelf && changed.role !== 'admin') void refreshRole();
          setDone(
            changed.role === 'admin'
              ? `${changed.fullName} is now an administrator.`
              : `${changed.fullName} is no longer an administrator.`,
          );
        },
        onError: (error) => {
          if (conflictReason(error) === 'confirmSelf') setConfirm({ kind: 'revokeSelf', person });
        },
      },
    );
  };
  const end = (person: Person, confirmSelf = false) => {
    setDone(null);
    endSessions.mutate(
      { id: person.id, confirmSelf },
      {
        onSuccess: ({ ended }) => {
          setConfirm(null);
          setDone(`Ended ${ended} session${ended === 1 ? '' : 's'} of ${person.fullName}.`);
        },
        onError: (error) => {
          if (conflictReason(error) === 'confirmSelfSessions') setConfirm({ kind: 'endSelf', person });
        },
      },
    );
  };

  return (
    <AdminSection
      title="People"
      intro="Every account. Administrators can manage this dashboard; the last one cannot be removed."
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <TextField
          label="Search people"
          type="search"
          className="w-72"
          hint="Email or full name"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => {
            setRole(event.target.value as typeof role);
            setPage(1);
          }}
          options={[
            { value: '', label: 'Everyone' },
            { value: 'admin', label: 'Administrators' },
            { value: 'none', label: 'Without a role' },
          ]}
        />
      </div>
      <div aria-live="polite">
        {done ? (
          <p role="status" className="mb-3" data-testid="people-done">
            {done}
          </p>
        ) : null}
        {lastError && !confirm ? <ActionError error={lastError} /> : null}
      </div>
      {people.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : people.isError ? (
        <LoadFailed what="the accounts" error={people.error} />
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground" data-testid="people-counts">
            {countOf(people.data.total, q.trim() || role ? 'matching account' : 'account')}
            {' · '}
            {countOf(people.data.adminCount, 'administrator')} on the site
          </p>
          <DataTable
            caption="Accounts and their roles"
            columns={['Name', 'Email', 'Role', 'Signed up', 'Active sessions', 'Last active', 'Actions']}
            rowCount={people.data.people.length}
            empty="No account matches."
          >
            {people.data.people.map((person) => (
              <TableRow key={person.id} data-testid="person-row">
                <TableCell className={cellClass}>
                  {person.fullName}
                  {person.isSelf ? <span className="text-muted-foreground"> (you)</span> : null}
                </TableCell>
                <TableCell className={cellClass}>{person.email}</TableCell>
                <TableCell className={cellClass}>{person.role ?? '—'}</TableCell>
                <TableCell className={cellClass}>{formatDateTime(person.createdAt)}</TableCell>
                <TableCell className={cellClass}>{person.activeSessions}</TableCell>
                <TableCell className={cellClass}>
                  {person.lastActiveAt ? formatDateTime(person.lastActiveAt) : '—'}
                </TableCell>
                <TableCell className={cellClass}>
                  <div className="flex flex-wrap gap-1">
                    {person.role === 'admin' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={setRoleMutation.isPending}
                        onClick={() =>
                          person.isSelf ? setConfirm({ kind: 'revokeSelf', person }) : changeRole(person, null)
                        }
                      >
                        Revoke admin <span className="sr-only">from {person.email}</span>
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={setRoleMutation.isPending}
                        onClick={() => changeRole(person, 'admin')}
                      >
                        Make admin <span className="sr-only">{person.email}</span>
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={endSessions.isPending}
                      onClick={() => (person.isSelf ? setConfirm({ kind: 'endSelf', person }) : end(person))}
                    >
                      End sessions <span className="sr-only">of {person.email}</span>
                    </Button>
                    {person.isSelf ? null : (
                      <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: 'delete', person })}>
                        Delete <span className="sr-only">{person.email}</span>
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </DataTable>
          <Pager
            label="People pages"
            page={people.data.page}
            pageSize={people.data.pageSize}
            total={people.data.total}
            onPage={setPage}
          />
        </>
      )}
      {confirm?.kind === 'revokeSelf' ? (
        <ConfirmDialog
          title="Remove your own administrator access?"
          body="You will lose this dashboard at once; another administrator can give it back."
          action="Remove my access"
          pending={setRoleMutation.isPending}
          error={confirmError(setRoleMutation.error)}
          onConfirm={() => changeRole(confirm.person, null, true)}
          onCancel={() => setConfirm(null)}
        />
      ) : null}
      {confirm?.kind === 'endSelf' ? (
        <ConfirmDialog
          title="Sign yourself out everywhere?"
          body="This ends every session of your account, including this one."
          action="Sign me out everywhere"
          pending={endSessions.isPending}
          error={confirmError(endSessions.error)}
          onConfirm={() => end(confirm.person, true)}
          onCancel={() => setConfirm(null)}
        />
      ) : null}
      {confirm?.kind === 'delete' ? (
        <DeletePersonDialog
          person={confirm.person}
          onClose={() => setConfirm(null)}
          onDeleted={() => {
            setConfirm(null);
            setDone(`Deleted the account of ${confirm.person.email}.`);
          }}
        />
      ) : null}
    </AdminSection>
  );
}

function DeletePersonDialog({
  person,
  onClose,
  onDeleted,
}: {
  person: Person;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const form = useForm({ confirmEmail: '' });
  const remove = useDeletePerson();
  const matches = String(form.values.confirmEmail).trim().toLowerCase() === person.email.toLowerCase();
  const submit = form.submit({
    schema: deletePersonSchema,
    send: (input) => remove.mutateAsync({ id: person.id, confirmEmail: input.confirmEmail }),
    failureText: 'The account could not be deleted.',
    success: () => null,
    onSuccess: onDeleted,
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>Delete the account of {person.fullName}?</DialogTitle>
        <DialogDescription>
          The account, its sessions and its personal data in leads and mail are removed. The audit log keeps its changes
          as &ldquo;deleted account&rdquo;. This cannot be undone.
        </DialogDescription>
        <form
          aria-label={`Delete ${person.email}`}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            if (matches) void submit(event);
            else event.preventDefault();
          }}
        >
          <TextField label={`Type ${person.email} to confirm`} {...form.field('confirmEmail')} />
          <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
          <div className="flex gap-2">
            <SubmitButton
              variant="destructive"
              submitting={form.submitting}
              sendingLabel="Deleting…"
              disabled={!matches || form.submitting}
            >
              Delete account
            </SubmitButton>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
