// The Index Weight Calculator: try a methodology's settings on its live constituents and
// compare the weights with the official result. Linked from the index pages as
// /weight-calculator?index=<id>.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';
import { WeightCalculator } from '@/features/weight-calculator/components/weight-calculator';

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Market Intelligence"
        title="Index Weight Calculator"
        description="Change a methodology’s minimum holding, its conviction and exposure split or its weight cap, leave companies out or add your own, and see the weights, index value and concentration recomputed at once beside the official result."
      />
      <WeightCalculator />
      <p className="mt-8 max-w-3xl text-sm text-muted-foreground">
        Scenarios are calculated in your browser with the same rules as the published index; nothing you change here is
        saved or alters the index. Educational material, not investment advice — see the{' '}
        <Link className="font-medium text-accent-strong underline" to={paths.educationalDisclaimer}>
          educational disclaimer
        </Link>
        .
      </p>
      <RelatedLinks
        links={[
          { label: 'Pure Bitcoin Treasury Index', to: paths.bitcoinTreasury, description: 'The published rules.' },
          { label: 'GreenVault ESG Index', to: paths.greenVaultIndex, description: 'Holders with renewable claims.' },
          {
            label: 'Performance Chart',
            to: paths.performanceChart,
            description: 'Index value and BTC price over time.',
          },
        ]}
      />
    </PageContainer>
  );
}
