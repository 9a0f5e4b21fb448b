// A router whose every route is for administrators only: requireRole('admin') runs before
// any handler or validator (401 signed out, 403 without the role).
import { ADMIN_ROLE } from '../../../domain/auth.ts';
import { createRouter } from '../../app-env.ts';
import { requireRole } from '../../middleware/require-role.ts';

export function adminRouter() {
  return createRouter().use('*', requireRole(ADMIN_ROLE));
}
