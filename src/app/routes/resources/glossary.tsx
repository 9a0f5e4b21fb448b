// Glossary: every term in src/content/glossary.ts, grouped A–Z, with a jump list and a
// filter that narrows the terms as the reader types.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { RelatedLinks } from '@/components/layout/related-links';
import { caseStudiesAnchor, paths } from '@/config/paths';
import { ALPHABET, filterGlossary, glossary, type GlossaryEntry } from '@/content/glossary';

function letterSectionId(letter: string): string {
  return `letter-${letter.toLowerCase()}`;
}

function groupByLetter(entries: readonly GlossaryEntry[]): Map<string, GlossaryEntry[]> {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.letter);
    if (group) group.push(entry);
    else groups.set(entry.letter, [entry]);
  }
  return groups;
}

const related = [
  { label: 'Case studies', to: caseStudiesAnchor, description: 'Six dated, sourced case studies.' },
  { label: 'mNAV Calculator', to: paths.mnavCalculator, description: 'Market value against Bitcoin held.' },
  { label: 'Learning Frameworks', to: paths.learningFrameworks, description: 'A structured curriculum for teams.' },
] as const;

export function Component() {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const visible = useMemo(() => filterGlossary(glossary, query), [query]);
  const groups = useMemo(() => groupByLetter(visible), [visible]);

  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Resources"
        title="Glossary"
        description="Plain definitions of the treasury, accounting and Bitcoin terms used across the site, written for finance teams."
      />

      <div role="search" className="max-w-xl">
        <label htmlFor={inputId} className="block text-sm font-semibold text-primary">
          Filter terms
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. mNAV, custody, impairment"
          autoComplete="off"
          className="mt-2 h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p role="status" className="mt-2 text-sm text-muted-foreground">
          {query.trim() ? `Showing ${visible.length} of ${glossary.length} terms` : `${glossary.length} terms`}
        </p>
      </div>

      <nav
        aria-label="Glossary A to Z"
        className="z-10 -mx-4 mt-6 bg-background/95 px-4 py-3 backdrop-blur sm:sticky sm:top-16"
      >
        <ul className="flex flex-wrap gap-1">
          {ALPHABET.map((letter) => (
            <li key={letter}>
              {groups.has(letter) ? (
                <a
                  href={`#${letterSectionId(letter)}`}
                  className="inline-flex size-9 items-center justify-center rounded-md border border-border font-semibold text-primary hover:border-accent hover:bg-muted"
                >
                  {letter}
                </a>
              ) : (
                <span
                  aria-disabled="true"
                  title={`No terms under ${letter}`}
                  className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground/60"
                >
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {visible.length === 0 ? (
        <div className="mt-8 max-w-xl rounded-lg border border-border bg-muted p-5">
          <p>No terms match “{query.trim()}”.</p>
          <button
            type="button"
            onClick={() => setQuery('')}
            className="mt-2 font-medium text-accent-strong underline underline-offset-2"
          >
            Clear the filter
          </button>
        </div>
      ) : null}

      <div className="mt-4 max-w-3xl">
        {[...groups.entries()].map(([letter, entries]) => (
          <section
            key={letter}
            id={letterSectionId(letter)}
            aria-labelledby={`${letterSectionId(letter)}-heading`}
            className="sm:scroll-mt-28"
          >
            <h2
              id={`${letterSectionId(letter)}-heading`}
              className="mt-10 border-b border-border pb-2 text-2xl font-semibold text-primary"
            >
              {letter}
            </h2>
            <dl className="mt-4 space-y-6">
              {entries.map((entry) => (
                <div key={entry.id} id={entry.id}>
                  <dt className="text-lg font-semibold text-primary">{entry.term}</dt>
                  <dd className="mt-1 leading-7">
                    {entry.definition}
                    {entry.aliases?.length ? (
                      <span className="mt-1 block text-sm text-muted-foreground">
                        Also known as: {entry.aliases.join(', ')}
                      </span>
                    ) : null}
                    {entry.link ? (
                      <span className="mt-1 block text-sm">
                        See:{' '}
                        <Link
                          to={entry.link.to}
                          className="font-medium text-accent-strong underline underline-offset-2"
                        >
                          {entry.link.label}
                        </Link>
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>

      <p className="mt-12 max-w-3xl text-sm text-muted-foreground">
        Definitions are general and educational, not investment, tax, legal or accounting advice. See the{' '}
        <Link to={paths.educationalDisclaimer} className="font-medium text-accent-strong underline underline-offset-2">
          Educational Disclaimer
        </Link>
        .
      </p>
      <RelatedLinks links={related} />
    </PageContainer>
  );
}
