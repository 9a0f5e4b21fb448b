// Create an account: full name, email and a password of 8 to 128 characters that is not
// easy to guess. Checked here first with the server's own rules.
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

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useAuthForm(FIELDS, { full_name: '', email: '', password: '' });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const input = form.parse(signUpInputSchema, form.values);
    if (!input) return;
    form.setSubmitting(true);
    try {
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
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong, memorable password.`}
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
