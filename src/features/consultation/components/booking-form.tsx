// Book a consultation: pick a free slot (in your zone, with ours beside it), then name,
// work email, company, role, topic and consent. A slot taken meanwhile (409) says so and
// the slots are fetched again; success shows the confirmation with the manage link.
import { bookConsultationInput, type BookingCreated } from '@domain/schemas/consultations';
import { useState } from 'react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import { useAssessmentResult } from '@/api/assessments/get-assessment-result';
import { BOOK_CONSULTATION_ERROR, useBookConsultation } from '@/api/consultations/book-consultation';
import { CheckboxField, FormStatus, HoneypotField, SubmitButton, TextAreaField } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { TimeZonePicker } from '@/components/form/time-zone-picker';
import { useAccountPrefill } from '@/components/form/use-account-prefill';
import { fieldErrorsFromIssues, useForm, type FormValues } from '@/components/form/use-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { assessmentResultPath, paths, treasuryPolicyDraftPath } from '@/config/paths';
import { useIsClient } from '@/hooks/use-is-client';
import { ApiError } from '@/lib/api-client';
import { formatDayTimeInZone } from '@/lib/time-zones';
import { useVisitorSlots } from '../hooks/use-visitor-slots';
import { SlotPicker } from './slot-picker';
import { trackJourney } from '@/lib/track-journey';

export const CHOOSE_TIME_MESSAGE = 'Choose a time for the call.';
export const BOOKED_TITLE = 'Your consultation is booked';

export function BookingConfirmation({
  booking,
  visitorZone,
  firmZone,
}: {
  booking: BookingCreated;
  visitorZone: string;
  firmZone: string;
}) {
  return (
    <section
      aria-labelledby="booking-confirmed"
      className="rounded-xl border border-success/40 bg-card p-6"
      data-testid="booking-confirmation"
    >
      <h2 id="booking-confirmed" tabIndex={-1} className="text-2xl font-semibold text-primary">
        {BOOKED_TITLE}
      </h2>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Your time</dt>
        <dd>{formatDayTimeInZone(booking.startsAt, visitorZone)}</dd>
        <dt className="font-medium">Our time ({firmZone})</dt>
        <dd>{formatDayTimeInZone(booking.startsAt, firmZone)}</dd>
      </dl>
      <p className="mt-4 text-sm">
        A confirmation with a calendar invitation is on its way by email. To cancel or move the call, use this link (it
        is also in the email):
      </p>
      <p className="mt-2 break-all">
        <Link to={booking.managePath} className="font-medium text-accent-strong underline underline-offset-4">
          {booking.manageUrl}
        </Link>
      </p>
    </section>
  );
}

/**
 * The assessment result a booking link names, checked once the page runs in the browser: a
 * token the server does not know (a mistyped or old link) is dropped, and the booking goes
 * ahead without it. Until the answer comes, and if the check itself fails, the token is
 * sent and the server decides.
 */
function useLinkedAssessment(token: string | null): { token: string | null; unknown: boolean } {
  const isClient = useIsClient();
  const result = useAssessmentResult(token ?? '', {
    queryConfig: { enabled: isClient && token !== null, retry: false },
  });
  const unknown = token !== null && result.error?.cause instanceof ApiError && result.error.cause.status === 404;
  return { token: unknown ? null : token, unknown };
}

/** The topic a booking about a policy draft starts with: the draft's link, so the call can review it. */
export function policyReviewTopic(policyToken: string): string {
  return `Please review our draft treasury policy: ${treasuryPolicyDraftPath(policyToken)}`;
}

export function BookingForm({
  assessmentToken: linkedToken,
  policyToken = null,
}: {
  assessmentToken: string | null;
  /** A treasury policy draft to review on the call (`?policy=<token>`): carried in the topic. */
  policyToken?: string | null;
}) {
  const { token: assessmentToken, unknown: unknownAssessment } = useLinkedAssessment(linkedToken);
  const { timeZone, setTimeZone, slots } = useVisitorSlots();
  const book = useBookConsultation();
  const [booking, setBooking] = useState<BookingCreated | null>(null);
  const form = useForm({
    startsAt: '',
    name: '',
    email: '',
    company: '',
    role: '',
    topic: policyToken ? policyReviewTopic(policyToken) : '',
    consent: false,
    website: '',
  });
  useAccountPrefill(form.values, form.fill);
  const firmZone = slots.data?.timeZone ?? 'Europe/London';

  const bookingInput = (values: FormValues) => ({ ...values, assessmentToken, timeZone });

  const send = form.submit({
    schema: bookConsultationInput,
    input: bookingInput,
    send: (input) => book.mutateAsync(input),
    failureText: BOOK_CONSULTATION_ERROR,
    success: () => ({ title: BOOKED_TITLE, description: 'The confirmation is on its way by email.' }),
    onSuccess: (created) => {
      trackJourney('booking_made');
      setBooking(created);
      requestAnimationFrame(() => document.getElementById('booking-confirmed')?.focus());
    },
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        form.setValue('startsAt', '');
        return error.message;
      }
      return undefined;
    },
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!form.values.startsAt) {
      event.preventDefault();
      // One submit shows every problem: the missing time and each detail the schema refuses.
      const parsed = z.safeParse(bookConsultationInput, bookingInput(form.values));
      const detailErrors = parsed.success ? {} : fieldErrorsFromIssues<string>(parsed.error.issues);
      const formFieldErrors = Object.fromEntries(Object.entries(detailErrors).filter(([name]) => name in form.values));
      form.showErrors({ ...formFieldErrors, startsAt: CHOOSE_TIME_MESSAGE });
      // The time comes first on the page: go there (not to the first detail field), and take
      // keyboard focus along to the first time, once its message is rendered and described.
      document.getElementById('booking-time')?.scrollIntoView({ block: 'start' });
      requestAnimationFrame(() =>
        document
          .getElementById('booking-time')
          ?.parentElement?.querySelector<HTMLInputElement>('input[name="slot"]')
          ?.focus({ preventScroll: true }),
      );
      return;
    }
    void send(event);
  };

  if (booking) return <BookingConfirmation booking={booking} visitorZone={timeZone} firmZone={firmZone} />;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Book a consultation" className="flex flex-col gap-8">
      <section aria-labelledby="booking-time" className="flex flex-col gap-4">
        <h2 id="booking-time" className="text-xl font-semibold text-primary">
          1. Choose a time
        </h2>
        <TimeZonePicker value={timeZone} onChange={setTimeZone} />
        {slots.data ? (
          <SlotPicker
            slots={slots.data.slots}
            visitorZone={timeZone}
            firmZone={firmZone}
            selected={String(form.values.startsAt) || null}
            onSelect={(startsAt) => {
              if (!form.values.startsAt) trackJourney('slot_chosen');
              form.setValue('startsAt', startsAt);
            }}
            error={form.errors.startsAt}
          />
        ) : slots.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {slots.error.message}{' '}
              <Button type="button" variant="link" className="h-auto p-0" onClick={() => void slots.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            Loading the available times…
          </p>
        )}
      </section>

      <section aria-labelledby="booking-details" className="flex max-w-xl flex-col gap-4">
        <h2 id="booking-details" className="text-xl font-semibold text-primary">
          2. Your details
        </h2>
        {assessmentToken ? (
          <p className="rounded-lg border border-border bg-muted p-3 text-sm" data-testid="booking-assessment">
            We will go through{' '}
            <Link
              to={assessmentResultPath(assessmentToken)}
              className="font-medium text-accent-strong underline underline-offset-4"
            >
              your assessment result
            </Link>{' '}
            on the call.
          </p>
        ) : unknownAssessment ? (
          <p className="rounded-lg border border-border bg-muted p-3 text-sm" data-testid="booking-assessment">
            The assessment result in this link could not be found (the link may be incomplete). You can book the call
            without it, or{' '}
            <Link to={paths.assessment} className="font-medium text-accent-strong underline underline-offset-4">
              take the free assessment
            </Link>{' '}
            first.
          </p>
        ) : null}
        {policyToken ? (
          <p className="rounded-lg border border-border bg-muted p-3 text-sm" data-testid="booking-policy">
            We will review{' '}
            <Link
              to={treasuryPolicyDraftPath(policyToken)}
              className="font-medium text-accent-strong underline underline-offset-4"
            >
              your treasury policy draft
            </Link>{' '}
            on the call; its link is in the topic below.
          </p>
        ) : null}
        <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
        <TextField label="Name" autoComplete="name" required {...form.field('name')} />
        <TextField
          label="Work email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('email')}
        />
        <TextField label="Company" autoComplete="organization" required {...form.field('company')} />
        <TextField label="Role (optional)" autoComplete="organization-title" {...form.field('role')} />
        <TextAreaField label="What would you like to discuss? (optional)" {...form.field('topic')} />
        <CheckboxField
          label={
            <>
              I agree that Vaultmark may store these details to arrange and confirm this consultation (see the{' '}
              <Link to={paths.privacyPolicy} className="underline underline-offset-4">
                privacy policy
              </Link>
              ).
            </>
          }
          {...form.checkbox('consent')}
        />
        <HoneypotField value={String(form.values.website)} onChange={form.field('website').onChange} />
        <div>
          <SubmitButton submitting={form.submitting} sendingLabel="Booking…" variant="accent">
            Book the consultation
          </SubmitButton>
        </div>
      </section>
    </form>
  );
}
