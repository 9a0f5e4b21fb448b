// POST /api/auth/sign-in/email: a new session for the email and password.
import type { SignInInput } from '@domain/schemas/auth-input';
import { authActionAnswerSchema } from '@domain/schemas/auth';
import { api } from '@/lib/api-client';

export async function signInRequest(input: SignInInput): Promise<void> {
  await api.post('/api/auth/sign-in/email', input, authActionAnswerSchema);
}
