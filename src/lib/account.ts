// Who is using the site. The AuthProvider (features/auth) fills this context from the
// server's session and the user's role; shared code reads it with useAuth(), and the
// header with useAccount(), without depending on the auth feature itself.
import type { Role } from '@domain/auth';
import { errorTexts } from '@domain/errors';
import type { AuthSession, AuthUser } from '@domain/schemas/auth';
import { createContext, useContext } from 'react';

/** The session events of the spec; they alone change the auth state. */
export type AuthEventType = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  /** From user_roles; null when there is none or the lookup failed. */
  role: Role | null;
  isAdmin: boolean;
  /** True until the session is known and, for a signed-in user, the role is resolved. */
  loading: boolean;
  /** The visitor arrived through a password-reset link. */
  passwordRecovery: boolean;
  /** The event that produced this state (null before the first). */
  lastEvent: AuthEventType | null;
}

export interface AuthContextValue extends AuthState {
  /** Ends the session on the server and in every open tab. */
  signOut: () => Promise<void>;
  /** Asks the server for the session again (after a sign-in, a reset, a focus). */
  refresh: () => Promise<void>;
  /** Asks the server for the user's role again (after an admin changed their own role). */
  refreshRole: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(errorTexts.useAuthOutsideProvider);
  return value;
}

export type Account = { status: 'anonymous' } | { status: 'signed-in'; name: string; email: string; isAdmin: boolean };

export interface AccountState {
  account: Account;
  /** True until the session (and a signed-in user's role) is known. */
  loading: boolean;
  signOut: () => Promise<void>;
}

/** The account as the header shows it: anonymous, or signed in (an admin or not). */
export function useAccount(): AccountState {
  const auth = useAuth();
  const account: Account = auth.user
    ? { status: 'signed-in', name: auth.user.full_name, email: auth.user.email, isAdmin: auth.isAdmin }
    : { status: 'anonymous' };
  return { account, loading: auth.loading, signOut: auth.signOut };
}
