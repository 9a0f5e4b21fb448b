// What a failed account request means for the form: a message next to a field where one
// field is at fault, otherwise one for the whole form.
import { accountSignInPausedMessage, authMessages } from '@domain/auth-messages';
import { fieldErrorsOf } from '@/components/form/use-form';
import { ApiError, isNetworkFailure } from '@/lib/api-client';

const NETWORK_FAILURE_MESSAGE = 'Could not reach Vaultmark. Check your connection and try again.';

export interface DescribedError {
  fieldErrors: Record<string, string>;
  formError: string | null;
}

function waitText(seconds: number | null): string {
  if (!seconds) return authMessages.rateLimited;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts from your network. Try again in ${seconds < 90 ? `${seconds} seconds` : `${minutes} minutes`}.`;
}

/** Which limit refused a 429: 'account' (too many failed sign-ins at one account) or the address's. */
function limitOf(error: ApiError): string | null {
  const details = error.details;
  if (!details || typeof details !== 'object' || !('limit' in details)) return null;
  return typeof details.limit === 'string' ? details.limit : null;
}

/** Messages for an error from a sign-in, sign-up or reset request. `passwordField` names the form's password field. */
export function describeAuthError(error: unknown, passwordField = 'password'): DescribedError {
  if (isNetworkFailure(error)) return { fieldErrors: {}, formError: NETWORK_FAILURE_MESSAGE };
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formError: authMessages.unexpected };
  if (error.status === 429 && limitOf(error) === 'account' && error.retryAfterSeconds) {
    return { fieldErrors: {}, formError: accountSignInPausedMessage(error.retryAfterSeconds) };
  }
  if (error.status === 429) return { fieldErrors: {}, formError: waitText(error.retryAfterSeconds) };
  switch (error.code) {
    case 'VALIDATION_FAILED':
      return { fieldErrors: fieldErrorsOf(error), formError: null };
    case 'INVALID_EMAIL_OR_PASSWORD':
      return { fieldErrors: { [passwordField]: authMessages.invalidCredentials }, formError: null };
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return { fieldErrors: { email: authMessages.emailTaken }, formError: null };
    case 'PASSWORD_TOO_SHORT':
      return { fieldErrors: { [passwordField]: authMessages.passwordTooShort }, formError: null };
    case 'PASSWORD_TOO_LONG':
      return { fieldErrors: { [passwordField]: authMessages.passwordTooLong }, formError: null };
    case 'INVALID_TOKEN':
      return { fieldErrors: {}, formError: authMessages.resetLinkInvalid };
    default:
      return { fieldErrors: {}, formError: authMessages.unexpected };
  }
}
