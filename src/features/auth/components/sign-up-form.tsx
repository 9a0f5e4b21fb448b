// Create an account: full name, email and a password of 8 to 128 characters that is not
// easy to guess. Checked here first with the server's own rules: the schema's lengths at
// once, and the strength estimate (shown while typing) from the lazily loaded meter.
import { lazy, Suspense } from 'react';
import type * as React from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/auth';
import { signUpInputSchema } from '@domain/schemas/auth-input';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { signUpRequest } from '../api/sign-up';
import { useAuthForm } from '../hooks/use-auth-form';
import { announceSignIn } from '../lib/announce-sign-in';
import { describeAuthError } from '../lib/auth-errors';
import { FormAlert } from './form-alert';

const FIELDS = ['full_name', 'email', 'password'] as const;

/** The strength estimator and its meter: a chunk of their own, fetched when this form shows. */
const loadPasswordStrength = () => import('./password-strength-meter');
const PasswordStrengthMeter = lazy(loadPasswordStrength);

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useAuthForm(FIELDS, { full_name: '', email: '', password: '' });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.parse(signUpInputSchema, form.values);
    if (!input) return;
    form.setSubmitting(true);
    try {
      // Unavailable estimator (the chunk failed to load): the server checks anyway.
      const strength = await loadPasswordStrength().catch(() => null);
      const weak =
        strength?.passwordStrengthProblemFor(input.password, { email: input.email, fullName: input.full_name }) ?? null;
      if (weak) {
        form.showErrors({ password: weak });
        form.setSubmitting(false);
        return;
      }
      await signUpRequest(input);
      await announceSignIn();
      onSignedUp();
    } catch (error) {
      const described = describeAuthError(error);
      form.showErrors(described.fieldErrors, described.formError);
      form.setSubmitting(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Create an account" className="flex flex-col gap-5">
      <FormAlert message={form.formError} alertRef={form.formErrorRef} />
      <TextField label="Full name" autoComplete="name" required {...form.field('full_name')} />
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
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={
          <>
            {`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong, memorable password. `}
            <Suspense fallback={null}>
              <PasswordStrengthMeter
                password={form.values.password}
                owner={{ email: form.values.email, fullName: form.values.full_name }}
              />
            </Suspense>
          </>
        }
        {...form.field('password')}
      />
      <div>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? 'Creating your account…' : 'Create Account'}
        </Button>
      </div>
    </form>
  );
}
