// A treasury policy draft as the page shows and prints it: the "to decide" items up front,
// then the numbered sections and clauses, each clause with its rationale and reference.
import { sectionNumber, type PolicyOpenItem } from '@domain/policy/draft';
import type { PolicySection } from '@domain/policy/clauses';

export function PolicyPreview({
  companyName,
  sections,
  openItems,
  dateLabel,
  headingLevel = 2,
}: {
  companyName: string;
  sections: readonly PolicySection[];
  openItems: readonly PolicyOpenItem[];
  dateLabel: string;
  /** The level of the draft's title; its sections are one below. */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Section = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article
      className="flex flex-col gap-6 rounded-xl border border-border bg-card p-5 text-sm leading-6"
      data-testid="policy-preview"
    >
      <header>
        <Title className="text-xl font-semibold text-primary">{companyName} — Bitcoin Treasury Policy</Title>
        <p className="text-muted-foreground">{dateLabel}</p>
      </header>
      {openItems.length > 0 ? (
        <section aria-label="To decide before adoption" className="rounded-lg border border-accent bg-muted p-4">
          <Section className="font-semibold text-foreground">To decide before adoption</Section>
          <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="policy-open-items">
            {openItems.map((item) => (
              <li key={item.questionId}>
                <span className="font-medium">
                  Section {sectionNumber(item.sectionId)}, {item.sectionTitle}:
                </span>{' '}
                {item.decision} <span className="text-muted-foreground">(assessment answer: {item.answer})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} aria-label={section.title} data-print="avoid-break">
          <Section className="font-semibold text-foreground">
            {sectionNumber(section.id)}. {section.title}
          </Section>
          <ol className="mt-2 flex flex-col gap-3">
            {section.clauses.map((clause, index) => (
              <li key={clause.id} data-clause={clause.id}>
                <p>
                  <span className="font-medium">
                    {sectionNumber(section.id)}.{index + 1}
                  </span>{' '}
                  {clause.text}
                </p>
                <p className="text-xs leading-5 text-muted-foreground">
                  Rationale: {clause.rationale}
                  {clause.reference ? ` Reference: ${clause.reference}.` : ''}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}
