// msw handlers for accounts. By default the visitor is anonymous; a test signs someone in
// with server.use(...signedInHandlers({ role: 'admin' })).
import type { Role } from '@domain/auth';
import type { AuthUser } from '@domain/schemas/auth';
import { http, HttpResponse } from 'msw';

export const testUser: AuthUser = {
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  full_name: 'Ada Lovelace',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

export function sessionFor(user: AuthUser = testUser, expiresAt = '2030-01-01T00:00:00.000Z') {
  return { session: { id: `session-of-${user.id}`, userId: user.id, expiresAt }, user };
}

/** Anonymous: no session; the role endpoint answers 401 as the server does; reset links still work. */
export const authHandlers = [
  http.get('*/api/auth/get-session', () => HttpResponse.json(null)),
  http.post('*/api/auth/reset-token-status', () => HttpResponse.json({ valid: true })),
  http.get('*/api/me/role', () =>
    HttpResponse.json({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' }, { status: 401 }),
  ),
];

/** A signed-in user with the given role (null: none). */
export function signedInHandlers({ role = null, user = testUser }: { role?: Role | null; user?: AuthUser } = {}) {
  return [
    http.get('*/api/auth/get-session', () => HttpResponse.json(sessionFor(user))),
    http.get('*/api/me/role', () => HttpResponse.json({ role })),
  ];
}
