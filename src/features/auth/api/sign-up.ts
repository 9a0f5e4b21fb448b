// POST /api/auth/sign-up/email: a new account (full name, email, password), signed in.
import type { SignUpInput } from '@domain/schemas/auth-input';
import { authActionAnswerSchema } from '@domain/schemas/auth';
import { api } from '@/lib/api-client';

export async function signUpRequest(input: SignUpInput): Promise<void> {
  await api.post('/api/auth/sign-up/email', input, authActionAnswerSchema);
}
