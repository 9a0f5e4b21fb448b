// The Pure Bitcoin Treasury Index: what it measures and its published rules.
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
        title="Pure Bitcoin Treasury Index"
        description="An index of public companies that hold Bitcoin on their balance sheet. It weights each company by how committed it is to Bitcoin — the share of its assets in BTC — and by the size of its holdings, with caps so no single name dominates."
      />
      <Prose>
        <h2>Eligibility</h2>
        <p>A company enters the index when all three hold:</p>
        <ul>
          <li>it holds at least 3,000 BTC;</li>
          <li>the USD value of those holdings is above zero;</li>
          <li>its market capitalisation is above zero.</li>
        </ul>
        <p>
          If no company qualifies, the index stands at 100 with no constituents, an effective number of holdings of 0
          and a concentration of 1.
        </p>
        <h2>Scoring</h2>
        <p>Each eligible company gets a composite score:</p>
        <ul>
          <li>
            <strong>70% conviction</strong> — Bitcoin&apos;s share of the company&apos;s assets, min–max scaled across
            the eligible companies;
          </li>
          <li>
            <strong>30% exposure</strong> — the BTC it holds, min–max scaled the same way.
          </li>
        </ul>
        <h2>Weights</h2>
        <ul>
          <li>Weights follow the composite scores and are capped at 15% per company.</li>
          <li>
            Weight cut by the cap is redistributed to the companies below it, and the weights are normalised to 100%.
          </li>
          <li>Each index weight is shown split into a primary part (70%) and a secondary part (30%).</li>
        </ul>
        <h2>Index level and concentration</h2>
        <ul>
          <li>The index level is the market-cap-weighted share scaled by 4,500, rounded to two decimals.</li>
          <li>
            Concentration is the sum of the squared weights; the effective number of holdings is its inverse — how many
            equally weighted companies would give the same concentration.
          </li>
          <li>One-, seven- and thirty-day performance are computed from the stored daily history of the index.</li>
        </ul>
        <h2>Data</h2>
        <p>
          Holdings, market capitalisations and prices carry their own as-of dates and sources, and these dates often
          differ between companies; the index records them with each figure. The index is a research tool, not an
          investable product or a recommendation. See the{' '}
          <Link to={paths.educationalDisclaimer}>educational disclaimer</Link>.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          {
            label: 'Bitcoin Treasury Starter',
            to: paths.bitcoinTreasuryStarter,
            description: 'How to read the index.',
          },
          { label: 'mNAV Calculator', to: paths.mnavCalculator, description: 'Market value against Bitcoin held.' },
          {
            label: 'GreenVault ESG Index',
            to: paths.greenVaultIndex,
            description: 'Holders with renewable-energy claims.',
          },
          {
            label: 'Case Study: Strategy',
            to: '/case-study/strategy',
            description: 'The first corporate treasury purchase.',
          },
          { label: 'Glossary', to: paths.glossary, description: 'mNAV, concentration and other terms.' },
        ]}
      />
    </PageContainer>
  );
}
