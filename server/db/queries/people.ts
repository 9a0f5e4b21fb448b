// People, for administrators: search accounts, grant and revoke the admin role (never the
// last administrator; your own only when confirmed), end an account's sessions, and delete
// an account with its personal data. Role changes and deletions take the roles lock first
// (write-locks.ts), so two administrators revoking each other at once cannot leave none.
import { and, asc, count, desc, eq, gt, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../../domain/auth.ts';
import { AppError } from '../../../domain/errors.ts';
import { PEOPLE_CONFLICTS, type Person } from '../../../domain/schemas/admin.ts';
import { lockRoles } from '../write-locks.ts';
import { eraseLeadsOf } from './leads-erasure.ts';
import type { Database } from '../client.ts';
import { toDate } from '../raw-rows.ts';
import { outbox, requestCounters, session, user, userRoles, verification } from '../schema.ts';
import { forgetActorName, insertAuditEntries, likePattern, type ActingUser } from './audit-log.ts';
import { forgetImportNames } from './imports.ts';
import { grantRole, revokeRole } from './users.ts';

export interface PeopleSearch {
  q?: string | undefined;
  role?: 'admin' | 'none' | undefined;
  page: number;
  pageSize: number;
}

const isAdminSql = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = ${ADMIN_ROLE})`;

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ admins: count() }).from(userRoles).where(eq(userRoles.role, ADMIN_ROLE));
  return row?.admins ?? 0;
}

/** One page of accounts (newest first) matching the search, with role and session activity. */
export async function searchPeople(
  db: Database,
  search: PeopleSearch,
  selfId: string,
  now = new Date(),
): Promise<{ people: Person[]; total: number }> {
  const pattern = search.q ? likePattern(search.q) : null;
  const conditions: (SQL | undefined)[] = [
    pattern ? or(ilike(user.email, pattern), ilike(user.full_name, pattern)) : undefined,
    search.role === 'admin' ? isAdminSql : search.role === 'none' ? sql`not ${isAdminSql}` : undefined,
  ];
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  const where = present.length > 0 ? and(...present) : undefined;
  const activity = db
    .select({
      userId: session.userId,
      active: count().as('active'),
      lastActive: max(session.updatedAt).as('last_active'),
    })
    .from(session)
    .where(gt(session.expiresAt, now))
    .groupBy(session.userId)
    .as('activity');
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        fullName: user.full_name,
        createdAt: user.createdAt,
        isAdmin: isAdminSql,
        active: activity.active,
        lastActive: activity.lastActive,
      })
      .from(user)
      .leftJoin(activity, eq(activity.userId, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), asc(user.email))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    people: rows.map((row) => ({
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      createdAt: row.createdAt.toISOString(),
      role: row.isAdmin ? ADMIN_ROLE : null,
      isSelf: row.id === selfId,
      activeSessions: Number(row.active ?? 0),
      lastActiveAt: row.lastActive ? toDate(row.lastActive).toISOString() : null,
    })),
    total: totals?.total ?? 0,
  };
}

export async function getPerson(db: Database, id: string, selfId: string): Promise<Person | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
  if (!row) return null;
  const { people } = await searchPeople(db, { q: row.email, page: 1, pageSize: 5 }, selfId);
  return people.find((person) => person.id === id) ?? null;
}

function noPerson(id: string): AppError {
  return new AppError('NOT_FOUND', { message: `No account has the id ${id}.` });
}

function peopleConflict(reason: keyof typeof PEOPLE_CONFLICTS): AppError {
  return new AppError('CONFLICT', { message: PEOPLE_CONFLICTS[reason], details: { reason } });
}

async function findAccount(db: Database, id: string) {
  const [row] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, id));
  return row ?? null;
}

async function isAdmin(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, id), eq(userRoles.role, ADMIN_ROLE)));
  return row !== undefined;
}

/** Grants (role 'admin') or revokes (null) the admin role; answers whether anything changed. */
export async function setAdminRole(
  db: Database,
  actor: ActingUser,
  targetId: string,
  change: { role: 'admin' | null; confirmSelf?: boolean | undefined },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockRoles(tx);
    if (!(await findAccount(tx, targetId))) throw noPerson(targetId);
    const wasAdmin = await isAdmin(tx, targetId);
    if (change.role === ADMIN_ROLE) {
      if (wasAdmin) return false;
      await grantRole(tx, targetId, ADMIN_ROLE);
    } else {
      if (!wasAdmin) return false;
      if (targetId === actor.id && change.confirmSelf !== true) throw peopleConflict('confirmSelf');
      if ((await countAdmins(tx)) <= 1) throw peopleConflict('lastAdmin');
      await revokeRole(tx, targetId, ADMIN_ROLE);
    }
    await insertAuditEntries(tx, actor, [
      {
        action: change.role === ADMIN_ROLE ? 'grant_admin' : 'revoke_admin',
        origin: 'admin',
        table: 'user_roles',
        rowId: targetId,
        before: { role: wasAdmin ? ADMIN_ROLE : null },
        after: { role: change.role },
      },
    ]);
    return true;
  });
}

/** Signs an account out everywhere; answers how many sessions ended. */
export async function endAllSessions(
  db: Database,
  actor: ActingUser,
  targetId: string,
  options: { confirmSelf?: boolean | undefined },
): Promise<number> {
  if (targetId === actor.id && options.confirmSelf !== true) throw peopleConflict('confirmSelfSessions');
  return db.transaction(async (tx) => {
    if (!(await findAccount(tx, targetId))) throw noPerson(targetId);
    const ended = await tx.delete(session).where(eq(session.userId, targetId)).returning({ id: session.id });
    await insertAuditEntries(tx, actor, [
      {
        action: 'end_sessions',
        origin: 'admin',
        table: 'session',
        rowId: targetId,
        before: { sessions: ended.length },
        after: { sessions: 0 },
      },
    ]);
    return ended.length;
  });
}

/**
 * Removes an account and every piece of personal data kept about it, in the caller's
 * transaction: its sessions, sign-in methods and roles (cascading from the user row), its
 * password-reset tokens, the mail kept for it in the outbox, rate-limit counters keyed by
 * its email, and its name in the audit log and imports (their entries stay, shown as
 * "deleted account").
 *
 * The journeys' tables (bookings, webinar registrations, assessments, enquiries) are erased
 * by eraseLeadsOf (leads-erasure.ts says what stays), so this stays the one place an
 * account's personal data is erased.
 */
export async function erasePersonalData(tx: Database, account: { id: string; email: string }): Promise<void> {
  await eraseLeadsOf(tx, { userId: account.id, email: account.email });
  await forgetActorName(tx, account.id);
  await forgetImportNames(tx, account.id);
  // better-auth keeps a reset token's user id as the verification value.
  await tx.delete(verification).where(eq(verification.value, account.id));
  await tx.delete(outbox).where(eq(outbox.toAddress, account.email));
  await tx
    .delete(requestCounters)
    .where(sql`${requestCounters.key} LIKE ${`%:email:${likePattern(account.email).slice(1, -1)}`}`);
  await tx.delete(user).where(eq(user.id, account.id));
}

/** DELETE /api/admin/people/:id: the account, confirmed by its email, and its personal data. */
export async function deletePerson(
  db: Database,
  actor: ActingUser,
  targetId: string,
  confirmEmail: string,
): Promise<void> {
  if (targetId === actor.id) throw peopleConflict('deleteSelf');
  await db.transaction(async (tx) => {
    await lockRoles(tx);
    const account = await findAccount(tx, targetId);
    if (!account) throw noPerson(targetId);
    if (confirmEmail !== account.email) {
      throw new AppError('VALIDATION_FAILED', {
        message: 'Invalid request: confirmEmail: Type the email address of the account you are deleting.',
        details: {
          issues: [{ path: 'confirmEmail', message: 'Type the email address of the account you are deleting.' }],
        },
      });
    }
    if ((await isAdmin(tx, targetId)) && (await countAdmins(tx)) <= 1) throw peopleConflict('lastAdmin');
    await erasePersonalData(tx, account);
    await insertAuditEntries(tx, actor, [
      { action: 'delete_account', origin: 'admin', table: 'user', rowId: targetId, before: null, after: null },
    ]);
  });
}
