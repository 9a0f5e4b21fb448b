// GET /api/admin/users — what the admin landing page shows: the accounts with their roles.
import type { AdminUserList } from '../../../domain/schemas/auth.ts';
import { createRouter } from '../../app-env.ts';
import { listUsersWithRoles } from '../../db/queries/users.ts';

export const adminUserRoutes = createRouter().get('/', async (c) => {
  const users = await listUsersWithRoles(c.var.db);
  const body: AdminUserList = {
    users: users.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
  return c.json(body);
});
