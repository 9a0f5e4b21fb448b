// The alerts subscription form of a company or index page: email and frequency, for that
// page's holder or index → POST /api/alerts (202; the confirmation follows by mail).
import { ALERT_FREQUENCIES, alertFrequencyLabels, subscribeInput, type AlertTopic } from '@domain/schemas/alerts';
import { useState } from 'react';
import { SUBSCRIBE_ERROR, useSubscribeToAlerts } from '@/api/alerts/alerts';
import { FormStatus, HoneypotField, SelectField, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { detectTimeZone } from '@/lib/time-zones';

export const CHECK_INBOX_TEXT = 'Check your inbox to confirm';

export function SubscribeForm({ topic, topicName }: { topic: AlertTopic; topicName: string }) {
  const subscribe = useSubscribeToAlerts();
  const [sent, setSent] = useState(false);
  const form = useForm({ email: '', frequency: 'instant' as string, website: '' });
  const onSubmit = form.submit({
    schema: subscribeInput,
    input: (values) => ({ ...values, topics: [topic], timeZone: detectTimeZone() }),
    send: (input) => subscribe.mutateAsync(input),
    failureText: SUBSCRIBE_ERROR,
    success: () => null,
    onSuccess: () => setSent(true),
  });
  return (
    <section aria-labelledby="alerts-heading" className="mt-10 max-w-xl rounded-xl border border-border bg-card p-6">
      <h2 id="alerts-heading" className="text-lg font-semibold">
        Alerts by email
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Get a mail when {topicName} changes.</p>
      {sent ? (
        <p role="status" className="mt-4 font-medium" data-testid="alerts-check-inbox">
          {CHECK_INBOX_TEXT}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Alerts by email" className="mt-4 flex flex-col gap-4">
          <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
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
          <SelectField label="How often" {...form.field('frequency')}>
            {ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {alertFrequencyLabels[frequency]}
              </option>
            ))}
          </SelectField>
          <HoneypotField value={String(form.values.website)} onChange={form.field('website').onChange} />
          <div>
            <SubmitButton submitting={form.submitting} sendingLabel="Sending…">
              Subscribe
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
