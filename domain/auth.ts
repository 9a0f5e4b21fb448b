// Account rules shared by the sign-up and reset forms and the server: lengths, the roles,
// the sign-in limits, and the field messages the forms show. How guessable a new password
// may be is decided by the estimator in password-strength.ts (loaded on demand).

export const FULL_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Reset links stop working after this long, after one use, and when any other link is used or the owner signs in. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/**
 * Sign-in attempts per account, wherever they come from: after this many in the window the
 * account's sign-in pauses until the window ends (a cool-down, not a lock-out). A successful
 * sign-in starts the count again.
 */
export const ACCOUNT_SIGN_IN_MAX_ATTEMPTS = 5;
export const ACCOUNT_SIGN_IN_WINDOW_MINUTES = 15;

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLE: Role = 'admin';

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
