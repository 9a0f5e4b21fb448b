// /schedule-consultation/manage/:token: the booking behind a manage link (noindex; the
// server answers 404 for an unknown token), to cancel or move it.
import { Link, useParams } from 'react-router-dom';
import { useManagedBooking } from '@/api/consultations/manage-booking';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ManageBooking } from '@/features/consultation/components/manage-booking';
import { ApiError } from '@/lib/api-client';

export function Component() {
  const { token = '' } = useParams();
  const booking = useManagedBooking(token, { queryConfig: { retry: false } });
  const notFound = booking.error?.cause instanceof ApiError && booking.error.cause.status === 404;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Consultation"
        title="Your Consultation"
        description={
          notFound
            ? 'No booking matches this link. Check that the whole link from the email was copied.'
            : 'Cancel the call or move it to another time.'
        }
      >
        {booking.isError ? (
          <Button asChild>
            <Link to={paths.scheduleConsultation}>Book a consultation</Link>
          </Button>
        ) : null}
      </PageHeader>
      {booking.data ? (
        <ManageBooking token={token} booking={booking.data} />
      ) : booking.isError ? (
        notFound ? null : (
          <p role="alert">{booking.error.message}</p>
        )
      ) : (
        <PageSpinner />
      )}
    </PageContainer>
  );
}
