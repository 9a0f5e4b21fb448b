// The auth state as a reducer over the spec's session events (plus the role answer). Kept
// apart from the code that talks to the server so the entry bundle carries only this.
import { ADMIN_ROLE, type Role } from '@domain/auth';
import type { AuthSession, AuthUser } from '@domain/schemas/auth';
import type { AuthEventType, AuthState } from '@/lib/account';
import type { AuthEvent } from './auth-events';

export interface InternalAuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  role: Role | null;
  /** The user the role was looked up for (null: not yet). */
  roleUserId: string | null;
  /** The first session check has answered. */
  sessionKnown: boolean;
  passwordRecovery: boolean;
  lastEvent: AuthEventType | null;
}

export type AuthAction = AuthEvent | { type: 'ROLE_RESOLVED'; userId: string; role: Role | null };

export const initialAuthState: InternalAuthState = {
  user: null,
  session: null,
  role: null,
  roleUserId: null,
  sessionKnown: false,
  passwordRecovery: false,
  lastEvent: null,
};

export function authReducer(state: InternalAuthState, action: AuthAction): InternalAuthState {
  switch (action.type) {
    case 'SIGNED_IN': {
      const sameUser = state.user?.id === action.user.id;
      return {
        ...state,
        user: action.user,
        session: action.session,
        role: sameUser ? state.role : null,
        roleUserId: sameUser ? state.roleUserId : null,
        sessionKnown: true,
        passwordRecovery: false,
        lastEvent: 'SIGNED_IN',
      };
    }
    case 'SIGNED_OUT':
      return {
        ...initialAuthState,
        sessionKnown: true,
        passwordRecovery: state.passwordRecovery,
        lastEvent: 'SIGNED_OUT',
      };
    case 'TOKEN_REFRESHED':
      return state.user ? { ...state, session: action.session, lastEvent: 'TOKEN_REFRESHED' } : state;
    case 'USER_UPDATED':
      return state.user?.id === action.user.id ? { ...state, user: action.user, lastEvent: 'USER_UPDATED' } : state;
    case 'PASSWORD_RECOVERY':
      return { ...state, passwordRecovery: true, lastEvent: 'PASSWORD_RECOVERY' };
    case 'ROLE_RESOLVED':
      return state.user?.id === action.userId ? { ...state, role: action.role, roleUserId: action.userId } : state;
  }
}

/** What useAuth() shows: loading until the session is known and the role resolved. */
export function publicAuthState(state: InternalAuthState): AuthState {
  const roleResolved = state.user !== null && state.roleUserId === state.user.id;
  return {
    user: state.user,
    session: state.session,
    role: roleResolved ? state.role : null,
    isAdmin: roleResolved && state.role === ADMIN_ROLE,
    loading: !state.sessionKnown || (state.user !== null && !roleResolved),
    passwordRecovery: state.passwordRecovery,
    lastEvent: state.lastEvent,
  };
}
