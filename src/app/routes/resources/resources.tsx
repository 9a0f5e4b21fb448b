// Resources hub: case studies, glossary, market-intelligence tools, learning pages and the
// notes on where the site's data snapshots come from.
import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { caseStudyPath, paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { glossary } from '@/content/glossary';
import { learningResources, marketIntelligenceTools, methodologyNotes, type ResourceLink } from '@/content/resources';

function ResourceSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-14 first-of-type:mt-0">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-primary">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}

function LinkCard({ title, to, description, meta }: ResourceLink & { meta?: string }) {
  return (
    <li className="flex">
      <Link
        to={to}
        className="group flex w-full flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-accent hover:bg-muted/50"
      >
        {meta ? <span className="text-xs font-semibold uppercase tracking-wide text-accent-strong">{meta}</span> : null}
        <span className="mt-1 text-lg font-semibold text-primary">
          {title}{' '}
          <ArrowRight
            aria-hidden="true"
            className="inline size-4 align-[-2px] transition-transform group-hover:translate-x-0.5"
          />
        </span>
        <span className="mt-2 text-sm leading-6 text-muted-foreground">{description}</span>
      </Link>
    </li>
  );
}

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Resources"
        title="Resources"
        description="Case studies, a glossary, market-intelligence tools and learning material on corporate Bitcoin treasury management, with every figure dated and sourced."
      />

      <ResourceSection
        id="case-studies"
        title="Case studies"
        intro="How six companies and governments have approached Bitcoin as a treasury or reserve asset: a dated timeline, key figures with sources, and lessons for a corporate treasurer."
      >
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((study) => (
            <LinkCard
              key={study.slug}
              title={study.name}
              to={caseStudyPath(study.slug)}
              description={study.cardSummary}
              meta={study.kind}
            />
          ))}
        </ul>
      </ResourceSection>

      <ResourceSection
        id="glossary"
        title="Glossary"
        intro={`${glossary.length} treasury, accounting and Bitcoin terms, from ASU 2023-08 to UTXO, defined for finance teams.`}
      >
        <p className="mt-4">
          <Link to={paths.glossary} className="font-semibold text-accent-strong underline underline-offset-2">
            Open the glossary
          </Link>
        </p>
      </ResourceSection>

      <ResourceSection
        id="market-intelligence"
        title="Market intelligence tools"
        intro="Indices and a calculator built on the dated data snapshots described below."
      >
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {marketIntelligenceTools.map((tool) => (
            <LinkCard key={tool.to} {...tool} />
          ))}
        </ul>
      </ResourceSection>

      <ResourceSection id="learning" title="Learning Frameworks and Live Webinars">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {learningResources.map((resource) => (
            <LinkCard key={resource.to} {...resource} />
          ))}
        </ul>
      </ResourceSection>

      <ResourceSection id="data-sources" title="Data sources and methodology notes">
        <Prose className="mt-2">
          {methodologyNotes.map((note) => (
            <section key={note.heading} className="space-y-3">
              <h3>{note.heading}</h3>
              {note.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {note.items ? (
                <ul>
                  {note.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <p>
            Figures and commentary on this site are educational, not investment, tax, legal or accounting advice. See
            the <Link to={paths.educationalDisclaimer}>Educational Disclaimer</Link>.
          </p>
        </Prose>
      </ResourceSection>
    </PageContainer>
  );
}
