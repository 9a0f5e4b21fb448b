// Accounts: what the session, role and admin endpoints answer (the form inputs are in
// auth-input.ts, so pages that only read the session do not load them).
import * as z from 'zod/mini';
import { ROLES } from '../auth.ts';

/** The signed-in user as the SPA sees it (better-auth's user, minus what it does not need). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  full_name: z.string(),
  updatedAt: z.string(),
});
export type AuthUser = z.output<typeof authUserSchema>;

/** The session record; its token stays in the HttpOnly cookie and is never sent as JSON. */
export const authSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
});
export type AuthSession = z.output<typeof authSessionSchema>;

/** GET /api/auth/get-session: the session and its user, or null when signed out. */
export const sessionResponseSchema = z.nullable(z.object({ session: authSessionSchema, user: authUserSchema }));
export type SessionResponse = z.output<typeof sessionResponseSchema>;

/** POST /api/auth/reset-token-status: whether a reset link still works (used, voided or expired: false). */
export const resetTokenStatusSchema = z.object({ valid: z.boolean() });
export type ResetTokenStatus = z.output<typeof resetTokenStatusSchema>;

/** POST /api/auth/send-verification-email: the link is on its way. */
export const verificationSentSchema = z.object({ status: z.boolean() });

/**
 * The account actions' answers (sign-in, sign-up, sign-out, reset request, new password): the
 * forms read only whether it worked, so any JSON body is accepted.
 */
export const authActionAnswerSchema = z.unknown();

export const roleSchema = z.enum(ROLES);

/** GET /api/me/role: the signed-in user's role; null means no role. */
export const roleResponseSchema = z.object({ role: z.nullable(roleSchema) });
export type RoleResponse = z.output<typeof roleResponseSchema>;

/** GET /api/admin/users */
export const adminUserListSchema = z.object({
  users: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      fullName: z.string(),
      createdAt: z.string(),
      role: z.nullable(roleSchema),
    }),
  ),
});
export type AdminUserList = z.output<typeof adminUserListSchema>;
