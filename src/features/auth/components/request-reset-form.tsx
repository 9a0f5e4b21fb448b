// Ask for a reset link. The answer is the same whether or not the email has an account,
// and says so; the email stays in the field.
import { authMessages } from '@domain/auth-messages';
import { passwordResetRequestSchema } from '@domain/schemas/auth-input';
import { useState } from 'react';
import { FormStatus, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { requestPasswordReset } from '../api/request-password-reset';
import { describeAuthError } from '../lib/auth-errors';
import { RESET_LINK_REQUESTED_TITLE } from '../lib/auth-texts';

export function RequestResetForm() {
  const form = useForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = form.submit({
    schema: passwordResetRequestSchema,
    send: async (input) => {
      setSentTo(null);
      await requestPasswordReset(input);
      return input.email;
    },
    failureText: authMessages.unexpected,
    success: () => ({ title: RESET_LINK_REQUESTED_TITLE }),
    onSuccess: setSentTo,
    onFailure: (error) => describeAuthError(error),
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Request a reset link"
      className="flex flex-col gap-5"
    >
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
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
        <SubmitButton submitting={form.submitting} sendingLabel="Sending…">
          Send Reset Link
        </SubmitButton>
      </div>
    </form>
  );
}
