// Pricing: the three program tiers (497, 997 and 2,997 USD) and the 30-day guarantee. Each
// tier's button opens an enrolment enquiry; an invoice follows, there is no card payment.
import { ENQUIRY_NEXT_STEP, PROGRAM_TIERS } from '@domain/pricing/tiers';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RelatedLinks } from '@/components/layout/related-links';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { EnquiryDialog } from '@/features/enrolment/components/enquiry-dialog';
import { formatUsd } from '@/lib/format';
import { cn } from '@/lib/utils';

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Programs"
        title="Pricing"
        description="Three program tiers, priced in US dollars. Every tier comes with a 30-day satisfaction guarantee. The readiness assessment and a 30-minute consultation are free, with or without a program."
      />
      <ul className="grid gap-6 lg:grid-cols-3">
        {PROGRAM_TIERS.map((tier) => (
          <li key={tier.name} className="flex">
            <Card className={cn('w-full', tier.highlighted && 'border-accent ring-2 ring-accent')}>
              <CardHeader>
                <CardTitle level={2}>{tier.name}</CardTitle>
                <CardDescription>{tier.audience}</CardDescription>
              </CardHeader>
              <p className="text-4xl font-bold tracking-tight text-primary">
                {formatUsd(tier.priceUsd, 0)}
                <span className="ml-1 text-base font-medium text-muted-foreground">USD</span>
              </p>
              <CardContent>
                <ul className="space-y-2">
                  {tier.includes.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </CardContent>
              <CardFooter>
                <EnquiryDialog tier={tier} highlighted={tier.highlighted} />
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
        Enrolling starts with an enquiry. {ENQUIRY_NEXT_STEP}
      </p>
      <Prose className="mt-12">
        <h2>Questions</h2>
        <h3>What does the 30-day satisfaction guarantee mean?</h3>
        <p>
          If a program is not meeting your needs, tell us within 30 days of starting. The guarantee&apos;s terms are set
          out in writing when you enrol.
        </p>
        <h3>How long does the learning framework take?</h3>
        <p>Most teams finish it in 4–8 weeks, about 32 hours in total, alongside their usual work.</p>
        <h3>How often are the live webinars?</h3>
        <p>
          Twice a week. See <Link to={paths.liveWebinars}>Education Programs</Link> for the topics.
        </p>
        <h3>Which tier fits us?</h3>
        <p>
          Start with the <Link to={paths.assessment}>free assessment</Link>, or{' '}
          <Link to={paths.scheduleConsultation}>book a consultation</Link> and we will suggest one.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          {
            label: 'Treasury Policy Drafter',
            to: paths.treasuryPolicy,
            description:
              'Free: draft a Bitcoin treasury policy from your own choices and download it as a Word document.',
          },
        ]}
      />
    </PageContainer>
  );
}
