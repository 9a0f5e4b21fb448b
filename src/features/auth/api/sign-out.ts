// POST /api/auth/sign-out: ends the session on the server and clears the cookie.
import { authActionAnswerSchema } from '@domain/schemas/auth';
import { api } from '@/lib/api-client';

export async function signOutRequest(): Promise<void> {
  await api.post('/api/auth/sign-out', {}, authActionAnswerSchema);
}
