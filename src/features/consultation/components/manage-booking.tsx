// The manage link of a booking: when it is, in the visitor's zone and the firm's; cancel it
// (asked twice) or move it to another free slot. Keyboard focus follows each step: to the
// question or the new section when it opens, back to its button when it closes, to the
// closing note once cancelled, so it is never dropped on the page body.
import { consultationJoiningTexts, type ManagedBooking } from '@domain/schemas/consultations';
import { useEffect, useRef, useState } from 'react';
import {
  CANCEL_BOOKING_ERROR,
  RESCHEDULE_BOOKING_ERROR,
  useCancelManagedBooking,
  useRescheduleManagedBooking,
} from '@/api/consultations/manage-booking';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { CancelQuestion } from '@/components/form/cancel-question';
import { Button } from '@/components/ui/button';
import { TimeZonePicker } from '@/components/form/time-zone-picker';
import { errorMessage } from '@/lib/api-client';
import { formatDayTimeInZone } from '@/lib/time-zones';
import { notify } from '@/stores/notifications-store';
import { useVisitorSlots } from '../hooks/use-visitor-slots';
import { SlotPicker } from './slot-picker';

export const CANCELLED_TITLE = 'Your consultation is cancelled';
export const MOVED_TITLE = 'Your consultation has been moved';

const STATUS_TEXT: Record<ManagedBooking['status'], string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  done: 'Taken place',
};

function Reschedule({ token, onDone }: { token: string; onDone: () => void }) {
  const { timeZone, setTimeZone, slots } = useVisitorSlots();
  const reschedule = useRescheduleManagedBooking(token);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const move = async () => {
    if (!selected) {
      setError('Choose the new time first.');
      // To a time, once its group is described by the message, so the message is heard.
      requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLInputElement>('input[name="slot"]')?.focus());
      return;
    }
    try {
      await reschedule.mutateAsync({ startsAt: selected, timeZone });
      notify({ variant: 'success', title: MOVED_TITLE, description: 'A new calendar invitation is on its way.' });
      onDone();
    } catch (caught) {
      const message = errorMessage(caught, RESCHEDULE_BOOKING_ERROR);
      setSelected(null);
      setError(message);
      notify({ variant: 'destructive', title: 'Not moved', description: message });
    }
  };

  return (
    <section ref={sectionRef} aria-labelledby="reschedule-heading" className="mt-8 flex flex-col gap-4">
      <h2 ref={headingRef} id="reschedule-heading" tabIndex={-1} className="text-xl font-semibold text-primary">
        Choose a new time
      </h2>
      <TimeZonePicker value={timeZone} onChange={setTimeZone} />
      {slots.data ? (
        <SlotPicker
          slots={slots.data.slots}
          visitorZone={timeZone}
          firmZone={slots.data.timeZone}
          selected={selected}
          onSelect={(value) => {
            setSelected(value);
            setError(null);
          }}
          error={error}
        />
      ) : slots.isError ? (
        <p role="alert">{slots.error.message}</p>
      ) : (
        <p role="status">Loading the available times…</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          onClick={() => void move()}
          disabled={reschedule.isPending}
          aria-busy={reschedule.isPending}
        >
          {reschedule.isPending ? 'Moving…' : 'Move to this time'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Keep the current time
        </Button>
      </div>
    </section>
  );
}

export function ManageBooking({ token, booking }: { token: string; booking: ManagedBooking }) {
  const cancel = useCancelManagedBooking(token);
  const [mode, setMode] = useState<'view' | 'confirm-cancel' | 'reschedule'>('view');
  const [error, setError] = useState<string | null>(null);
  const rescheduleRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const finalRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the page is back in view mode (set by the step that closes).
  const returnFocus = useRef<'reschedule' | 'cancel' | 'final' | null>(null);

  useEffect(() => {
    if (mode === 'confirm-cancel') keepRef.current?.focus();
    if (mode !== 'view' || returnFocus.current === null) return;
    const target = { reschedule: rescheduleRef, cancel: cancelRef, final: finalRef }[returnFocus.current].current;
    if (target === null) return; // not rendered yet (the cancelled booking is still loading)
    returnFocus.current = null;
    target.focus();
  }, [mode, booking.canChange]);

  const closeTo = (opener: 'reschedule' | 'cancel') => {
    returnFocus.current = opener;
    setMode('view');
  };

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync();
      returnFocus.current = 'final';
      setMode('view');
      setError(null);
      notify({ variant: 'success', title: CANCELLED_TITLE, description: 'We have sent a cancellation by email.' });
    } catch (caught) {
      const message = errorMessage(caught, CANCEL_BOOKING_ERROR);
      setError(message);
      notify({ variant: 'destructive', title: 'Not cancelled', description: message });
    }
  };

  return (
    <div data-testid="managed-booking">
      <dl className="grid max-w-xl gap-2 rounded-xl border border-border bg-card p-6 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Status</dt>
        <dd data-testid="booking-status">{STATUS_TEXT[booking.status]}</dd>
        <dt className="font-medium">Name</dt>
        <dd>{booking.name}</dd>
        <dt className="font-medium">Company</dt>
        <dd>{booking.company}</dd>
        <dt className="font-medium">Your time ({booking.visitorTimeZone})</dt>
        <dd>{formatDayTimeInZone(booking.startsAt, booking.visitorTimeZone)}</dd>
        <dt className="font-medium">Our time ({booking.firmTimeZone})</dt>
        <dd>{formatDayTimeInZone(booking.startsAt, booking.firmTimeZone)}</dd>
        {booking.status === 'booked' ? (
          <>
            <dt className="font-medium">Joining link</dt>
            <dd data-testid="booking-join-link">
              {booking.joinUrl ? (
                <a className="break-all underline" href={booking.joinUrl} rel="noopener noreferrer">
                  {booking.joinUrl}
                </a>
              ) : (
                consultationJoiningTexts.toFollow
              )}
            </dd>
          </>
        ) : null}
      </dl>
      {error ? (
        <Alert variant="destructive" className="mt-4 max-w-xl">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {booking.canChange ? (
        mode === 'reschedule' ? (
          <Reschedule token={token} onDone={() => closeTo('reschedule')} />
        ) : mode === 'confirm-cancel' ? (
          <CancelQuestion
            question="Cancel this consultation? The time will be offered to others."
            pending={cancel.isPending}
            onConfirm={() => void confirmCancel()}
            onKeep={() => closeTo('cancel')}
            keepRef={keepRef}
          />
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <Button ref={rescheduleRef} type="button" variant="outline" onClick={() => setMode('reschedule')}>
              Choose another time
            </Button>
            <Button ref={cancelRef} type="button" variant="outline" onClick={() => setMode('confirm-cancel')}>
              Cancel the consultation
            </Button>
          </div>
        )
      ) : (
        <p ref={finalRef} tabIndex={-1} className="mt-6 max-w-xl text-sm text-muted-foreground outline-none">
          This booking can no longer be changed: it has been cancelled or has already taken place.
        </p>
      )}
    </div>
  );
}
