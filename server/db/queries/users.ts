// Users and their roles: the role lookup behind /api/me/role and requireRole, the admin
// listing, and the grant/revoke the admin CLI performs.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE, type Role } from '../../../domain/auth.ts';
import type { Database } from '../client.ts';
import { user, userRoles } from '../schema.ts';

/** The user's role: 'admin' wins over any other row; null when there is none. */
export async function getUserRole(db: Database, userId: string): Promise<Role | null> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const roles = rows.map((row) => row.role);
  if (roles.includes(ADMIN_ROLE)) return ADMIN_ROLE;
  return roles[0] ?? null;
}

export interface UserWithRole {
  id: string;
  email: string;
  fullName: string;
  createdAt: Date;
  role: Role | null;
}

/** Every user with their role, newest first (admins see who has an account). */
export async function listUsersWithRoles(db: Database, limit = 500): Promise<UserWithRole[]> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      fullName: user.full_name,
      createdAt: user.createdAt,
      isAdmin: sql<boolean>`bool_or(${userRoles.role} = ${ADMIN_ROLE})`,
      anyRole: sql<Role | null>`min(${userRoles.role})`,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .groupBy(user.id)
    .orderBy(desc(user.createdAt), asc(user.email))
    .limit(limit);
  return rows.map(({ isAdmin, anyRole, ...row }) => ({
    ...row,
    role: isAdmin ? ADMIN_ROLE : (anyRole ?? null),
  }));
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, fullName: user.full_name })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Gives the role; true when it was new. */
export async function grantRole(db: Database, userId: string, role: Role): Promise<boolean> {
  const inserted = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/** Takes the role away; true when the user had it. */
export async function revokeRole(db: Database, userId: string, role: Role): Promise<boolean> {
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning();
  return deleted.length > 0;
}

export interface RoleHolder {
  email: string;
  fullName: string;
  grantedAt: Date;
}

export async function listRoleHolders(db: Database, role: Role): Promise<RoleHolder[]> {
  return db
    .select({ email: user.email, fullName: user.full_name, grantedAt: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, role))
    .orderBy(asc(user.email));
}
