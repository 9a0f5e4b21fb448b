// The Treasury Stress Test: what a BTC drawdown does to a company's cash, loans and
// covenants, month by month, then how to read the answer.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';
import { StressTestPage } from '@/features/stress-test/components/stress-test-page';

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Market Intelligence"
        title="Treasury Stress Test"
        description="Run a balance sheet through a BTC price path and see, month by month, its cash, its loans' loan-to-value and the first month each limit is breached: on a drawdown, on history replayed, on your own path or over many simulated paths. The link keeps every input."
      />
      <StressTestPage />
      <Prose className="mt-12" data-print="hide">
        <h2>How the test works</h2>
        <p>
          At each month end, cash falls by the monthly burn and each loan&apos;s interest (principal × rate ÷ 12), and
          each loan&apos;s loan-to-value is its principal divided by the value of its collateral at that month&apos;s
          BTC price. A limit is breached the first month the LTV reaches the margin call or liquidation level, cash
          falls below the minimum liquidity, or cash falls below zero.
        </p>
        <p>
          By default nothing is done about it: loans stay outstanding and no BTC is sold, so the table shows the first
          breach of each kind. Each action (topping up collateral, selling BTC to cover the burn, repaying at maturity)
          can be switched on, and every action taken is listed.
        </p>
        <p>
          A historical replay scales the stored daily closes so that the chosen day closes at the start price. Monte
          Carlo draws blocks of consecutive stored daily returns; the same seed gives the same answer. The solver finds
          the largest number of whole BTC the cash could buy at the start price that still gets through the required
          runway.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          { label: 'mNAV Calculator', to: paths.mnavCalculator, description: 'Market value against Bitcoin held.' },
          { label: 'Pure Bitcoin Treasury Index', to: paths.bitcoinTreasury, description: 'Holdings and weights.' },
          { label: 'Readiness Assessment', to: paths.assessment, description: 'Where your treasury plan stands.' },
        ]}
      />
      <p className="mt-8 text-sm text-muted-foreground">
        Educational material, not investment advice. See the{' '}
        <Link className="font-medium text-accent-strong underline" to={paths.educationalDisclaimer}>
          educational disclaimer
        </Link>
        .
      </p>
    </PageContainer>
  );
}
