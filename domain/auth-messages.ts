// The account texts: what the sign-up, sign-in and reset forms say next to a field, and what
// the server answers, in the same words.
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_TOKEN_TTL_MINUTES } from './auth.ts';

/** Field-level texts; forms and server answers use the same words. */
export const authMessages = {
  fullNameRequired: 'Enter your full name.',
  fullNameTooLong: `Use at most ${FULL_NAME_MAX_LENGTH} characters for your name.`,
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@company.com.',
  passwordRequired: 'Enter your password.',
  newPasswordRequired: 'Choose a password.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  /** The start of every refusal by the strength estimator; the estimator's reason follows. */
  passwordWeak: 'This password is too easy to guess.',
  /** The reason given when the estimator names no pattern: the password is simply too short or simple. */
  passwordGuessedQuickly: 'Guessing tools would find it too quickly.',
  passwordAdvice: 'Use a longer phrase of a few unrelated words.',
  passwordsDiffer: 'The two passwords do not match.',
  invalidCredentials: 'That email and password do not match an account. Check both and try again.',
  emailTaken: 'An account with this email already exists. Sign in, or reset the password if you have forgotten it.',
  resetLinkInvalid: 'This reset link has expired or has already been used. Ask for a new one below.',
  rateLimited: 'Too many attempts from your network. Please wait a little, then try again.',
  resetRequested: `If an account exists for that email, a reset link is on its way. It works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes.`,
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  unexpected: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** The answer to a sign-in refused because the account had too many failed attempts. */
export function accountSignInPausedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `Too many failed sign-in attempts for this account. To protect it, signing in is paused for ` +
    `${minutes} minute${minutes === 1 ? '' : 's'}. If you have forgotten the password, reset it meanwhile.`
  );
}
