// POST /api/auth/request-password-reset: mails a reset link if the email has an account
// (the answer is the same either way).
import type { PasswordResetRequest } from '@domain/schemas/auth-input';
import { postAuth } from './auth-request';

export async function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  await postAuth('/api/auth/request-password-reset', input);
}
