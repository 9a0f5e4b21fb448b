// /account: a signed-in user's bookings, webinar registrations, enquiries and assessment
// results (noindex), and whether their address is verified. Signed out, it points to
// sign-in; a failed load offers a retry.
import { Link, useSearchParams } from 'react-router-dom';
import { useAccountActivity } from '@/api/account/account-activity';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountActivityView } from '@/features/account-activity/components/account-activity';
import {
  EmailVerification,
  type VerificationLinkOutcome,
} from '@/features/account-activity/components/email-verification';
import { TableError } from '@/components/data/query-state';
import { useAccount } from '@/lib/account';

export function Component() {
  const { account, loading } = useAccount();
  const signedIn = account.status === 'signed-in';
  const activity = useAccountActivity({ queryConfig: { enabled: signedIn } });
  const [params] = useSearchParams();
  // better-auth's redirect from the verification link: ?verified=1, plus &error=… when refused.
  const linkOutcome: VerificationLinkOutcome = params.has('error')
    ? 'refused'
    : params.has('verified')
      ? 'verified'
      : null;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Account"
        title="Your Account"
        description={
          signedIn
            ? `Signed in as ${account.email}. Your consultations, webinar registrations, enquiries and assessment results.`
            : loading
              ? undefined
              : 'Sign in to see your consultations, webinar registrations, enquiries and assessment results.'
        }
      >
        {!signedIn && !loading ? (
          <Button asChild>
            <Link to={paths.auth}>Sign In</Link>
          </Button>
        ) : null}
      </PageHeader>
      {loading ? (
        <PageSpinner />
      ) : signedIn ? (
        activity.data ? (
          <div className="flex flex-col gap-8">
            <EmailVerification email={account.email} verified={activity.data.emailVerified} linkOutcome={linkOutcome} />
            <AccountActivityView activity={activity.data} />
          </div>
        ) : activity.isError ? (
          <TableError
            title="Your account activity could not be loaded"
            message={activity.error.message}
            onRetry={() => void activity.refetch()}
            retrying={activity.isFetching}
          />
        ) : (
          <PageSpinner />
        )
      ) : null}
    </PageContainer>
  );
}
