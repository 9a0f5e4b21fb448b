// POST /api/auth/sign-up/email: a new account (full name, email, password), signed in.
import type { SignUpInput } from '@domain/schemas/auth-input';
import { postAuth } from './auth-request';

export async function signUpRequest(input: SignUpInput): Promise<void> {
  await postAuth('/api/auth/sign-up/email', input);
}
