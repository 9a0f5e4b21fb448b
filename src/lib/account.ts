// Who is using the site, as the header needs to know it. Accounts arrive with the auth
// issue; until then every visitor is anonymous and this hook says so — it never fakes a user.

export type Account = { status: 'anonymous' } | { status: 'signed-in'; name: string; email: string; isAdmin: boolean };

export interface AccountState {
  account: Account;
  signOut: () => Promise<void>;
}

const anonymous: AccountState = {
  account: { status: 'anonymous' },
  signOut: () => Promise.resolve(),
};

export function useAccount(): AccountState {
  return anonymous;
}
