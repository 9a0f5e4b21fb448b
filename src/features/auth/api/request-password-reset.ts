// POST /api/auth/request-password-reset: mails a reset link if the email has an account
// (the answer is the same either way).
import type { PasswordResetRequest } from '@domain/schemas/auth-input';
import { authActionAnswerSchema } from '@domain/schemas/auth';
import { api } from '@/lib/api-client';

export async function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  await api.post('/api/auth/request-password-reset', input, authActionAnswerSchema);
}
