// The /admin gate (spec section 4): a spinner while auth loads; signed out, off to /auth
// (and back here after signing in); signed in without the admin role, 'Access Denied' and
// then the home page; admins see the page. The server checks the role again on every
// admin API call: this gate only spares people a page they cannot use.
import { errorTexts } from '@domain/errors';
import { ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import type * as React from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/account';
import { signInPath } from '../lib/auth-links';

export const CHECKING_ACCESS_LABEL = 'Checking your access';
/** Long enough to read the message before the home page replaces it. */
export const ACCESS_DENIED_REDIRECT_MS = 2500;

function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.home, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-16">
      <Alert variant="destructive" className="max-w-xl" data-testid="access-denied">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>{errorTexts.accessDeniedTitle}</AlertTitle>
        <AlertDescription>
          {errorTexts.accessDeniedBody}{' '}
          <Link to={paths.home} replace className="font-semibold underline underline-offset-4">
            Go to the home page
          </Link>
        </AlertDescription>
      </Alert>
    </div>
  );
}

export function AdminGate({ children }: { children: React.ReactNode }) {
  const { user, isAdmin, loading } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner label={CHECKING_ACCESS_LABEL} />
      </div>
    );
  }
  if (!user) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (!isAdmin) return <AccessDenied />;
  return children;
}
