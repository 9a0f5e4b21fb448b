// Sign in with email and password. Wrong credentials are reported at the password field
// (never which of the two was wrong); what was typed stays. Built on the site's one form
// hook (inline, announced messages; submit disabled while sending; toasts).
import { signInInputSchema } from '@domain/schemas/auth-input';
import { authMessages } from '@domain/auth-messages';
import { Link } from 'react-router-dom';
import { FormStatus, SubmitButton } from '@/components/form/form-fields';
import { TextField } from '@/components/form/text-field';
import { useForm } from '@/components/form/use-form';
import { paths } from '@/config/paths';
import { signInRequest } from '../api/sign-in';
import { announceSignIn } from '../lib/announce-sign-in';
import { describeAuthError } from '../lib/auth-errors';
import { SIGNED_IN_TITLE } from '../lib/auth-texts';

export function SignInForm({ onSignedIn, initialEmail = '' }: { onSignedIn: () => void; initialEmail?: string }) {
  const form = useForm({ email: initialEmail, password: '' });
  const onSubmit = form.submit({
    schema: signInInputSchema,
    send: async (input) => {
      await signInRequest(input);
      await announceSignIn();
    },
    failureText: authMessages.unexpected,
    success: () => ({ title: SIGNED_IN_TITLE }),
    onSuccess: onSignedIn,
    onFailure: (error) => describeAuthError(error),
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Sign in" className="flex flex-col gap-5">
      <FormStatus formError={form.formError} formErrorRef={form.formErrorRef} announcement={form.announcement} />
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
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton submitting={form.submitting} sendingLabel="Signing in…">
          Sign In
        </SubmitButton>
        <Link
          to={paths.passwordReset}
          className="text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
    </form>
  );
}
