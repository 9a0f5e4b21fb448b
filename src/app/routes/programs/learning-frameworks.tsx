// Learning Frameworks: the structured curriculum (4–8 weeks, about 32 hours).
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const modules = [
  {
    title: 'Bitcoin for finance professionals',
    body: 'How the network, supply schedule and settlement work, in the terms a treasury team uses.',
  },
  {
    title: 'Treasury strategy and allocation',
    body: 'Where a Bitcoin position can fit among cash, investments and capital plans, and how to size it.',
  },
  {
    title: 'Risk management',
    body: 'Volatility, liquidity, counterparty and operational risk, and the limits and stress tests that contain them.',
  },
  {
    title: 'Custody and security',
    body: 'Custody models, key management, access controls and the due-diligence questions for providers.',
  },
  {
    title: 'Accounting, tax and audit',
    body: 'Measurement and disclosure, audit evidence and the tax questions to take to your advisers.',
  },
  {
    title: 'Governance and policy',
    body: 'Approval rights, segregation of duties and a written treasury policy the board can adopt.',
  },
  {
    title: 'Board and stakeholder communication',
    body: 'Explaining the decision, its risks and its monitoring to directors, investors and staff.',
  },
  {
    title: 'Implementation and monitoring',
    body: 'Execution, reconciliation, reporting cadence and when to revisit the policy.',
  },
] as const;

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Programs"
        title="Learning Frameworks"
        description="A structured curriculum that takes a finance team from first principles to a working treasury process. Most teams complete it in 4–8 weeks, about 32 hours of study in total."
      >
        <Button asChild variant="accent">
          <Link to={paths.pricing}>See program pricing</Link>
        </Button>
      </PageHeader>

      <h2 className="text-2xl font-semibold text-primary">The eight modules</h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        {modules.map((module, index) => (
          <li key={module.title} className="flex gap-4 rounded-xl border border-border bg-card p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-accent"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-primary">{module.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{module.body}</p>
            </div>
          </li>
        ))}
      </ol>

      <Prose className="mt-12">
        <h2>How teams use it</h2>
        <p>
          The modules build on each other, but each ends with questions your team can answer for its own company, so the
          work doubles as a first draft of your treasury policy. The{' '}
          <Link to={paths.liveWebinars}>twice-weekly live webinars</Link> are the place to bring questions the modules
          raise.
        </p>
      </Prose>

      <RelatedLinks
        links={[
          { label: 'Readiness assessment', to: paths.assessment, description: 'Find the modules you need most.' },
          { label: 'Advisory Services', to: paths.programs, description: 'Support beyond the curriculum.' },
          { label: 'Glossary', to: paths.glossary, description: 'The terms used in the modules.' },
        ]}
      />
    </PageContainer>
  );
}
