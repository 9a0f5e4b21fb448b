// Bitcoin Treasury Starter: the entry point to the Pure Bitcoin Treasury Index — what its
// figures mean and how to use them in a treasury discussion.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';

const terms = [
  { term: 'BTC held', meaning: 'The Bitcoin a company reports holding, with the date of the report.' },
  {
    term: 'BTC share of assets',
    meaning: 'The value of that Bitcoin as a share of total assets — the basis of the conviction score.',
  },
  {
    term: 'Composite score',
    meaning: '70% conviction plus 30% exposure (holdings size), each scaled across eligible companies.',
  },
  {
    term: 'Index weight',
    meaning: 'A company’s share of the index, capped at 15%, split into a 70% primary and a 30% secondary part.',
  },
  { term: 'Concentration', meaning: 'The sum of squared weights: higher means a few names dominate.' },
  {
    term: 'Effective number of holdings',
    meaning: 'The inverse of concentration: how many equal-weight companies would be as diversified.',
  },
] as const;

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Market Intelligence"
        title="Bitcoin Treasury Starter Index"
        description="The starting point for the Pure Bitcoin Treasury Index: what each figure means, and how a finance team can use the index when it compares its own plans with companies that already hold Bitcoin."
      />
      <Prose>
        <h2>The figures, in plain terms</h2>
      </Prose>
      <dl className="mt-4 grid max-w-4xl gap-4 sm:grid-cols-2">
        {terms.map(({ term, meaning }) => (
          <div key={term} className="rounded-lg border border-border bg-card p-4">
            <dt className="font-semibold text-primary">{term}</dt>
            <dd className="mt-1 text-sm leading-6 text-muted-foreground">{meaning}</dd>
          </div>
        ))}
      </dl>
      <Prose className="mt-10">
        <h2>Using it in a treasury discussion</h2>
        <ul>
          <li>
            Companies enter the index at 3,000 BTC. Comparing your planned allocation with that line shows how far a
            starter position is from the companies the index tracks.
          </li>
          <li>
            The BTC share of assets shows how committed each company is; set it beside the share of assets your own
            policy would allow.
          </li>
          <li>Read holdings with their dates. Figures come from filings and announcements made at different times.</li>
        </ul>
        <p>
          The full rules are on the <Link to={paths.bitcoinTreasury}>Pure Bitcoin Treasury Index</Link> page.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          { label: 'Pure Bitcoin Treasury Index', to: paths.bitcoinTreasury, description: 'The rules in full.' },
          { label: 'Readiness assessment', to: paths.assessment, description: 'Where your company stands.' },
          { label: 'Glossary', to: paths.glossary, description: 'More terms explained.' },
        ]}
      />
    </PageContainer>
  );
}
