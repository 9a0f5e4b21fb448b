// Password reset (/password-reset): ask for a link by email; the link brings the visitor
// back here with ?token=…, where they choose a new password and then sign in with it. The
// link is checked as the page opens: a used or expired one is refused at once, with the form
// to ask for a new one (if the check itself fails, the form shows and the server decides).
import { authMessages } from '@domain/auth-messages';
import { CircleAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useEffect } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useResetTokenStatus } from '@/features/auth/api/check-reset-token';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { RequestResetForm } from '@/features/auth/components/request-reset-form';
import { passwordChangedPath } from '@/features/auth/lib/auth-links';
import { emitAuthEvent } from '@/features/auth/lib/auth-events';
import { useAuth } from '@/lib/account';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const tokenStatus = useResetTokenStatus(token);
  const linkRefused = tokenStatus.data === false;

  useEffect(() => {
    if (token) emitAuthEvent({ type: 'PASSWORD_RECOVERY' }, { crossTab: false });
  }, [token]);

  const onPasswordChanged = async () => {
    // The reset ended every session of the account, this tab's included if it had one.
    await refresh();
    await navigate(passwordChangedPath(), { replace: true });
  };

  return (
    <PageContainer className="py-10">
      <PageHeader
        title="Reset Password"
        description={
          token && !linkRefused
            ? 'Choose a new password for your Vaultmark account. The link works once.'
            : 'Enter the email address of your Vaultmark account and we will send you a link to choose a new password. The link works once and expires after an hour.'
        }
      />
      <div className="max-w-md">
        {!token ? (
          <RequestResetForm />
        ) : tokenStatus.isPending ? (
          <Spinner label="Checking your link" />
        ) : linkRefused ? (
          <div className="flex flex-col gap-6">
            <Alert variant="destructive" data-testid="reset-link-refused">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>{authMessages.resetLinkInvalid}</AlertDescription>
            </Alert>
            <RequestResetForm />
          </div>
        ) : (
          <NewPasswordForm token={token} onPasswordChanged={() => void onPasswordChanged()} />
        )}
        <p className="mt-8 text-sm text-muted-foreground">
          Remembered it?{' '}
          <Link to={paths.auth} className="font-medium text-accent-strong underline-offset-4 hover:underline">
            Go back to sign in
          </Link>
          .
        </p>
      </div>
    </PageContainer>
  );
}
