// Create an account: full name, email and a password of 8 to 128 characters that is not
// easy to guess. Checked here first with the server's own rules: the schema's lengths at
// once, and the strength estimate (shown while typing) from the lazily loaded meter.
import { lazy, Suspense } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/auth';
import { authMessages } from '@domain/auth-messages';
import { signUpInputSchema } from '@domain/schemas/auth-input';
import { FormStatus, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { signUpRequest } from '../api/sign-up';
import { announceSignIn } from '../lib/announce-sign-in';
import { describeAuthError } from '../lib/auth-errors';
import { ACCOUNT_CREATED_TITLE } from '../lib/auth-texts';

/** The strength estimator and its meter: a chunk of their own, fetched when this form shows. */
const loadPasswordStrength = () => import('./password-strength-meter');
const PasswordStrengthMeter = lazy(loadPasswordStrength);

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm({ full_name: '', email: '', password: '' });
  const onSubmit = form.submit({
    schema: signUpInputSchema,
    check: async (input) => {
      // Unavailable estimator (the chunk failed to load): the server checks anyway.
      const strength = await loadPasswordStrength().catch(() => null);
      const weak = strength?.passwordStrengthProblemFor(input.password, {
        email: input.email,
        fullName: input.full_name,
      });
      return weak ? { password: weak } : null;
    },
    send: async (input) => {
      await signUpRequest(input);
      await announceSignIn();
    },
    failureText: authMessages.unexpected,
    success: () => ({ title: ACCOUNT_CREATED_TITLE }),
    onSuccess: onSignedUp,
    onFailure: (error) => describeAuthError(error),
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Create an account" className="flex flex-col gap-5">
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
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
        <SubmitButton submitting={form.submitting} sendingLabel="Creating your account…">
          Create Account
        </SubmitButton>
      </div>
    </form>
  );
}
