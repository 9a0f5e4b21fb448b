// The live webinars: upcoming sessions in the visitor's zone with the seats left, each with
// its own registration form (opened by its Register button, focus on its first field);
// past sessions below. Registering twice with one email is answered kindly (nothing added);
// a full session says so and offers the next one. The zone shown goes with the registration,
// for the times in the registrant's mail. The first three weeks of sessions are listed; the
// later ones follow on request (offering the next session shows them too).
import { registerForWebinarInput, type WebinarList, type WebinarSessionView } from '@domain/schemas/webinars';
import { useEffect, useRef, useState } from 'react';
import { REGISTER_ERROR, nextSessionOfFull, useRegisterForWebinar } from '@/api/webinars/register-for-webinar';
import { FormStatus, HoneypotField, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { TimeZonePicker } from '@/components/form/time-zone-picker';
import { useAccountPrefill } from '@/components/form/use-account-prefill';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/button';
import { useVisitorTimeZone } from '@/hooks/use-visitor-time-zone';
import { formatDayTimeInZone } from '@/lib/time-zones';
import { trackJourney } from '@/lib/track-journey';

function sessionAnchor(id: string): string {
  return `session-${id}`;
}

/** Sessions starting within this long of the first one are listed at once; later ones on request. */
export const FIRST_SHOWN_DAYS = 21;
const DAY_MS = 86_400_000;

/**
 * How many of the upcoming sessions (in start order) are listed before "Show later sessions".
 * Counted from the first session's start, not from the clock, so the served page and the
 * hydrating render list the same sessions.
 */
export function firstShownCount(upcoming: readonly WebinarSessionView[]): number {
  if (upcoming.length === 0) return 0;
  const until = Date.parse(upcoming[0]!.startsAt) + FIRST_SHOWN_DAYS * DAY_MS;
  const later = upcoming.findIndex((session) => Date.parse(session.startsAt) >= until);
  return later < 0 ? upcoming.length : later;
}

function seatsText(session: WebinarSessionView): string {
  if (session.seatsLeft <= 0) return 'Full';
  return session.seatsLeft === 1 ? '1 seat left' : `${session.seatsLeft} seats left`;
}

function RegistrationForm({
  session,
  timeZone,
  onOfferNext,
}: {
  session: WebinarSessionView;
  timeZone: string;
  onOfferNext: (next: WebinarSessionView) => void;
}) {
  const register = useRegisterForWebinar(session.id);
  const [done, setDone] = useState<string | null>(null);
  const [next, setNext] = useState<WebinarSessionView | null>(null);
  const form = useForm({ name: '', email: '', company: '', website: '' });
  useAccountPrefill(form.values, form.fill);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The form opens when its Register button is pressed, and that button is gone: focus
  // moves on to the first field instead of dropping to the page.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, []);
  // Sent, the form (and its focused button) gives way to the answer: focus moves to it, so it
  // is read out and the keyboard goes on from there rather than from the top of the page.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = form.submit({
    schema: registerForWebinarInput,
    input: (values) => ({ ...values, timeZone }),
    send: (input) => register.mutateAsync(input),
    failureText: REGISTER_ERROR,
    success: (result) => ({ title: result.created ? 'You are registered' : 'Already registered' }),
    onSuccess: (result) => {
      if (result.created) trackJourney('registration');
      setDone(result.message);
    },
    onFailure: (error) => {
      const nextSession = nextSessionOfFull(error);
      setNext(nextSession);
      return undefined;
    },
  });

  if (done) {
    return (
      <p
        ref={doneRef}
        role="status"
        tabIndex={-1}
        className="rounded-lg border border-success/40 bg-muted p-3 text-sm"
        data-testid="webinar-registered"
      >
        {done}
      </p>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={`Register for ${session.title}`}
      className="flex flex-col gap-4"
    >
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement}>
        {next ? (
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => onOfferNext(next)}>
            Register for the next session instead: {next.title}, {formatDayTimeInZone(next.startsAt, timeZone)}
          </Button>
        ) : null}
      </FormStatus>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required {...form.field('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('email')}
        />
        <TextField label="Company (optional)" autoComplete="organization" {...form.field('company')} />
      </div>
      <HoneypotField value={String(form.values.website)} onChange={form.field('website').onChange} />
      <div>
        <SubmitButton submitting={form.submitting} sendingLabel="Registering…" variant="accent">
          Register
        </SubmitButton>
      </div>
    </form>
  );
}

function headingIdOf(id: string): string {
  return `${sessionAnchor(id)}-title`;
}

function UpcomingSession({
  session,
  timeZone,
  open,
  onToggle,
  onOfferNext,
}: {
  session: WebinarSessionView;
  timeZone: string;
  open: boolean;
  onToggle: () => void;
  onOfferNext: (next: WebinarSessionView) => void;
}) {
  const headingId = headingIdOf(session.id);
  return (
    <li
      id={sessionAnchor(session.id)}
      className="rounded-xl border border-border bg-card p-5"
      data-testid="webinar-session"
    >
      <article aria-labelledby={headingId}>
        <h3 id={headingId} tabIndex={-1} className="text-lg font-semibold text-primary">
          {session.title}
        </h3>
        <p className="mt-1 text-sm font-medium">
          {formatDayTimeInZone(session.startsAt, timeZone)} · {session.durationMinutes} minutes ·{' '}
          <span data-testid="seats-left">{seatsText(session)}</span>
        </p>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{session.abstract}</p>
        <div className="mt-4">
          {open ? (
            <RegistrationForm session={session} timeZone={timeZone} onOfferNext={onOfferNext} />
          ) : (
            <Button type="button" variant="outline" onClick={onToggle} aria-expanded={false}>
              Register<span className="sr-only"> for {session.title}</span>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

export function WebinarSessions({ list }: { list: WebinarList }) {
  const [timeZone, setTimeZone] = useVisitorTimeZone();
  const [openIds, setOpenIds] = useState<string[]>([]);
  const [showAll, setShowAll] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const firstShown = firstShownCount(list.upcoming);
  const shown = showAll ? list.upcoming : list.upcoming.slice(0, firstShown);
  const laterCount = list.upcoming.length - shown.length;
  const open = (id: string) => setOpenIds((current) => (current.includes(id) ? current : [...current, id]));

  // "Show later sessions" goes away when pressed: focus moves to the first session it showed.
  useEffect(() => {
    if (focusId !== null) document.getElementById(headingIdOf(focusId))?.focus();
  }, [focusId]);

  const showLater = () => {
    setShowAll(true);
    setFocusId(list.upcoming[firstShown]?.id ?? null);
  };

  const offerNext = (next: WebinarSessionView) => {
    setShowAll(true);
    open(next.id);
    requestAnimationFrame(() => {
      const element = document.getElementById(sessionAnchor(next.id));
      element?.scrollIntoView({ block: 'start' });
      element?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
    });
  };

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="upcoming-sessions" className="flex flex-col gap-4">
        <h2 id="upcoming-sessions" className="text-2xl font-semibold text-primary">
          Upcoming sessions
        </h2>
        <TimeZonePicker value={timeZone} onChange={setTimeZone} />
        {list.upcoming.length > 0 ? (
          <ul className="flex flex-col gap-4">
            {shown.map((session) => (
              <UpcomingSession
                key={session.id}
                session={session}
                timeZone={timeZone}
                open={openIds.includes(session.id)}
                onToggle={() => open(session.id)}
                onOfferNext={offerNext}
              />
            ))}
          </ul>
        ) : (
          <p>No sessions are scheduled at the moment. Please check again soon.</p>
        )}
        {laterCount > 0 ? (
          <div>
            <Button type="button" variant="outline" onClick={showLater}>
              Show {laterCount === 1 ? '1 later session' : `${laterCount} later sessions`}
            </Button>
          </div>
        ) : null}
      </section>
      {list.past.length > 0 ? (
        <section aria-labelledby="past-sessions">
          <h2 id="past-sessions" className="mb-4 text-2xl font-semibold text-primary">
            Past sessions
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {list.past.map((session) => (
              <li key={session.id}>
                <span className="font-medium">{session.title}</span>{' '}
                <span className="text-muted-foreground">— {formatDayTimeInZone(session.startsAt, timeZone)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
