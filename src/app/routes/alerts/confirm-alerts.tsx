// /alerts/confirm/:token: the confirmation link of an alerts subscription (noindex). Opening
// it never confirms; the button does (POST).
import { useParams } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { ConfirmAlerts } from '@/features/alerts/components/confirm-alerts';

export function Component() {
  const { token = '' } = useParams();
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Alerts by email"
        title="Confirm Your Alerts"
        description="Press the button to start the alerts you asked for. Nothing is sent until you confirm."
      />
      <ConfirmAlerts token={token} />
    </PageContainer>
  );
}
