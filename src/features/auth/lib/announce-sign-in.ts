// After a successful sign-in or sign-up: read the new session and announce it, here and
// in the site's other tabs.
import { getSession } from '../api/get-session';
import { emitAuthEvent } from './auth-events';

export async function announceSignIn(): Promise<void> {
  const found = await getSession();
  if (found) emitAuthEvent({ type: 'SIGNED_IN', ...found });
}
