// Admin Dashboard: the administrators' area. Access control arrives with accounts; until
// then the page only says what the area is for and holds no data or actions.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        title="Admin Dashboard"
        description="The working area for Vaultmark administrators: maintaining index constituents, importing dated data snapshots and checking the mail the site sends."
      />
      <Prose>
        <p>
          The dashboard requires an administrator account. Administrators are appointed by the site operator; there is
          no self-service sign-up for this role.
        </p>
        <p>
          Looking for market data? The <Link to={paths.bitcoinTreasury}>Pure Bitcoin Treasury Index</Link> and the{' '}
          <Link to={paths.greenVaultIndex}>GreenVault ESG Index</Link> are public.
        </p>
      </Prose>
    </PageContainer>
  );
}
