// /live-webinars/manage/:token: the webinar registration behind a manage link (noindex; the
// server answers 404 for an unknown token), to see its time or cancel it.
import { Link, useParams } from 'react-router-dom';
import { useManagedRegistration } from '@/api/webinars/manage-registration';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ManageRegistration } from '@/features/webinars/components/manage-registration';
import { ApiError } from '@/lib/api-client';

export function Component() {
  const { token = '' } = useParams();
  const registration = useManagedRegistration(token, { queryConfig: { retry: false } });
  const notFound = registration.error?.cause instanceof ApiError && registration.error.cause.status === 404;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Live Webinars"
        title="Your Webinar Registration"
        description={
          notFound
            ? 'No registration matches this link. Check that the whole link from the email was copied.'
            : 'When the session is, in your time zone, and how to cancel your registration.'
        }
      >
        {registration.isError ? (
          <Button asChild>
            <Link to={paths.liveWebinars}>See the upcoming sessions</Link>
          </Button>
        ) : null}
      </PageHeader>
      {registration.data ? (
        <ManageRegistration token={token} registration={registration.data} />
      ) : registration.isError ? (
        notFound ? null : (
          <p role="alert">{registration.error.message}</p>
        )
      ) : (
        <PageSpinner />
      )}
    </PageContainer>
  );
}
