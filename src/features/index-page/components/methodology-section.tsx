// The index's rules in words, from the same constants calculateIndex applies.
import type { Methodology } from '@domain/index-methodology/methodologies';
import { Prose } from '@/components/layout/prose';
import { methodologySections, type MethodologySection as Section } from '../lib/methodology-text';

export function SectionList({ sections, headingLevel }: { sections: readonly Section[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <div key={section.title}>
          <Heading>{section.title}</Heading>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export function MethodologySection({ methodology }: { methodology: Methodology }) {
  return (
    <section aria-labelledby="methodology-heading" className="below-fold mb-10">
      <Prose>
        <h2 id="methodology-heading">Methodology</h2>
        <SectionList sections={methodologySections(methodology)} headingLevel={3} />
      </Prose>
    </section>
  );
}
