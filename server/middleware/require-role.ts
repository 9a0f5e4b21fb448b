// Authorization for API routes: requireSession() answers 401 to anyone not signed in;
// requireRole('admin') also answers 403 to a signed-in user without that role. Both leave
// the user and session on c.var (authUser, authSession) for the handler.
//
//   router.post('/', requireRole('admin'), validate('json', input), (c) => …)
//
// Every /api route must also have its row in server/authorization-matrix.ts.
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../domain/auth.ts';
import { AppError } from '../../domain/errors.ts';
import type { AppEnv } from '../app-env.ts';
import { getUserRole } from '../db/queries/users.ts';

export const SIGN_IN_REQUIRED = 'Sign in to continue.';
export const ROLE_REQUIRED = 'You need administrator privileges to do this.';

export function requireSession() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await c.var.auth.getSession(c.req.raw.headers);
    if (!found) throw new AppError('UNAUTHORIZED', { message: SIGN_IN_REQUIRED });
    c.set('authUser', found.user);
    c.set('authSession', found.session);
    await next();
  });
}

export function requireRole(role: Role) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await c.var.auth.getSession(c.req.raw.headers);
    if (!found) throw new AppError('UNAUTHORIZED', { message: SIGN_IN_REQUIRED });
    if ((await getUserRole(c.var.db, found.user.id)) !== role) {
      throw new AppError('FORBIDDEN', { message: ROLE_REQUIRED });
    }
    c.set('authUser', found.user);
    c.set('authSession', found.session);
    await next();
  });
}
