// The manage link of an alerts subscription: its topics and frequency; the frequency can be
// changed, topics removed (at least one stays) and the subscription left (asked twice).
import {
  ALERT_FREQUENCIES,
  alertFrequencyLabels,
  alertStatusLabels,
  type AlertTopic,
  type ManagedAlerts,
} from '@domain/schemas/alerts';
import { useState } from 'react';
import { UPDATE_ALERTS_ERROR, useLeaveAlerts, useUpdateManagedAlerts } from '@/api/alerts/alerts';
import { CancelQuestion } from '@/components/form/cancel-question';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

function asTopic(topic: ManagedAlerts['topics'][number]): AlertTopic {
  return topic.kind === 'holder'
    ? { kind: 'holder', ticker: topic.key }
    : ({ kind: 'index', indexId: topic.key } as AlertTopic);
}

export function ManageAlerts({ token, alerts }: { token: string; alerts: ManagedAlerts }) {
  const update = useUpdateManagedAlerts(token);
  const leave = useLeaveAlerts(token);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = alerts.status === 'left';
  const pending = update.isPending || leave.isPending;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setError(null);
    } catch (caught) {
      setError(errorMessage(caught, UPDATE_ALERTS_ERROR));
    }
  };

  const removeTopic = (key: string) =>
    run(() => update.mutateAsync({ topics: alerts.topics.filter((topic) => topic.key !== key).map(asTopic) }));

  return (
    <div className="max-w-xl" data-testid="managed-alerts">
      {alerts.message ? (
        <p role="status" className="mb-4 font-medium">
          {alerts.message}
        </p>
      ) : null}
      {error ? (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <dl className="grid gap-2 rounded-xl border border-border bg-card p-6 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Status</dt>
        <dd data-testid="alerts-status">{alertStatusLabels[alerts.status]}</dd>
        <dt className="font-medium">Frequency</dt>
        <dd data-testid="alerts-frequency">{alertFrequencyLabels[alerts.frequency]}</dd>
      </dl>
      <h2 className="mt-6 text-lg font-semibold">Topics</h2>
      <ul className="mt-2 space-y-2 text-sm" data-testid="alerts-topics">
        {alerts.topics.map((topic) => (
          <li key={`${topic.kind}:${topic.key}`} className="flex items-center justify-between gap-4">
            <span>
              {topic.name}{' '}
              <span className="text-muted-foreground">({topic.kind === 'holder' ? topic.key : 'index'})</span>
            </span>
            {!left && alerts.topics.length > 1 ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending}
                aria-label={`Remove ${topic.name}`}
                onClick={() => void removeTopic(topic.key)}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {left ? null : (
        <>
          <fieldset className="mt-6">
            <legend className="text-lg font-semibold">How often</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {ALERT_FREQUENCIES.map((frequency) => (
                <Button
                  key={frequency}
                  type="button"
                  variant={alerts.frequency === frequency ? 'default' : 'outline'}
                  aria-pressed={alerts.frequency === frequency}
                  disabled={pending || alerts.frequency === frequency}
                  onClick={() => void run(() => update.mutateAsync({ frequency }))}
                >
                  {alertFrequencyLabels[frequency]}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="mt-6">
            {confirmingLeave ? (
              <CancelQuestion
                question="Unsubscribe from all these alerts?"
                pending={leave.isPending}
                onConfirm={() =>
                  void run(async () => {
                    await leave.mutateAsync();
                    setConfirmingLeave(false);
                  })
                }
                onKeep={() => setConfirmingLeave(false)}
              />
            ) : (
              <Button type="button" variant="outline" disabled={pending} onClick={() => setConfirmingLeave(true)}>
                Unsubscribe
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
