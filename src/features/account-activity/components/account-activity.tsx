// A signed-in user's own journeys: consultation bookings (cancel, or the manage link to move
// one), webinar registrations (cancel), enrolment enquiries, assessment results, policy
// drafts and alerts by email (the manage link, or unsubscribe here).
import { READINESS_LEVEL_TEXTS } from '@domain/assessment/scoring';
import { findTier } from '@domain/pricing/tiers';
import type { AccountActivity } from '@domain/schemas/account-activity';
import { alertFrequencyLabels, alertStatusLabels } from '@domain/schemas/alerts';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_CANCEL_ERROR,
  ACCOUNT_LEAVE_ALERTS_ERROR,
  useCancelAccountBooking,
  useCancelAccountRegistration,
  useLeaveAccountAlerts,
} from '@/api/account/account-activity';
import { CancelQuestion } from '@/components/form/cancel-question';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/stores/notifications-store';

const linkClass = 'font-medium text-accent-strong underline underline-offset-4';

const BOOKING_STATUS = { booked: 'Booked', cancelled: 'Cancelled', done: 'Taken place' } as const;
const REGISTRATION_STATUS = { registered: 'Registered', cancelled: 'Cancelled' } as const;
const ENQUIRY_STATUS = { new: 'Received', invoiced: 'Invoiced', closed: 'Closed' } as const;

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-primary">
        {title}
      </h2>
      {empty ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
    </section>
  );
}

/**
 * Cancels after a second step, as the manage page does: the first press asks, naming what
 * follows; "Keep it" returns to the button.
 */
function ConfirmCancel({
  label,
  question,
  onCancel,
  pending,
}: {
  label: string;
  question: string;
  onCancel: () => void;
  pending: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      openerRef.current?.focus();
    }
  }, [asking]);
  if (!asking && !pending)
    return (
      <Button ref={openerRef} type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  return (
    <CancelQuestion
      compact
      question={question}
      pending={pending}
      onConfirm={() => {
        setAsking(false);
        onCancel();
      }}
      keepRef={keepRef}
      // While the cancellation is sent there is nothing to keep.
      {...(pending
        ? {}
        : {
            onKeep: () => {
              returnFocus.current = true;
              setAsking(false);
            },
          })}
    />
  );
}

async function cancelWithToast(
  run: () => Promise<unknown>,
  title: string,
  failure = { title: 'Not cancelled', text: ACCOUNT_CANCEL_ERROR },
) {
  try {
    await run();
    notify({ variant: 'success', title });
  } catch (error) {
    notify({ variant: 'destructive', title: failure.title, description: errorMessage(error, failure.text) });
  }
}

export function AccountActivityView({ activity }: { activity: AccountActivity }) {
  const cancelBooking = useCancelAccountBooking();
  const cancelRegistration = useCancelAccountRegistration();
  const leaveAlerts = useLeaveAccountAlerts();
  const rowClass =
    'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4 text-sm';
  return (
    <div className="flex flex-col gap-10">
      <Section
        id="account-bookings"
        title="Consultations"
        empty={activity.bookings.length ? null : 'No consultations booked yet.'}
      >
        {activity.bookings.map((booking) => (
          <li key={booking.id} className={rowClass}>
            <div>
              <p className="font-medium">{formatDateTime(booking.startsAt)}</p>
              <p className="text-muted-foreground">
                {BOOKING_STATUS[booking.status]} · {booking.company}
                {booking.topic ? ` · ${booking.topic}` : ''}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              {booking.canCancel ? (
                <>
                  <Link to={booking.managePath} className={linkClass}>
                    Move
                  </Link>
                  <ConfirmCancel
                    label="Cancel"
                    question="Cancel this consultation? The time will be offered to others."
                    pending={cancelBooking.isPending && cancelBooking.variables === booking.id}
                    onCancel={() =>
                      void cancelWithToast(
                        () => cancelBooking.mutateAsync(booking.id),
                        'Your consultation is cancelled',
                      )
                    }
                  />
                </>
              ) : null}
            </div>
          </li>
        ))}
      </Section>

      <Section
        id="account-registrations"
        title="Webinar registrations"
        empty={activity.registrations.length ? null : 'No webinar registrations yet.'}
      >
        {activity.registrations.map((registration) => (
          <li key={registration.id} className={rowClass}>
            <div>
              <p className="font-medium">{registration.session.title}</p>
              <p className="text-muted-foreground">
                {formatDateTime(registration.session.startsAt)} · {REGISTRATION_STATUS[registration.status]}
                {registration.session.status === 'cancelled' ? ' · session cancelled' : ''}
              </p>
            </div>
            {registration.canCancel ? (
              <ConfirmCancel
                label="Cancel registration"
                question="Cancel your place at this webinar?"
                pending={cancelRegistration.isPending && cancelRegistration.variables === registration.id}
                onCancel={() =>
                  void cancelWithToast(
                    () => cancelRegistration.mutateAsync(registration.id),
                    'Your registration is cancelled',
                  )
                }
              />
            ) : null}
          </li>
        ))}
      </Section>

      <Section
        id="account-enquiries"
        title="Enrolment enquiries"
        empty={activity.enquiries.length ? null : 'No enquiries sent yet.'}
      >
        {activity.enquiries.map((enquiry) => (
          <li key={enquiry.id} className={rowClass}>
            <div>
              <p className="font-medium">{findTier(enquiry.tier).name}</p>
              <p className="text-muted-foreground">
                Sent {formatDateTime(enquiry.createdAt)} · {ENQUIRY_STATUS[enquiry.status]}
              </p>
            </div>
          </li>
        ))}
      </Section>

      <Section
        id="account-assessments"
        title="Assessment results"
        empty={activity.assessments.length ? null : 'No assessment results yet.'}
      >
        {activity.assessments.map((assessment) => (
          <li key={assessment.token} className={rowClass}>
            <div>
              <p className="font-medium">
                {assessment.overall} / 100 · {READINESS_LEVEL_TEXTS[assessment.level].label}
              </p>
              <p className="text-muted-foreground">Taken {formatDateTime(assessment.createdAt)}</p>
            </div>
            <Link to={assessment.resultPath} className={linkClass}>
              View the result
            </Link>
          </li>
        ))}
      </Section>

      <Section
        id="account-policy-drafts"
        title="Treasury policy drafts"
        empty={activity.policyDrafts.length ? null : 'No policy drafts yet.'}
      >
        {activity.policyDrafts.map((draft) => (
          <li key={draft.token} className={rowClass}>
            <div>
              <p className="font-medium">{draft.companyName}</p>
              <p className="text-muted-foreground">Saved {formatDateTime(draft.createdAt)}</p>
            </div>
            <Link to={draft.draftPath} className={linkClass}>
              Open the draft
            </Link>
          </li>
        ))}
      </Section>

      <Section
        id="account-alerts"
        title="Alerts by email"
        empty={
          activity.alerts.length
            ? null
            : 'No alerts yet. Alerts you confirm while signed in are listed here; subscribe on a company or index page.'
        }
      >
        {activity.alerts.map((alerts) => (
          <li key={alerts.id} className={rowClass}>
            <div>
              <p className="font-medium">{alerts.topics.map((topic) => topic.name).join(', ')}</p>
              <p className="text-muted-foreground">
                {alertFrequencyLabels[alerts.frequency]} · {alertStatusLabels[alerts.status]} · {alerts.email}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={alerts.managePath} className={linkClass}>
                Manage
              </Link>
              <ConfirmCancel
                label="Unsubscribe"
                question={`Unsubscribe ${alerts.email} from these alerts?`}
                pending={leaveAlerts.isPending && leaveAlerts.variables === alerts.id}
                onCancel={() =>
                  void cancelWithToast(() => leaveAlerts.mutateAsync(alerts.id), 'You are unsubscribed', {
                    title: 'Not unsubscribed',
                    text: ACCOUNT_LEAVE_ALERTS_ERROR,
                  })
                }
              />
            </div>
          </li>
        ))}
      </Section>
    </div>
  );
}
