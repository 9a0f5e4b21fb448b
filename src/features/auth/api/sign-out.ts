// POST /api/auth/sign-out: ends the session on the server and clears the cookie.
import { postAuth } from './auth-request';

export async function signOutRequest(): Promise<void> {
  await postAuth('/api/auth/sign-out', {});
}
