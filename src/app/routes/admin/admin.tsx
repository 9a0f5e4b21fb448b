// Admin Dashboard (/admin), behind the admin gate: who is signed in, the accounts and
// their roles, and the mail the site kept in its outbox. Dashboard tools for the indexes
// arrive with their own issue; nothing here is made up.
import { Mail, Users } from 'lucide-react';
import type * as React from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminUsers } from '@/api/admin/get-admin-users';
import { useOutbox } from '@/api/admin/get-outbox';
import { AdminGate } from '@/features/auth/components/admin-gate';
import { useAuth } from '@/lib/account';
import { formatDateTime } from '@/lib/format';

function Section({
  id,
  title,
  icon,
  intro,
  children,
}: {
  id: string;
  title: string;
  icon: React.ReactNode;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-semibold text-primary">
        {icon}
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function LoadFailed({ what, error }: { what: string; error: Error }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        Could not load {what}: {error.message}
      </AlertDescription>
    </Alert>
  );
}

function Accounts() {
  const users = useAdminUsers();
  if (users.isPending) return <Skeleton className="h-24 w-full" />;
  if (users.isError) return <LoadFailed what="the accounts" error={users.error} />;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accounts and their roles</caption>
        <thead className="bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2">
              Name
            </th>
            <th scope="col" className="px-4 py-2">
              Email
            </th>
            <th scope="col" className="px-4 py-2">
              Role
            </th>
            <th scope="col" className="px-4 py-2">
              Signed up
            </th>
          </tr>
        </thead>
        <tbody>
          {users.data.users.map((account) => (
            <tr key={account.id} className="border-t border-border">
              <td className="px-4 py-2 font-medium">{account.fullName}</td>
              <td className="px-4 py-2">{account.email}</td>
              <td className="px-4 py-2">{account.role ?? '—'}</td>
              <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(account.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Outbox() {
  const outbox = useOutbox();
  if (outbox.isPending) return <Skeleton className="h-24 w-full" />;
  if (outbox.isError) return <LoadFailed what="the outbox" error={outbox.error} />;
  const { delivery, messages } = outbox.data;
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {delivery === 'smtp'
          ? 'Mail is delivered through the SMTP server in SMTP_URL; this list keeps only what was stored before it was set.'
          : 'No SMTP server is configured (SMTP_URL), so mail is kept here and in the server log instead of being sent.'}
      </p>
      {messages.length === 0 ? (
        <p className="text-sm">The outbox is empty.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-border p-4">
              <p className="font-semibold">{message.subject}</p>
              <p className="text-sm text-muted-foreground">
                To {message.to} · {formatDateTime(message.createdAt)}
              </p>
              <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{message.body}</pre>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AdminLanding() {
  const { user } = useAuth();
  return (
    <PageContainer className="py-10">
      <PageHeader
        title="Admin Dashboard"
        description={
          <>
            Signed in as <strong className="text-foreground">{user?.full_name}</strong> ({user?.email}), administrator.
          </>
        }
      />
      <Section
        id="accounts"
        title="Accounts"
        icon={<Users aria-hidden="true" className="size-6" />}
        intro={
          <>
            Everyone with an account, newest first. Administrators are appointed on the server with{' '}
            <code>npm run admin -- grant &lt;email&gt;</code> and removed with <code>revoke</code>.
          </>
        }
      >
        <Accounts />
      </Section>
      <Section
        id="outbox"
        title="Mail outbox"
        icon={<Mail aria-hidden="true" className="size-6" />}
        intro="The newest mail the site has written. Reset links are hidden here: they would let the reader into someone else's account."
      >
        <Outbox />
      </Section>
    </PageContainer>
  );
}

export function Component() {
  return (
    <AdminGate>
      <AdminLanding />
    </AdminGate>
  );
}
