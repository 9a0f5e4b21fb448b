// Advisory Services: what a Vaultmark advisory engagement covers and how it runs.
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const areas = [
  {
    title: 'Treasury policy',
    body: 'Objectives, allocation limits, approval rights, rebalancing and exit rules, written as a policy your board can adopt and review.',
  },
  {
    title: 'Risk and liquidity',
    body: 'How large a position the balance sheet can carry through a drawdown, what cash must stay available, and which scenarios to stress-test.',
  },
  {
    title: 'Custody and controls',
    body: 'Self-custody, qualified custodians and multi-signature set-ups compared on key control, insurance, segregation and operational effort.',
  },
  {
    title: 'Accounting and reporting',
    body: 'Measurement and disclosure under the standard that applies to you (for US GAAP reporters, fair value under ASU 2023-08), audit evidence and quarter-end routines.',
  },
  {
    title: 'Board and investor communication',
    body: 'The rationale, the risks in plain terms and a reporting pack, so directors and shareholders understand the decision and how it is monitored.',
  },
  {
    title: 'Implementation and review',
    body: 'Counterparty selection, execution approach, internal controls and a review cycle once the policy is live.',
  },
] as const;

const steps = [
  'Take the free readiness assessment to see which questions are already answered.',
  'Book a 30-minute consultation at no cost to agree what the engagement should cover.',
  'Work through the agreed areas with your finance team, with written outputs at each stage.',
  'Review the policy and reporting after it has run for a period, and adjust.',
] as const;

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Programs"
        title="Advisory Services"
        description="Advisory engagements for finance teams considering or already holding Bitcoin in treasury: we help you make the decision, document it and run it with the same discipline as the rest of the treasury."
      >
        <Button asChild variant="accent">
          <Link to={paths.scheduleConsultation}>Schedule a consultation</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.pricing}>See pricing</Link>
        </Button>
      </PageHeader>

      <h2 className="text-2xl font-semibold text-primary">What an engagement covers</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.title} className="flex">
            <Card className="w-full">
              <CardHeader>
                <CardTitle>{area.title}</CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground">{area.body}</CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <Prose className="mt-12">
        <h2>How it runs</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Vaultmark provides education and advisory support on process, governance and reporting. Decisions to buy, hold
          or sell remain with your company; nothing here is investment advice. See the{' '}
          <Link to={paths.educationalDisclaimer}>educational disclaimer</Link>.
        </p>
      </Prose>

      <RelatedLinks
        links={[
          { label: 'Pricing', to: paths.pricing, description: 'Three program tiers and what each includes.' },
          { label: 'Learning Frameworks', to: paths.learningFrameworks, description: 'The structured curriculum.' },
          { label: 'Education Programs', to: paths.liveWebinars, description: 'Twice-weekly live webinars.' },
          {
            label: 'Treasury Policy Drafter',
            to: paths.treasuryPolicy,
            description: 'Draft your own Bitcoin treasury policy and download it as a Word document.',
          },
        ]}
      />
    </PageContainer>
  );
}
