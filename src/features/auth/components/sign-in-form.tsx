// Sign in with email and password. Wrong credentials are reported at the password field
// (never which of the two was wrong); what was typed stays.
import type * as React from 'react';
import { signInInputSchema } from '@domain/schemas/auth-input';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { signInRequest } from '../api/sign-in';
import { useAuthForm } from '../hooks/use-auth-form';
import { announceSignIn } from '../lib/announce-sign-in';
import { describeAuthError } from '../lib/auth-errors';
import { FormAlert } from './form-alert';

const FIELDS = ['email', 'password'] as const;

export function SignInForm({ onSignedIn, initialEmail = '' }: { onSignedIn: () => void; initialEmail?: string }) {
  const form = useAuthForm(FIELDS, { email: initialEmail, password: '' });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.parse(signInInputSchema, form.values);
    if (!input) return;
    form.setSubmitting(true);
    try {
      await signInRequest(input);
      await announceSignIn();
      onSignedIn();
    } catch (error) {
      const described = describeAuthError(error);
      form.showErrors(described.fieldErrors, described.formError);
      form.setSubmitting(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-label="Sign in" className="flex flex-col gap-5">
      <FormAlert message={form.formError} alertRef={form.formErrorRef} />
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
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? 'Signing in…' : 'Sign In'}
        </Button>
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
