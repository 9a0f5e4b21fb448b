// The message for a whole account form (wrong link, too many attempts, server down),
// focusable so it can be announced and reached when no single field is at fault.
import { CircleAlert } from 'lucide-react';
import type * as React from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';

export function FormAlert({
  message,
  alertRef,
  children,
}: {
  message: string | null;
  alertRef?: React.Ref<HTMLDivElement>;
  children?: React.ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert variant="destructive" ref={alertRef} tabIndex={-1} data-testid="form-alert">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>
        {message}
        {children ? <span className="mt-1 block">{children}</span> : null}
      </AlertDescription>
    </Alert>
  );
}
