// The GreenVault ESG Index: Bitcoin holders with a published renewable-energy claim.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Market Intelligence"
        title="GreenVault ESG Index"
        description="An ESG-themed view of corporate Bitcoin holdings: companies that hold Bitcoin and publish a claim about the renewable or zero-carbon share of the energy they use."
      />
      <Prose>
        <h2>What it measures</h2>
        <p>
          For each company the index records the Bitcoin it holds and the renewable share it claims, each with its own
          as-of date, and the basis of the claim — a company statement, power contracts, certificates or a definition
          that counts other zero-carbon sources such as nuclear.
        </p>
        <h2>How to read the claims</h2>
        <ul>
          <li>The renewable shares are the companies&apos; own figures; Vaultmark does not audit them.</li>
          <li>
            Where a claim is disputed by a supplier, a regulator or reporting, the index records that with the figure.
          </li>
          <li>
            &ldquo;Zero-carbon&rdquo; and &ldquo;renewable&rdquo; are not the same: a zero-carbon figure may include
            nuclear power.
          </li>
          <li>Holdings and energy claims often date from different periods; both dates are shown.</li>
        </ul>
        <p>
          The index is a research tool, not an investable product or a recommendation. The{' '}
          <Link to={paths.bitcoinTreasury}>Pure Bitcoin Treasury Index</Link> page explains the eligibility and
          weighting rules of Vaultmark&apos;s main index.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          {
            label: 'Pure Bitcoin Treasury Index',
            to: paths.bitcoinTreasury,
            description: 'The main index and its rules.',
          },
          { label: 'mNAV Calculator', to: paths.mnavCalculator, description: 'Market value against Bitcoin held.' },
          { label: 'Glossary', to: paths.glossary, description: 'ESG and treasury terms.' },
        ]}
      />
    </PageContainer>
  );
}
