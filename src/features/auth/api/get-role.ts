// GET /api/me/role: the signed-in user's role from user_roles (null for none).
import type { Role } from '@domain/auth';
import { roleResponseSchema } from '@domain/schemas/auth';
import { api } from '@/lib/api-client';

export const ROLE_PATH = '/api/me/role';

export async function getRole(signal?: AbortSignal): Promise<Role | null> {
  return (await api.get(ROLE_PATH, { signal }, roleResponseSchema)).role;
}
