// POST /api/auth/reset-password: sets a new password with the token from the reset link.
import type { PasswordReset } from '@domain/schemas/auth-input';
import { postAuth } from './auth-request';

export async function resetPassword(input: PasswordReset): Promise<void> {
  await postAuth('/api/auth/reset-password', input);
}
