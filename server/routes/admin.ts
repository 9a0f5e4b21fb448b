// /api/admin/*: what the admin landing page shows — the accounts with their roles. The
// outbox (mail) routes are in admin-mail.ts. Admins only (401 signed out, 403 without the role).
import type { AdminUserList } from '../../domain/schemas/auth.ts';
import { ADMIN_ROLE } from '../../domain/auth.ts';
import { createRouter } from '../app-env.ts';
import { listUsersWithRoles } from '../db/queries/users.ts';
import { requireRole } from '../middleware/require-role.ts';

export const adminRoutes = createRouter().get('/users', requireRole(ADMIN_ROLE), async (c) => {
  const users = await listUsersWithRoles(c.var.db);
  const body: AdminUserList = {
    users: users.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
  return c.json(body);
});
