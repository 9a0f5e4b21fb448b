import { findRoute } from '@domain/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { filterGlossary, glossary } from '@/content/glossary';
import { renderWithProviders } from '@/testing/render';
import { Component } from './glossary';

function renderGlossary() {
  return renderWithProviders(<Component />, { route: paths.glossary });
}

function termNames(): string[] {
  return Array.from(document.querySelectorAll('dt')).map((node) => node.textContent ?? '');
}

function azNav() {
  return screen.getByRole('navigation', { name: 'Glossary A to Z' });
}

describe('glossary page', () => {
  it('renders one h1 titled as in the route table, and every term', () => {
    renderGlossary();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findRoute(paths.glossary)?.title ?? 'missing');
    expect(termNames()).toEqual(glossary.map((entry) => entry.term));
  });

  it('links each letter of the A–Z list to the section of that letter, and only letters with terms', () => {
    renderGlossary();
    const letters = new Set(glossary.map((entry) => entry.letter));
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const link = within(azNav()).queryByRole('link', { name: letter });
      if (letters.has(letter)) {
        const id = `letter-${letter.toLowerCase()}`;
        // eslint-disable-next-line vitest/no-conditional-expect -- each letter's section, by the id its link names; letters without terms have no link
        expect(link).toHaveAttribute('href', `#${id}`);
        // eslint-disable-next-line testing-library/no-node-access -- each letter's section, by the id its link names; letters without terms have no link
        const section = document.getElementById(id);
        // eslint-disable-next-line vitest/no-conditional-expect -- each letter's section, by the id its link names; letters without terms have no link
        expect(section).not.toBeNull();
        // eslint-disable-next-line vitest/no-conditional-expect -- each letter's section, by the id its link names; letters without terms have no link
        expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(letter);
      } else {
        // eslint-disable-next-line vitest/no-conditional-expect -- each letter's section, by the id its link names; letters without terms have no link
        expect(link).toBeNull();
      }
    }
    expect(within(azNav()).queryByRole('link', { name: 'Z' })).toBeNull();
  });

  it('narrows the terms as the reader types, and updates the A–Z list', async () => {
    const { user } = renderGlossary();
    await user.type(screen.getByRole('searchbox', { name: 'Filter terms' }), 'utxo');

    expect(termNames()).toEqual(['UTXO']);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing 1 of ${glossary.length} terms`);
    expect(within(azNav()).getByRole('link', { name: 'U' })).toHaveAttribute('href', '#letter-u');
    expect(within(azNav()).queryByRole('link', { name: 'A' })).toBeNull();
  });

  it('matches aliases, not only term names', async () => {
    const { user } = renderGlossary();
    await user.type(screen.getByRole('searchbox', { name: 'Filter terms' }), 'satoshi');
    expect(termNames()).toContain('Sats');
    expect(termNames()).not.toContain('Halving');
  });

  it('says when nothing matches and can clear the filter', async () => {
    const { user } = renderGlossary();
    await user.type(screen.getByRole('searchbox', { name: 'Filter terms' }), 'qqqzzz');
    expect(screen.getByText(/No terms match/)).toBeInTheDocument();
    expect(termNames()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(termNames()).toHaveLength(glossary.length);
    expect(screen.getByRole('searchbox', { name: 'Filter terms' })).toHaveValue('');
  });
});

describe('glossary content', () => {
  it('has 40 to 60 terms, alphabetical, with unique anchors', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(40);
    expect(glossary.length).toBeLessThanOrEqual(60);
    const names = glossary.map((entry) => entry.term);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(new Set(glossary.map((entry) => entry.id)).size).toBe(glossary.length);
  });

  it('covers the core treasury terms', () => {
    const required = [
      'mNAV',
      'Market-cap mNAV',
      'Enterprise-value mNAV',
      'BTC yield',
      'Sats',
      'Cold storage',
      'Multisig',
      'Custody',
      'Qualified custodian',
      'Fair value accounting',
      'Impairment',
      'Convertible notes',
      'At-the-market (ATM) offering',
      'Preferred stock',
      'Treasury reserve asset',
      'HODL',
      'Halving',
      'Hash rate',
      'UTXO',
      'Private key',
      'Proof of reserves',
      'Basis risk',
      'Volatility',
      'Drawdown',
      'Counterparty risk',
      'Concentration',
      'Effective number of holdings',
      'Index weight cap',
      'Composite score',
      'Conviction score',
      'Exposure score',
      'Spot Bitcoin ETF',
      'Strategic Bitcoin Reserve',
      'Legal tender',
    ];
    const names = new Set(glossary.map((entry) => entry.term));
    for (const term of required) expect(names, term).toContain(term);
  });

  it('states the ASU 2023-08 effective date and measurement accurately', () => {
    const [entry] = filterGlossary(glossary, 'ASU 2023-08').filter((candidate) => candidate.term.includes('ASU'));
    expect(entry?.definition).toMatch(/fair value/);
    expect(entry?.definition).toMatch(/net income/);
    expect(entry?.definition).toMatch(/fiscal years beginning after Dec 15, 2024/);
  });

  it('uses the index methodology numbers of the spec', () => {
    const definition = (term: string) => glossary.find((entry) => entry.term === term)?.definition ?? '';
    expect(definition('Composite score')).toMatch(/70% conviction score plus 30% exposure score/);
    expect(definition('Index weight cap')).toMatch(/15%/);
    expect(definition('Effective number of holdings')).toMatch(/inverse of concentration/);
  });

  it('links only to pages in the route table', () => {
    for (const entry of glossary) {
      // eslint-disable-next-line vitest/no-conditional-expect -- each letter's section, by the id its link names; letters without terms have no link
      if (entry.link) expect(findRoute(entry.link.to), entry.term).toBeDefined();
    }
  });
});
