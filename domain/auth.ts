// Account rules shared by the sign-up and reset forms and the server: lengths, the roles and
// the sign-in limits (the field messages the forms show are in auth-messages.ts, so that
// every page, which reads the roles, need not load them). How guessable a new password may
// be is decided by the estimator in password-strength.ts (loaded on demand).

export const FULL_NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Reset links stop working after this long, after one use, and when any other link is used or the owner signs in. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** Email verification links work this long (any number of times: verifying twice changes nothing). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
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
