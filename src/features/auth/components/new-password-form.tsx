// Set a new password from a reset link: twice, to catch typos. The strength estimate shows
// while typing (the lazily loaded meter) and is checked before sending, as the server does.
// A used or expired link is said plainly, with the way to get a new one.
import { lazy, Suspense } from 'react';
import type * as React from 'react';
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/auth';
import { passwordResetSchema } from '@domain/schemas/auth-input';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/use-auth-form';
import { describeAuthError } from '../lib/auth-errors';
import { FormAlert } from './form-alert';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** The strength estimator and its meter: a chunk of their own, fetched when this form shows. */
const loadPasswordStrength = () => import('./password-strength-meter');
const PasswordStrengthMeter = lazy(loadPasswordStrength);

export function NewPasswordForm({ token, onPasswordChanged }: { token: string; onPasswordChanged: () => void }) {
  const form = useAuthForm(FIELDS, { newPassword: '', confirmPassword: '' });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.parse(passwordResetSchema, { token, newPassword: form.values.newPassword });
    if (!input) return;
    form.setSubmitting(true);
    try {
      // Unavailable estimator (the chunk failed to load): the server checks anyway.
      const strength = await loadPasswordStrength().catch(() => null);
      const weak = strength?.passwordStrengthProblemFor(input.newPassword) ?? null;
      const problems = weak
        ? { newPassword: weak }
        : form.values.confirmPassword !== form.values.newPassword
          ? { confirmPassword: authMessages.passwordsDiffer }
          : null;
      if (problems) {
        form.showErrors(problems);
        form.setSubmitting(false);
        return;
      }
      await resetPassword(input);
      onPasswordChanged();
    } catch (error) {
      const described = describeAuthError(error, 'newPassword');
      form.showErrors(described.fieldErrors, described.formError);
      form.setSubmitting(false);
    }
  };

  const linkInvalid = form.formError === authMessages.resetLinkInvalid;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Choose a new password"
      className="flex flex-col gap-5"
    >
      <FormAlert message={form.formError} alertRef={form.formErrorRef}>
        {linkInvalid ? (
          <Link to={paths.passwordReset} className="font-semibold underline underline-offset-4">
            Ask for a new reset link
          </Link>
        ) : null}
      </FormAlert>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={
          <>
            {`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. `}
            <Suspense fallback={null}>
              <PasswordStrengthMeter password={form.values.newPassword} />
            </Suspense>
          </>
        }
        {...form.field('newPassword')}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirmPassword')}
      />
      <div>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? 'Saving…' : 'Set New Password'}
        </Button>
      </div>
    </form>
  );
}
