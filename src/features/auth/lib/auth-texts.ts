// The titles of the account forms' success toasts (the messages themselves are
// domain/auth-messages.ts authMessages).
export const SIGNED_IN_TITLE = 'You are signed in';
export const ACCOUNT_CREATED_TITLE = 'Your account is ready';
export const RESET_LINK_REQUESTED_TITLE = 'Reset link requested';
export const PASSWORD_CHANGED_TITLE = 'Password changed';
