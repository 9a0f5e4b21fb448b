// Ask for a reset link. The answer is the same whether or not the email has an account,
// and says so; the email stays in the field.
import type * as React from 'react';
import { authMessages } from '@domain/auth';
import { passwordResetRequestSchema } from '@domain/schemas/auth-input';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { requestPasswordReset } from '../api/request-password-reset';
import { useAuthForm } from '../hooks/use-auth-form';
import { describeAuthError } from '../lib/auth-errors';
import { FormAlert } from './form-alert';

const FIELDS = ['email'] as const;

export function RequestResetForm() {
  const form = useAuthForm(FIELDS, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.parse(passwordResetRequestSchema, form.values);
    if (!input) return;
    form.setSubmitting(true);
    setSentTo(null);
    try {
      await requestPasswordReset(input);
      form.showErrors({});
      setSentTo(input.email);
    } catch (error) {
      const described = describeAuthError(error);
      form.showErrors(described.fieldErrors, described.formError);
    }
    form.setSubmitting(false);
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Request a reset link"
      className="flex flex-col gap-5"
    >
      <FormAlert message={form.formError} alertRef={form.formErrorRef} />
      <div role="status" aria-live="polite">
        {sentTo ? (
          <Alert role="none" data-testid="reset-requested">
            <AlertDescription>{authMessages.resetRequested}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('email')}
      />
      <div>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? 'Sending…' : 'Send Reset Link'}
        </Button>
      </div>
    </form>
  );
}
