// One module for all six case-study pages: the slug comes from the path, the content from
// src/content/case-studies.ts. Every figure is shown with its as-of date and its source.
import { Link, useLocation } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { Button } from '@/components/ui/button';
import { caseStudiesAnchor, caseStudyPath, paths } from '@/config/paths';
import { site } from '@/config/site';
import { caseStudies, findCaseStudy, type CaseStudy } from '@/content/case-studies';
import { formatDate } from '@/lib/format';

const CASE_STUDY_PREFIX = '/case-study/';

/** '/case-study/tesla' or '/case-study/tesla/' -> 'tesla'; anything else -> ''. */
function slugFromPath(pathname: string): string {
  if (!pathname.startsWith(CASE_STUDY_PREFIX)) return '';
  return pathname.slice(CASE_STUDY_PREFIX.length).replace(/\/+$/, '');
}

export function Component() {
  const { pathname } = useLocation();
  const study = findCaseStudy(slugFromPath(pathname));
  return study ? <CaseStudyArticle study={study} /> : <CaseStudyNotFound />;
}

function CaseStudyNotFound() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Case studies"
        title="Case study not found"
        description="There is no case study at this address. It may have moved, or the address may be mistyped."
      >
        <Button asChild>
          <Link to={caseStudiesAnchor}>See all case studies in Resources</Link>
        </Button>
      </PageHeader>
    </PageContainer>
  );
}

function DataAsOf({ study }: { study: CaseStudy }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-semibold text-foreground">Data as of {study.dataAsOf}.</span> Each figure shows its own
      as-of date and source. Last reviewed <time dateTime={study.lastReviewed}>{formatDate(study.lastReviewed)}</time>.
      Educational content, not investment advice: see the{' '}
      <Link to={paths.educationalDisclaimer} className="font-medium text-accent-strong underline underline-offset-2">
        educational disclaimer
      </Link>
      .
    </p>
  );
}

function KeyFiguresTable({ study }: { study: CaseStudy }) {
  return (
    <section aria-labelledby="key-figures-heading" className="mt-10">
      <h2 id="key-figures-heading" className="text-2xl font-semibold text-primary">
        Key figures
      </h2>
      {/* Narrow screens: one card per figure, so the as-of date and source stay in view. */}
      <ul className="mt-4 space-y-3 md:hidden">
        {study.keyFigures.map((figure) => (
          <li key={`${figure.label}-${figure.asOf}`} className="rounded-lg border border-border bg-card p-4">
            <p className="text-sm font-medium text-muted-foreground">{figure.label}</p>
            <p className="mt-1 text-lg font-semibold text-primary tabular-nums">{figure.value}</p>
            <p className="mt-1 text-sm">
              <span className="font-medium">As of:</span> {figure.asOf}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">Source:</span> {figure.source}
            </p>
            {figure.note ? <p className="mt-1 text-xs">Note: {figure.note}</p> : null}
          </li>
        ))}
      </ul>
      <div
        role="region"
        aria-labelledby="key-figures-caption"
        tabIndex={0}
        className="mt-4 hidden overflow-x-auto rounded-lg border border-border focus-visible:outline-2 md:block"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption id="key-figures-caption" className="sr-only">
            Key figures for {study.name}, each with its as-of date and source
          </caption>
          <thead className="bg-muted text-primary">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Figure
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Value
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                As of
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Source
              </th>
            </tr>
          </thead>
          <tbody>
            {study.keyFigures.map((figure) => (
              <tr key={`${figure.label}-${figure.asOf}`} className="border-t border-border align-top">
                <th scope="row" className="px-4 py-3 font-medium text-foreground">
                  {figure.label}
                </th>
                <td className="px-4 py-3 font-semibold whitespace-nowrap text-primary tabular-nums">{figure.value}</td>
                <td className="px-4 py-3 whitespace-nowrap">{figure.asOf}</td>
                <td className="px-4 py-3 text-muted-foreground">
                  {figure.source}
                  {figure.note ? <p className="mt-1 text-xs text-foreground">Note: {figure.note}</p> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Caveats({ study }: { study: CaseStudy }) {
  if (study.caveats.length === 0) return null;
  return (
    <section
      aria-labelledby="caveats-heading"
      className="mt-8 max-w-3xl rounded-lg border border-accent/40 bg-muted p-5"
    >
      <h2 id="caveats-heading" className="text-lg font-semibold text-primary">
        Where sources differ, and what is estimated
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6">
        {study.caveats.map((caveat) => (
          <li key={caveat}>{caveat}</li>
        ))}
      </ul>
    </section>
  );
}

function Timeline({ study }: { study: CaseStudy }) {
  return (
    <section aria-labelledby="timeline-heading" className="mt-10">
      <h2 id="timeline-heading" className="text-2xl font-semibold text-primary">
        Timeline
      </h2>
      <ol className="mt-6 max-w-3xl space-y-6 border-l-2 border-border pl-6">
        {study.timeline.map((entry) => (
          <li key={`${entry.date}-${entry.event}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full border-2 border-background bg-accent"
            />
            <time dateTime={entry.date} className="text-sm font-semibold text-accent-strong">
              {entry.label}
            </time>
            <p className="mt-1 leading-7">{entry.event}</p>
            <p className="mt-1 text-sm text-muted-foreground">Source: {entry.source}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Lessons({ study }: { study: CaseStudy }) {
  return (
    <section aria-labelledby="lessons-heading" className="mt-12">
      <h2 id="lessons-heading" className="text-2xl font-semibold text-primary">
        Risks and lessons for a corporate treasurer
      </h2>
      <p className="mt-3 max-w-3xl text-sm text-muted-foreground">
        {site.name}’s educational commentary, drawn from the public record above. These are not statements of fact about{' '}
        {study.name}, its intentions or its results, and not a recommendation.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {study.lessons.map((lesson) => (
          <li key={lesson.title} className="rounded-xl border border-border bg-card p-5">
            <h3 className="font-semibold text-primary">{lesson.title}</h3>
            <p className="mt-2 text-sm leading-6">{lesson.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const otherStudies = caseStudies
    .filter((other) => other.slug !== study.slug)
    .map((other) => ({ label: other.name, to: caseStudyPath(other.slug), description: other.cardSummary }));

  return (
    <PageContainer className="py-10">
      <article>
        <PageHeader eyebrow={`Case study · ${study.kind}`} title={study.title} description={study.summary} />
        <DataAsOf study={study} />

        <KeyFiguresTable study={study} />
        <Caveats study={study} />
        <Timeline study={study} />

        <Prose className="mt-2">
          {study.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          {study.quote ? (
            <figure className="mt-8">
              <blockquote>
                <p>“{study.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-3 text-sm text-muted-foreground">
                — {study.quote.attribution}. {study.quote.source}
              </figcaption>
            </figure>
          ) : null}
        </Prose>

        <Lessons study={study} />

        <footer className="mt-12 border-t border-border pt-6">
          <DataAsOf study={study} />
          <p className="mt-3 text-sm">
            <Link to={caseStudiesAnchor} className="font-medium text-accent-strong underline underline-offset-2">
              All case studies
            </Link>
            {' · '}
            <Link to={paths.glossary} className="font-medium text-accent-strong underline underline-offset-2">
              Glossary of terms
            </Link>
          </p>
        </footer>
      </article>
      <RelatedLinks title="Other case studies" links={otherStudies} />
    </PageContainer>
  );
}
