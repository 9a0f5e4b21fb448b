// What the sign-up, sign-in and reset forms send: checked in the browser, and again by the
// server, which answers 422 with the same field messages. These checks are synchronous and
// light; how guessable a new password is, the estimator decides (../password-strength.ts),
// in the server route and in the forms' lazily loaded meter.
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.ts';
import { authMessages } from '../auth-messages.ts';
import { text, wholeCharacters } from './fields.ts';

const emailField = z
  .string({ error: authMessages.emailRequired })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: authMessages.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: authMessages.emailInvalid, abort: true }),
    z.email({ error: authMessages.emailInvalid }),
  );

/**
 * A password being set: 8 to 128 characters. (Not trimmed: spaces are characters.) Half a
 * surrogate pair is refused: hashed as UTF-8 it would become a replacement character, and
 * two different passwords the same one.
 */
const newPasswordField = z
  .string({ error: authMessages.newPasswordRequired })
  .check(
    wholeCharacters(),
    z.minLength(1, { error: authMessages.newPasswordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort, abort: true }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: authMessages.passwordTooLong, abort: true }),
  );

export const signUpInputSchema = z.object({
  // A name is one line of whole characters, as every other text field on the site.
  full_name: text({
    max: FULL_NAME_MAX_LENGTH,
    messages: { required: authMessages.fullNameRequired, tooLong: authMessages.fullNameTooLong },
  }),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.output<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailField,
  // Any stored password is 8..128; a longer one cannot match, so it is not worth hashing.
  password: z
    .string({ error: authMessages.passwordRequired })
    .check(
      z.minLength(1, { error: authMessages.passwordRequired, abort: true }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: authMessages.invalidCredentials }),
    ),
});
export type SignInInput = z.output<typeof signInInputSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

/** POST /api/auth/send-verification-email: a new link to verify the account's address. */
export const emailVerificationRequestSchema = z.object({ email: emailField });
export type EmailVerificationRequest = z.output<typeof emailVerificationRequestSchema>;

/**
 * A reset link's token is URL-safe letters and digits (better-auth issues 24). Anything else
 * cannot match one, and must not reach the database: PostgreSQL refuses a NUL byte in text
 * with an error, which answered 500.
 */
const RESET_TOKEN = /^[A-Za-z0-9_-]{1,255}$/;

export const passwordResetSchema = z.object({
  token: z.string().check(z.regex(RESET_TOKEN, { error: authMessages.resetLinkInvalid })),
  newPassword: newPasswordField,
});
export type PasswordReset = z.output<typeof passwordResetSchema>;

/** POST /api/auth/reset-token-status: whether a reset link can still be used (nothing is consumed). */
export const resetTokenCheckSchema = z.object({ token: passwordResetSchema.shape.token });
export type ResetTokenCheck = z.output<typeof resetTokenCheckSchema>;
