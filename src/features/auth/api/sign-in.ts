// POST /api/auth/sign-in/email: a new session for the email and password.
import type { SignInInput } from '@domain/schemas/auth-input';
import { postAuth } from './auth-request';

export async function signInRequest(input: SignInInput): Promise<void> {
  await postAuth('/api/auth/sign-in/email', input);
}
