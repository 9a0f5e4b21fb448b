import { findRoute } from '@domain/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { caseStudyPath, paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { renderWithProviders } from '@/testing/render';
import { Component } from './resources';

function section(id: string): HTMLElement {
  // eslint-disable-next-line testing-library/no-node-access -- a section by the id its in-page link names; the first heading has none before it
  const element = document.getElementById(id);
  if (!element) throw new Error(`no section #${id}`);
  return element;
}

describe('resources page', () => {
  it('renders one h1 titled as in the route table', () => {
    renderWithProviders(<Component />, { route: paths.resources });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findRoute(paths.resources)?.title ?? 'missing');
  });

  it('lists all six case studies under #case-studies, each linking to its page with its one-line summary', () => {
    renderWithProviders(<Component />, { route: paths.resources });
    const list = section('case-studies');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(6);
    for (const study of caseStudies) {
      const link = within(list).getByRole('link', { name: new RegExp(study.name.replace(/[()]/g, '\\$&')) });
      expect(link).toHaveAttribute('href', caseStudyPath(study.slug));
      expect(link).toHaveTextContent(study.cardSummary);
      expect(findRoute(caseStudyPath(study.slug))).toBeDefined();
    }
  });

  it('links the glossary, the market-intelligence tools and the learning pages', () => {
    renderWithProviders(<Component />, { route: paths.resources });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      paths.glossary,
      paths.bitcoinTreasury,
      paths.greenVaultIndex,
      paths.bitcoinTreasuryStarter,
      paths.mnavCalculator,
      paths.learningFrameworks,
      paths.liveWebinars,
      paths.educationalDisclaimer,
    ]) {
      expect(hrefs, path).toContain(path);
    }
  });

  it('explains the data snapshots: dated, sourced, with caveats', () => {
    renderWithProviders(<Component />, { route: paths.resources });
    const notes = section('data-sources');
    expect(within(notes).getByRole('heading', { level: 2 })).toHaveTextContent('Data sources and methodology notes');
    expect(notes).toHaveTextContent(/own as-of date and a note naming its source/);
    expect(notes).toHaveTextContent(/public companies, Bitcoin funds .* and governments/);
    expect(notes).toHaveTextContent(/mixes dates/);
  });

  it('keeps headings in order (no level skipped)', () => {
    renderWithProviders(<Component />, { route: paths.resources });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      // eslint-disable-next-line vitest/no-conditional-expect -- a section by the id its in-page link names; the first heading has none before it
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });
});
