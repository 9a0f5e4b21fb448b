// /api/admin/*: what the admin landing page shows — the accounts with their roles and the
// mail the site kept in its outbox. Admins only (401 signed out, 403 without the role).
import type { AdminUserList, OutboxList } from '../../domain/schemas/auth.ts';
import { ADMIN_ROLE } from '../../domain/auth.ts';
import { createRouter } from '../app-env.ts';
import { listOutbox } from '../db/queries/outbox.ts';
import { listUsersWithRoles } from '../db/queries/users.ts';
import { requireRole } from '../middleware/require-role.ts';

/**
 * Reset links in the listing are masked: an admin reading them could take over the
 * recipient's account. The operator reads them in the server log or with
 * `npm run admin -- outbox`.
 */
export function maskSecretLinks(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/g, '$1[hidden]');
}

export const adminRoutes = createRouter()
  .get('/users', requireRole(ADMIN_ROLE), async (c) => {
    const users = await listUsersWithRoles(c.var.db);
    const body: AdminUserList = {
      users: users.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    };
    return c.json(body);
  })
  .get('/outbox', requireRole(ADMIN_ROLE), async (c) => {
    const rows = await listOutbox(c.var.db, { limit: 50 });
    const body: OutboxList = {
      delivery: c.var.auth.settings.mailer.delivery,
      messages: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        body: maskSecretLinks(row.textBody),
        createdAt: row.createdAt.toISOString(),
      })),
    };
    return c.json(body);
  });
