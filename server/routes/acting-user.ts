// The signed-in administrator as the audit log records them: the account id and the name
// it has now (a snapshot; the log keeps it even if the name changes later).
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { ActingUser } from '../db/queries/audit-log.ts';

export function actingUser(c: Context<AppEnv>): ActingUser {
  const user = c.var.authUser as { id: string; name?: string | null; full_name?: string | null };
  return { id: user.id, name: user.full_name || user.name || user.id };
}
