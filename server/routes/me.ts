// GET /api/me/role: the signed-in user's role from user_roles ({ role: null } for none).
import type { RoleResponse } from '../../domain/schemas/auth.ts';
import { createRouter } from '../app-env.ts';
import { getUserRole } from '../db/queries/users.ts';
import { requireSession } from '../middleware/require-role.ts';

export const meRoutes = createRouter().get('/role', requireSession(), async (c) => {
  const body: RoleResponse = { role: await getUserRole(c.var.db, c.var.authUser.id) };
  return c.json(body);
});
