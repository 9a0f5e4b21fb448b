// The header's account slot, from the auth state (useAccount): Sign In for a signed-out
// visitor (it goes to /auth), Sign Out for a signed-in user, and Admin too for an admin.
// Nothing while the session is being looked up, so a signed-in user never sees Sign In flash.
// In the bar (`placement="bar"`) Sign In drops its icon below 640 px, where the bar is
// tightest; in the mobile menu the buttons stack at full width.
import { LogIn, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAccount, type Account } from '@/lib/account';
import { cn } from '@/lib/utils';

export const SIGN_IN_LABEL = 'Sign In';

export function HeaderAccountActions({
  account: accountProp,
  onSignOut,
  onNavigate,
  placement = 'menu',
  className,
}: {
  /** Overrides the current account (tests, previews); defaults to useAccount(). */
  account?: Account;
  onSignOut?: () => void;
  /** Called after a link in the slot is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
  /** The header bar (compact where it is tight) or the mobile menu (full labels, stacked). */
  placement?: 'bar' | 'menu';
  /** Classes of the slot holding Sign Out / Admin. */
  className?: string;
}) {
  const state = useAccount();
  const account = accountProp ?? state.account;
  const bar = placement === 'bar';
  if (!accountProp && state.loading) return null;

  if (account.status !== 'signed-in') {
    return (
      <Button asChild variant="ghost" size="sm" className={cn('shrink-0', bar ? 'px-2 sm:px-3' : 'w-full')}>
        <Link to={paths.auth} onClick={onNavigate} data-slot="sign-in-link">
          <LogIn aria-hidden="true" className={cn(bar && 'max-sm:hidden')} />
          {SIGN_IN_LABEL}
        </Link>
      </Button>
    );
  }

  const signOut = onSignOut ?? (() => void state.signOut());

  return (
    <div data-slot="header-account-actions" className={cn('flex shrink-0 items-center gap-2', className)}>
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
