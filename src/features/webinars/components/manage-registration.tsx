// The manage link of a webinar registration: the session, its time in the registrant's zone
// and the firm's, and cancelling the registration (asked twice). Keyboard focus goes to the
// question when it opens, back to its button when kept, to the closing note once cancelled.
import { webinarMessages, type ManagedRegistration } from '@domain/schemas/webinars';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CANCEL_REGISTRATION_ERROR, useCancelManagedRegistration } from '@/api/webinars/manage-registration';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { CancelQuestion } from '@/components/form/cancel-question';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDayTimeInZone } from '@/lib/time-zones';
import { notify } from '@/stores/notifications-store';

export const REGISTRATION_CANCELLED_TITLE = 'Your registration is cancelled';

function statusText(registration: ManagedRegistration): string {
  if (registration.status === 'cancelled') return 'Cancelled';
  return registration.session.status === 'cancelled' ? 'Registered (the session has been called off)' : 'Registered';
}

const linkClass = 'font-medium text-accent-strong underline underline-offset-4';

export function ManageRegistration({ token, registration }: { token: string; registration: ManagedRegistration }) {
  const cancel = useCancelManagedRegistration(token);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { session } = registration;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const finalRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the question closes (set by the answer that closes it).
  const returnFocus = useRef<'cancel' | 'final' | null>(null);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    if (confirming || returnFocus.current === null) return;
    const target = (returnFocus.current === 'cancel' ? cancelRef : finalRef).current;
    if (target === null) return; // not rendered yet (the cancelled registration is still loading)
    returnFocus.current = null;
    target.focus();
  }, [confirming, registration.canCancel]);

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync();
      returnFocus.current = 'final';
      setConfirming(false);
      setError(null);
      notify({
        variant: 'success',
        title: REGISTRATION_CANCELLED_TITLE,
        description: 'We have sent a cancellation by email.',
      });
    } catch (caught) {
      const message = errorMessage(caught, CANCEL_REGISTRATION_ERROR);
      setError(message);
      notify({ variant: 'destructive', title: 'Not cancelled', description: message });
    }
  };

  return (
    <div data-testid="managed-registration">
      <dl className="grid max-w-xl gap-2 rounded-xl border border-border bg-card p-6 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Status</dt>
        <dd data-testid="registration-status">{statusText(registration)}</dd>
        <dt className="font-medium">Session</dt>
        <dd>{session.title}</dd>
        <dt className="font-medium">Name</dt>
        <dd>{registration.name}</dd>
        <dt className="font-medium">Your time ({registration.visitorTimeZone})</dt>
        <dd>{formatDayTimeInZone(session.startsAt, registration.visitorTimeZone)}</dd>
        <dt className="font-medium">Our time ({registration.firmTimeZone})</dt>
        <dd>{formatDayTimeInZone(session.startsAt, registration.firmTimeZone)}</dd>
        <dt className="font-medium">Length</dt>
        <dd>{session.durationMinutes} minutes</dd>
      </dl>
      <p className="mt-4 max-w-xl text-sm leading-6 text-muted-foreground">{session.abstract}</p>
      {error ? (
        <Alert variant="destructive" className="mt-4 max-w-xl">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {registration.canCancel ? (
        confirming ? (
          <CancelQuestion
            question="Cancel your registration? Your seat will be offered to others."
            pending={cancel.isPending}
            onConfirm={() => void confirmCancel()}
            onKeep={() => {
              returnFocus.current = 'cancel';
              setConfirming(false);
            }}
            keepRef={keepRef}
          />
        ) : (
          <div className="mt-6">
            <Button ref={cancelRef} type="button" variant="outline" onClick={() => setConfirming(true)}>
              Cancel the registration
            </Button>
          </div>
        )
      ) : (
        <p
          ref={finalRef}
          tabIndex={-1}
          className="mt-6 max-w-xl text-sm text-muted-foreground outline-none"
          data-testid="registration-final"
        >
          {registration.status === 'cancelled'
            ? 'Your registration is cancelled. '
            : `${webinarMessages.notCancellable} `}
          <Link to={paths.liveWebinars} className={linkClass}>
            See the upcoming sessions
          </Link>
        </p>
      )}
    </div>
  );
}
