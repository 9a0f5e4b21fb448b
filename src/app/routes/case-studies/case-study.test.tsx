import { findRoute } from '@domain/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudyPath, caseStudySlugs, paths } from '@/config/paths';
import { caseStudies, type CaseStudy } from '@/content/case-studies';
import { renderWithProviders } from '@/testing/render';
import { Component } from './case-study';

function renderCaseStudy(route: string) {
  return renderWithProviders(<Component />, { route });
}

/** Every BTC amount written anywhere in a case study (figures, timeline, text). */
function btcAmounts(study: CaseStudy): string[] {
  const texts = [
    study.summary,
    study.cardSummary,
    ...study.caveats,
    ...study.keyFigures.flatMap((figure) => [figure.value, figure.note ?? '']),
    ...study.timeline.map((entry) => entry.event),
    ...study.sections.flatMap((section) => section.paragraphs),
    ...study.lessons.flatMap((lesson) => [lesson.title, lesson.detail]),
  ];
  const amounts: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(/(\d[\d,.]*)(?:–~?(\d[\d,.]*))?\s+(?:BTC|bitcoins?)\b/g)) {
      if (match[1]) amounts.push(match[1]);
      if (match[2]) amounts.push(match[2]);
    }
  }
  return amounts;
}

// BTC amounts as printed in the project's fact sheet (shared/data/facts.md), copied here so
// the test does not read outside the repository. A figure on a page that is not in this list
// is either a typo or a fact without a source.
const FACT_SHEET_BTC_AMOUNTS = new Set([
  // Strategy
  '21,454',
  '38,250',
  '40,824',
  '738,731',
  '762,099',
  '846,842',
  '1,587',
  // Tesla
  '43,200',
  '11,509',
  '9,720',
  // Square / Block
  '4,709',
  '3,318',
  '8,038',
  '8,692',
  '8,883',
  // United States
  '127,271',
  '197,354',
  '198,000',
  '200,000',
  '325,000',
  '324,625',
  '328,372',
  // El Salvador
  '5,980.77',
  '6,242',
  '7,562',
  '7,689',
  // Norway
  '1,507',
  '2,446',
  '3,821',
  '3,214',
  '315',
  '107',
  '81',
  '77',
  '7,161',
  '11,400',
  '1,170',
]);

// Amounts Vaultmark derives from fact-sheet figures, each explained on the page.
const DERIVED_BTC_AMOUNTS = new Set([
  '8,027', // Square's two purchases: 4,709 + 3,318
  '127,000', // the Chen Zhi forfeiture, rounded
  '100,000', // "more than 100,000 BTC": 328,372 against about 198,000
  '4,000', // "more than 4,000 BTC": about 11,400 against 7,161
]);

describe('case study pages', () => {
  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '/case-study/%s renders its title and every key figure with its as-of date and source',
    (_slug, study) => {
      renderCaseStudy(caseStudyPath(study.slug));

      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(headings[0]).toHaveTextContent(study.title);

      const table = screen.getByRole('table', {
        name: `Key figures for ${study.name}, each with its as-of date and source`,
      });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(study.keyFigures.length);
      study.keyFigures.forEach((figure, index) => {
        const row = rows[index];
        if (!row) throw new Error(`missing row for ${figure.label}`);
        expect(within(row).getByRole('rowheader')).toHaveTextContent(figure.label);
        const cells = within(row).getAllByRole('cell');
        expect(cells[0]).toHaveTextContent(figure.value);
        expect(cells[1]).toHaveTextContent(figure.asOf);
        expect(cells[2]).toHaveTextContent(figure.source);
        // eslint-disable-next-line vitest/no-conditional-expect -- the timeline and its dates, and a row by its row header, have no role or name of their own
        if (figure.note) expect(cells[2]).toHaveTextContent(figure.note);
      });

      expect(screen.getAllByText(`Data as of ${study.dataAsOf}.`).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('link', { name: 'educational disclaimer' })[0]).toHaveAttribute(
        'href',
        paths.educationalDisclaimer,
      );
    },
  );

  it('shows every timeline entry with a machine-readable date and its source', () => {
    const study = caseStudies.find((candidate) => candidate.slug === 'el-salvador');
    if (!study) throw new Error('el-salvador missing');
    renderCaseStudy(caseStudyPath(study.slug));

    // eslint-disable-next-line testing-library/no-node-access -- the timeline and its dates, and a row by its row header, have no role or name of their own
    const timeline = screen.getByRole('heading', { name: 'Timeline' }).nextElementSibling as HTMLElement;
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(study.timeline.length);
    study.timeline.forEach((entry, index) => {
      const item = items[index] as HTMLElement;
      // eslint-disable-next-line testing-library/no-node-access -- the timeline and its dates, and a row by its row header, have no role or name of their own
      expect(item.querySelector('time')).toHaveAttribute('dateTime', entry.date);
      expect(item).toHaveTextContent(entry.label);
      expect(item).toHaveTextContent(`Source: ${entry.source}`);
    });
  });

  it('says where sources differ and frames lessons as Vaultmark commentary', () => {
    renderCaseStudy('/case-study/us-government');
    expect(screen.getByRole('heading', { name: /where sources differ/i })).toBeInTheDocument();
    expect(screen.getAllByText(/198,000/).length).toBeGreaterThan(0);
    expect(screen.getByText(/not statements of fact about United States Government/)).toBeInTheDocument();
  });

  it('shows the sourced Strategy quote with its date and source', () => {
    renderCaseStudy('/case-study/strategy');
    expect(screen.getByText(/dependable store of value and an attractive investment asset/)).toBeInTheDocument();
    expect(screen.getByText(/Business Wire, Aug 11, 2020/)).toBeInTheDocument();
  });

  it('writes its dates as the spec shows them: data as of, key figures and last reviewed', () => {
    renderCaseStudy('/case-study/strategy');
    expect(screen.getAllByText('Data as of Jun 15, 2026.').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: /^Key figures for Strategy/ });
    // eslint-disable-next-line testing-library/no-node-access -- the timeline and its dates, and a row by its row header, have no role or name of their own
    const firstPurchase = within(table).getByRole('rowheader', { name: 'First purchase' }).closest('tr')!;
    expect(within(firstPurchase).getAllByRole('cell')[1]).toHaveTextContent(/^Aug 11, 2020$/);
    expect(screen.getAllByText('Nov 21, 2026')[0]).toHaveAttribute('dateTime', '2026-11-21');
  });

  it('accepts a trailing slash', () => {
    renderCaseStudy('/case-study/tesla/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Case Study: Tesla');
  });

  it('shows a not-found message with a link to the resources page for an unknown slug', () => {
    renderCaseStudy('/case-study/unknown-company');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Case study not found');
    expect(screen.getByRole('link', { name: /see all case studies/i })).toHaveAttribute(
      'href',
      `${paths.resources}#case-studies`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('case study content', () => {
  it('has exactly one study per case-study route, titled as in the route table', () => {
    expect(caseStudies.map((study) => study.slug).sort()).toEqual([...caseStudySlugs].sort());
    for (const study of caseStudies) {
      expect(findRoute(caseStudyPath(study.slug))?.title).toBe(study.title);
    }
  });

  it('gives every key figure a value, an as-of date and a source', () => {
    for (const study of caseStudies) {
      expect(study.keyFigures.length).toBeGreaterThan(0);
      for (const figure of study.keyFigures) {
        expect(figure.value.trim(), `${study.slug}: ${figure.label}`).not.toBe('');
        expect(figure.asOf.trim(), `${study.slug}: ${figure.label}`).not.toBe('');
        expect(figure.source.trim(), `${study.slug}: ${figure.label}`).not.toBe('');
      }
    }
  });

  it('dates every timeline entry (YYYY-MM-DD or YYYY-MM), names its source and keeps it in order', () => {
    for (const study of caseStudies) {
      const dates = study.timeline.map((entry) => entry.date);
      expect(dates, study.slug).toEqual([...dates].sort());
      for (const entry of study.timeline) {
        expect(entry.date).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
        expect(entry.source.trim()).not.toBe('');
        expect(entry.label.trim()).not.toBe('');
      }
    }
  });

  it('has a summary, sections, lessons and a data-as-of date for every study', () => {
    for (const study of caseStudies) {
      expect(study.summary.length).toBeGreaterThan(100);
      expect(study.cardSummary.length).toBeLessThanOrEqual(200);
      expect(study.sections.length).toBeGreaterThan(0);
      expect(study.lessons.length).toBeGreaterThanOrEqual(3);
      expect(study.dataAsOf.trim()).not.toBe('');
      expect(study.lastReviewed).toBe('2026-11-21');
    }
  });

  it('only states BTC amounts found in the fact sheet, or derived from it', () => {
    for (const study of caseStudies) {
      for (const amount of btcAmounts(study)) {
        expect(
          FACT_SHEET_BTC_AMOUNTS.has(amount) || DERIVED_BTC_AMOUNTS.has(amount),
          `${study.slug}: ${amount} BTC is not in the fact sheet`,
        ).toBe(true);
      }
    }
  });

  it('flags the estimates and unverified figures the fact sheet flags', () => {
    const text = (slug: string) => JSON.stringify(caseStudies.find((study) => study.slug === slug));
    expect(text('tesla')).toMatch(/Arkham on-chain estimate/);
    expect(text('us-government')).toMatch(/198,000.{0,4}328,372/);
    expect(text('norway')).toMatch(/does not hold Bitcoin directly/);
    expect(text('norway')).toMatch(/Aker\/Seetee holdings were not verified/);
    expect(text('norway')).toMatch(/[Ll]ow confidence/);
    expect(text('el-salvador')).toMatch(/IMF/);
  });
});
