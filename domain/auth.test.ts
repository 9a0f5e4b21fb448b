import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { authMessages, newPasswordProblem, weakPasswordProblem } from './auth.ts';
import { passwordResetSchema, signInInputSchema, signUpInputSchema } from './schemas/auth-input.ts';

describe('weakPasswordProblem', () => {
  it.each(['password', 'Password123', '12345678', 'qwertyuiop', 'aaaaaaaa', 'abababab', 'bitcoin123'])(
    'refuses %j',
    (password) => {
      expect(weakPasswordProblem(password)).toBe(authMessages.passwordWeak);
    },
  );

  it('refuses the email address or its name part with a little added', () => {
    expect(weakPasswordProblem('ada.lovelace@example.com', 'Ada.Lovelace@example.com')).toBe(authMessages.passwordWeak);
    expect(weakPasswordProblem('adalovelace1', 'adalovelace@example.com')).toBe(authMessages.passwordWeak);
    expect(weakPasswordProblem('adalovelace and the engine', 'adalovelace@example.com')).toBeNull();
  });

  it.each(['correct horse battery', 'tG7#mq2L', 'Zq8!Zq8!Zq8?'])('accepts %j', (password) => {
    expect(weakPasswordProblem(password, 'ada@example.com')).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it('checks presence, then 8 to 128 characters, then guessability', () => {
    expect(newPasswordProblem('')).toBe(authMessages.newPasswordRequired);
    expect(newPasswordProblem('1234567')).toBe(authMessages.passwordTooShort);
    expect(newPasswordProblem('x'.repeat(129))).toBe(authMessages.passwordTooLong);
    expect(newPasswordProblem('12345678')).toBe(authMessages.passwordWeak);
    expect(newPasswordProblem('x1y2z3w4')).toBeNull();
    expect(newPasswordProblem('x1y2z3w4'.repeat(16))).toBeNull();
  });
});

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

  it('needs a token and a good new password to reset', () => {
    expect(z.safeParse(passwordResetSchema, { token: 't', newPassword: 'a long passphrase' }).success).toBe(true);
    expect(z.safeParse(passwordResetSchema, { token: '', newPassword: 'a long passphrase' }).success).toBe(false);
    expect(z.safeParse(passwordResetSchema, { token: 't', newPassword: 'password1' }).success).toBe(false);
  });
});
