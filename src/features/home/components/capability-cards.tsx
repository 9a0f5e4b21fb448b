import { ArrowRight, BookOpenText, ChartLine, ClipboardCheck, GraduationCap, Presentation, Users } from 'lucide-react';
import type * as React from 'react';
import { Link } from '@/lib/navigation';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

interface Capability {
  title: string;
  body: string;
  to: string;
  linkLabel: string;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

export const capabilities: readonly Capability[] = [
  {
    title: 'Advisory programs',
    body: 'Structured engagements that take a finance team from first questions to a treasury policy the board can approve and the auditors can follow.',
    to: paths.programs,
    linkLabel: 'Explore advisory services',
    icon: Users,
  },
  {
    title: 'Live webinars',
    body: 'Twice-weekly live sessions on custody, accounting, risk and governance, with time for questions from practitioners.',
    to: paths.liveWebinars,
    linkLabel: 'See education programs',
    icon: Presentation,
  },
  {
    title: 'Risk assessment',
    body: 'A free readiness assessment of governance, liquidity, custody and reporting, before any capital is committed.',
    to: paths.assessment,
    linkLabel: 'Take the assessment',
    icon: ClipboardCheck,
  },
  {
    title: 'Learning frameworks',
    body: 'A structured curriculum of about 32 hours, usually completed in 4–8 weeks, for treasury and finance staff.',
    to: paths.learningFrameworks,
    linkLabel: 'View learning frameworks',
    icon: GraduationCap,
  },
  {
    title: 'Market intelligence',
    body: 'The Pure Bitcoin Treasury and GreenVault ESG indexes and an mNAV calculator, built on published rules and dated sources.',
    to: paths.bitcoinTreasury,
    linkLabel: 'Open the indexes',
    icon: ChartLine,
  },
  {
    title: 'Case studies & glossary',
    body: 'How Strategy, Tesla, Block, El Salvador and others approached Bitcoin reserves, and a glossary of the terms that come up.',
    to: paths.resources,
    linkLabel: 'Browse resources',
    icon: BookOpenText,
  },
];

export function CapabilityCards() {
  return (
    <section aria-labelledby="capabilities-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">What Vaultmark offers</p>
          <h2 id="capabilities-heading" className="mt-2 text-3xl font-bold tracking-tight text-primary">
            Everything a finance team needs to evaluate a Bitcoin treasury
          </h2>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map(({ title, body, to, linkLabel, icon: Icon }) => (
            <li key={title} className="flex">
              <Card className="w-full transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent/15 text-accent-strong">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <CardTitle className="mt-3">{title}</CardTitle>
                </CardHeader>
                <CardContent className="text-muted-foreground">{body}</CardContent>
                <Link
                  to={to}
                  className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline underline-offset-4"
                >
                  {linkLabel}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
