// /account: a signed-in user's bookings, webinar registrations, enquiries and assessment
// results (noindex). Signed out, it points to sign-in; a failed load offers a retry.
import { Link } from 'react-router-dom';
import { useAccountActivity } from '@/api/account/account-activity';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountActivityView } from '@/features/account-activity/components/account-activity';
import { TableError } from '@/components/data/query-state';
import { useAccount } from '@/lib/account';

export function Component() {
  const { account, loading } = useAccount();
  const signedIn = account.status === 'signed-in';
  const activity = useAccountActivity({ queryConfig: { enabled: signedIn } });
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
          <AccountActivityView activity={activity.data} />
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
