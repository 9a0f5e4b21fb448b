// What `npm run admin -- …` does, as plain functions over a database: grant and revoke the
// admin role, list the admins, print the mail outbox. The CLI runs them directly, or asks
// the running server to run them when it holds the embedded database (control-socket.ts).
import * as z from 'zod/mini';
import { ADMIN_ROLE } from '../../domain/auth.ts';
import { passwordResetRequestSchema } from '../../domain/schemas/auth-input.ts';
import { outboxStatusLabel } from '../../domain/schemas/mail.ts';
import type { Database } from '../db/client.ts';
import { listOutbox } from '../db/queries/outbox.ts';
import { findUserByEmail, grantRole, listRoleHolders, revokeRole } from '../db/queries/users.ts';

export type AdminCommand =
  | { name: 'grant'; email: string }
  | { name: 'revoke'; email: string }
  | { name: 'list' }
  | { name: 'outbox'; email?: string };

export interface AdminCommandResult {
  ok: boolean;
  output: string;
}

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '',
  '  grant <email>    make the account with this email an administrator',
  '  revoke <email>   take the administrator role away again',
  '  list             list the administrators',
  '  outbox [email]   print the newest mail kept in the outbox (when no SMTP_URL is set)',
].join('\n');

const OUTBOX_PRINT_LIMIT = 10;

export class UsageError extends Error {}

function parseEmail(value: string | undefined): string {
  const result = z.safeParse(passwordResetRequestSchema, { email: value ?? '' });
  if (!result.success) throw new UsageError(`Give the account's email address, e.g. grant ada@example.com`);
  return result.data.email;
}

/** Turns command-line words into a command; throws UsageError on anything else. */
export function parseAdminCommand(args: readonly string[]): AdminCommand {
  const [name, ...rest] = args;
  if (name === 'grant' || name === 'revoke') {
    if (rest.length !== 1) throw new UsageError(`${name} takes exactly one email address`);
    return { name, email: parseEmail(rest[0]) };
  }
  if (name === 'list' && rest.length === 0) return { name };
  if (name === 'outbox' && rest.length <= 1) return rest[0] ? { name, email: parseEmail(rest[0]) } : { name };
  throw new UsageError(name ? `Unknown command: ${args.join(' ')}` : 'No command given');
}

const noAccount = (email: string): AdminCommandResult => ({
  ok: false,
  output: `No account uses ${email}. The person signs up at /auth first; then run this again.`,
});

export async function runAdminCommand(db: Database, command: AdminCommand): Promise<AdminCommandResult> {
  switch (command.name) {
    case 'grant': {
      const account = await findUserByEmail(db, command.email);
      if (!account) return noAccount(command.email);
      const granted = await grantRole(db, account.id, ADMIN_ROLE);
      return {
        ok: true,
        output: granted
          ? `${account.email} (${account.fullName}) is now an administrator.`
          : `${account.email} (${account.fullName}) was already an administrator.`,
      };
    }
    case 'revoke': {
      const account = await findUserByEmail(db, command.email);
      if (!account) return noAccount(command.email);
      const revoked = await revokeRole(db, account.id, ADMIN_ROLE);
      return {
        ok: true,
        output: revoked
          ? `${account.email} (${account.fullName}) is no longer an administrator.`
          : `${account.email} (${account.fullName}) was not an administrator.`,
      };
    }
    case 'list': {
      const admins = await listRoleHolders(db, ADMIN_ROLE);
      if (admins.length === 0) {
        return { ok: true, output: 'No administrators yet. Make one with: npm run admin -- grant <email>' };
      }
      const lines = admins.map(
        (admin) => `  ${admin.email}  ${admin.fullName}  (since ${admin.grantedAt.toISOString().slice(0, 10)})`,
      );
      return { ok: true, output: [`Administrators (${admins.length}):`, ...lines].join('\n') };
    }
    case 'outbox': {
      const messages = await listOutbox(db, { to: command.email, limit: OUTBOX_PRINT_LIMIT });
      if (messages.length === 0) return { ok: true, output: 'The outbox is empty.' };
      const blocks = messages.map((message) =>
        [
          `--- ${message.createdAt.toISOString()}  ${message.kind}`,
          `To: ${message.toAddress}`,
          `Subject: ${message.subject}`,
          `Status: ${outboxStatusLabel({ status: message.status, deliveredVia: message.deliveredVia })}`,
          '',
          message.textBody,
        ].join('\n'),
      );
      return { ok: true, output: blocks.join('\n\n') };
    }
  }
}
