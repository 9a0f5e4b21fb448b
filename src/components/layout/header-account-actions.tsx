// The header's account slot: Sign Out for signed-in users and Admin for admins, from the
// auth state (useAccount). Anonymous visitors get nothing here (the spec shows no sign-in
// button in the header).
import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccount, type Account } from '@/lib/account';
import { cn } from '@/lib/utils';

export function HeaderAccountActions({
  account: accountProp,
  onSignOut,
  onNavigate,
  className,
}: {
  /** Overrides the current account (tests, previews); defaults to useAccount(). */
  account?: Account;
  onSignOut?: () => void;
  /** Called after a link in the slot is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
  className?: string;
}) {
  const state = useAccount();
  const account = accountProp ?? state.account;
  if (account.status !== 'signed-in') return null;

  const signOut = onSignOut ?? (() => void state.signOut());

  return (
    <div data-slot="header-account-actions" className={cn('flex items-center gap-2', className)}>
      {account.isAdmin ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin} onClick={onNavigate}>
            <ShieldCheck aria-hidden="true" />
            Admin
          </Link>
        </Button>
      ) : null}
      <Button type="button" variant="ghost" size="sm" onClick={signOut}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
