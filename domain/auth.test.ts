import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accountSignInPausedMessage, authMessages } from './auth-messages.ts';
import { passwordResetSchema, signInInputSchema, signUpInputSchema } from './schemas/auth-input.ts';

describe('account form schemas', () => {
  it('trims the name, trims and lower-cases the email, and keeps the password as typed', () => {
    expect(
      z.parse(signUpInputSchema, { full_name: '  Ada  ', email: ' Ada@Example.COM ', password: ' spaced pass ' }),
    ).toEqual({ full_name: 'Ada', email: 'ada@example.com', password: ' spaced pass ' });
  });

  it('gives one message per field, the first that applies', () => {
    const result = z.safeParse(signUpInputSchema, { full_name: '', email: '', password: '' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(paths).toEqual([
      ['full_name', authMessages.fullNameRequired],
      ['email', authMessages.emailRequired],
      ['password', authMessages.newPasswordRequired],
    ]);
  });

  it('accepts any non-empty sign-in password up to 128 characters', () => {
    expect(z.safeParse(signInInputSchema, { email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(z.safeParse(signInInputSchema, { email: 'a@b.co', password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('needs a token and a new password of 8 to 128 characters to reset', () => {
    expect(z.safeParse(passwordResetSchema, { token: 't', newPassword: 'a long passphrase' }).success).toBe(true);
    expect(z.safeParse(passwordResetSchema, { token: '', newPassword: 'a long passphrase' }).success).toBe(false);
    expect(z.safeParse(passwordResetSchema, { token: 't', newPassword: 'short' }).success).toBe(false);
    expect(z.safeParse(passwordResetSchema, { token: 't', newPassword: 'x'.repeat(129) }).success).toBe(false);
  });

  it('leaves guessability to the estimator: the schemas check lengths only', () => {
    // domain/password-strength.test.ts covers the estimator; the schemas stay synchronous and light.
    expect(z.safeParse(passwordResetSchema, { token: 't', newPassword: 'password1' }).success).toBe(true);
  });
});

describe('accountSignInPausedMessage', () => {
  it('says why and for how long, in whole minutes', () => {
    expect(accountSignInPausedMessage(900)).toBe(
      'Too many failed sign-in attempts for this account. To protect it, signing in is paused for 15 minutes. ' +
        'If you have forgotten the password, reset it meanwhile.',
    );
    expect(accountSignInPausedMessage(30)).toContain('paused for 1 minute.');
    expect(accountSignInPausedMessage(61)).toContain('paused for 2 minutes.');
  });
});
