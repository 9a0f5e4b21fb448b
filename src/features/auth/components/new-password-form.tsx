// Set a new password from a reset link: twice, to catch typos. The strength estimate shows
// while typing (the lazily loaded meter) and is checked before sending, as the server does.
// A used or expired link is said plainly, with the way to get a new one.
import { lazy, Suspense } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/auth';
import { authMessages } from '@domain/auth-messages';
import { passwordResetSchema } from '@domain/schemas/auth-input';
import { Link } from 'react-router-dom';
import { FormStatus, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/reset-password';
import { describeAuthError } from '../lib/auth-errors';
import { PASSWORD_CHANGED_TITLE } from '../lib/auth-texts';

/** The strength estimator and its meter: a chunk of their own, fetched when this form shows. */
const loadPasswordStrength = () => import('./password-strength-meter');
const PasswordStrengthMeter = lazy(loadPasswordStrength);

export function NewPasswordForm({ token, onPasswordChanged }: { token: string; onPasswordChanged: () => void }) {
  const form = useForm({ newPassword: '', confirmPassword: '' });
  const onSubmit = form.submit({
    schema: passwordResetSchema,
    input: (values) => ({ token, newPassword: values.newPassword }),
    check: async (input) => {
      // Unavailable estimator (the chunk failed to load): the server checks anyway.
      const strength = await loadPasswordStrength().catch(() => null);
      const weak = strength?.passwordStrengthProblemFor(input.newPassword);
      if (weak) return { newPassword: weak };
      return form.values.confirmPassword !== input.newPassword
        ? { confirmPassword: authMessages.passwordsDiffer }
        : null;
    },
    send: (input) => resetPassword(input),
    failureText: authMessages.unexpected,
    success: () => ({ title: PASSWORD_CHANGED_TITLE }),
    onSuccess: onPasswordChanged,
    onFailure: (error) => describeAuthError(error, 'newPassword'),
  });

  const linkInvalid = form.formError === authMessages.resetLinkInvalid;
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Choose a new password"
      className="flex flex-col gap-5"
    >
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement}>
        {linkInvalid ? (
          <Link to={paths.passwordReset} className="font-semibold underline underline-offset-4">
            Ask for a new reset link
          </Link>
        ) : null}
      </FormStatus>
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
        <SubmitButton submitting={form.submitting} sendingLabel="Saving…">
          Set New Password
        </SubmitButton>
      </div>
    </form>
  );
}
