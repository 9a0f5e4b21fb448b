// Links into the account pages, and where to go after signing in: a path on this site from
// ?redirect=, never another site (an open redirect would let a link to /auth send people
// anywhere after they sign in).
import { paths } from '@/config/paths';

export const REDIRECT_PARAM = 'redirect';
/** /auth?reset=done: the password was just changed. */
export const RESET_DONE_PARAM = 'reset';

/** The path to return to, or the site root when the value is missing or not a local path. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  try {
    const url = new URL(value, 'http://vaultmark.invalid');
    if (url.origin !== 'http://vaultmark.invalid') return paths.home;
    // Back to the sign-in or reset page would be a loop.
    if (url.pathname === paths.auth || url.pathname === paths.passwordReset) return paths.home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return paths.home;
  }
}

/** /auth?redirect=<path> */
export function signInPath(returnTo: string): string {
  return `${paths.auth}?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo }).toString()}`;
}

/** /auth, saying the password was changed. */
export function passwordChangedPath(): string {
  return `${paths.auth}?${RESET_DONE_PARAM}=done`;
}
