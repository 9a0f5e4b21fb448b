// The confirmation link of an alerts subscription: opening it changes nothing (mail scanners
// follow links); the person presses "Confirm my alerts", which POSTs the token. Then the
// topics are listed with the manage link; an unknown or left token says so.
import { alertManagePath } from '@domain/journey-paths';
import { alertMessages } from '@domain/schemas/alerts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CONFIRM_ALERTS_ERROR, useConfirmAlerts } from '@/api/alerts/alerts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';

const linkClass = 'font-medium text-accent-strong underline underline-offset-4';

export function ConfirmAlerts({ token }: { token: string }) {
  const confirm = useConfirmAlerts(token);
  const doneRef = useRef<HTMLDivElement>(null);
  const notFound = confirm.error instanceof ApiError && confirm.error.status === 404;

  useEffect(() => {
    if (confirm.isSuccess) doneRef.current?.focus();
  }, [confirm.isSuccess]);

  if (confirm.data) {
    return (
      <div ref={doneRef} tabIndex={-1} className="max-w-xl outline-none" data-testid="alerts-confirmed">
        <p role="status" className="font-medium">
          {confirm.data.message ?? alertMessages.confirmed}
        </p>
        {confirm.data.topics.length > 0 ? (
          <ul className="mt-3 list-disc pl-5 text-sm">
            {confirm.data.topics.map((topic) => (
              <li key={`${topic.kind}:${topic.key}`}>{topic.name}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-4 text-sm">
          <Link to={alertManagePath(token)} className={linkClass}>
            Manage your alerts
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="max-w-xl">
      {confirm.isError ? (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>
            {notFound ? alertMessages.notFound : errorMessage(confirm.error, CONFIRM_ALERTS_ERROR)}
          </AlertDescription>
        </Alert>
      ) : null}
      {notFound ? null : (
        <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Confirming…' : 'Confirm my alerts'}
        </Button>
      )}
    </div>
  );
}
