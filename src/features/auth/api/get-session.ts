// GET /api/auth/get-session: the current session and user, or null when signed out.
import { sessionResponseSchema, type SessionResponse } from '@domain/schemas/auth';
import { api } from '@/lib/api-client';

export const SESSION_PATH = '/api/auth/get-session';

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api.get(SESSION_PATH, { signal }, sessionResponseSchema);
}
