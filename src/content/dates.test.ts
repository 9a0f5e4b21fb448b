// The site's prose writes its dates as the spec shows them: en-US, short month ('Jun 15,
// 2026'), never day-month-year ('15 Jun 2026', '15 June 2026') beside the formatted ones.
import { describe, expect, it } from 'vitest';
import { aboutIntro, aboutOfferings, aboutPrinciples, aboutSteps } from './about';
import { caseStudies } from './case-studies';
import { glossary } from './glossary';
import { legalDocuments } from './legal';
import { learningResources, marketIntelligenceTools, methodologyNotes } from './resources';
import { formatDate } from '@/lib/format';

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)';
/** A day before its month: '15 Jun 2026', '9–16 Mar 2026', '6 March 2025'. */
const DAY_MONTH = new RegExp(`\\b\\d{1,2}(?:[–-]\\d{1,2})? ${MONTH}\\b`);

/** Every string in a value, with where it is. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

const content = {
  caseStudies,
  glossary,
  about: { aboutIntro, aboutOfferings, aboutPrinciples, aboutSteps },
  legalDocuments,
  resources: { learningResources, marketIntelligenceTools, methodologyNotes },
};

describe('dates in the content', () => {
  it.each(Object.entries(content))('%s writes no day before its month', (name, value) => {
    const dayMonth = strings(value, name).filter(([, text]) => DAY_MONTH.test(text));
    expect(dayMonth).toEqual([]);
  });

  it('writes case-study dates as the spec shows them', () => {
    const strategy = caseStudies.find((study) => study.slug === 'strategy')!;
    expect(strategy.dataAsOf).toBe('Jun 15, 2026');
    expect(strategy.keyFigures.find((figure) => figure.label === 'First purchase')?.asOf).toBe('Aug 11, 2020');
  });

  it('labels each timeline day as formatDate shows its date', () => {
    for (const study of caseStudies) {
      for (const entry of study.timeline) {
        // A day-dated entry whose label names a day (not 'Q1 2021' or 'Mid-2024').
        if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date) || !/\b\d{1,2}, \d{4}\b/.test(entry.label)) continue;
        expect(entry.label, `${study.slug}: ${entry.date}`).toContain(formatDate(entry.date));
      }
    }
  });
});
