// /alerts/manage/:token: the alerts subscription behind a manage link (noindex; the server
// answers 404 for an unknown token), to change its frequency, remove topics or leave.
import { alertMessages } from '@domain/schemas/alerts';
import { useParams } from 'react-router-dom';
import { useManagedAlerts } from '@/api/alerts/alerts';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { PageSpinner } from '@/components/layout/page-spinner';
import { ManageAlerts } from '@/features/alerts/components/manage-alerts';
import { ApiError } from '@/lib/api-client';

export function Component() {
  const { token = '' } = useParams();
  const alerts = useManagedAlerts(token, { queryConfig: { retry: false } });
  const notFound = alerts.error?.cause instanceof ApiError && alerts.error.cause.status === 404;
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Alerts by email"
        title="Your Alerts"
        description={
          notFound
            ? alertMessages.notFound
            : 'The holders and indices you get alerts for, how often, and how to stop them.'
        }
      />
      {alerts.data ? (
        <ManageAlerts token={token} alerts={alerts.data} />
      ) : alerts.isError ? (
        notFound ? null : (
          <p role="alert">{alerts.error.message}</p>
        )
      ) : (
        <PageSpinner />
      )}
    </PageContainer>
  );
}
