// POST /api/auth/reset-password: sets a new password with the token from the reset link.
import type { PasswordReset } from '@domain/schemas/auth-input';
import { authActionAnswerSchema } from '@domain/schemas/auth';
import { api } from '@/lib/api-client';

export async function resetPassword(input: PasswordReset): Promise<void> {
  await api.post('/api/auth/reset-password', input, authActionAnswerSchema);
}
