import { findRoute } from '@domain/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { legalDocuments } from '@/content/legal';
import { renderWithProviders } from '@/testing/render';
import { Component } from './educational-disclaimer';

describe('educational disclaimer page', () => {
  it('renders one h1 titled as in the route table, with the last-updated date', () => {
    renderWithProviders(<Component />, { route: paths.educationalDisclaimer });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findRoute(paths.educationalDisclaimer)?.title ?? 'missing');
    expect(screen.getByText('Nov 21, 2026')).toHaveAttribute('dateTime', '2026-11-21');
  });

  it('says the content is educational, not advice, and that figures are dated snapshots', () => {
    renderWithProviders(<Component />, { route: paths.educationalDisclaimer });
    const body = document.body;
    expect(body).toHaveTextContent(/not investment, tax, legal or accounting advice/);
    expect(body).toHaveTextContent(/snapshots/);
    expect(body).toHaveTextContent(/may be out of date/);
    expect(body).toHaveTextContent(/as-of date and source/);
  });
});

describe('legal documents', () => {
  it('are titled as in the route table and dated Nov 21, 2026, the cookie policy Nov 25, the privacy policy Dec 7', () => {
    const dates: Record<string, string> = { 'privacy-policy': '2026-12-07', 'cookie-policy': '2026-11-25' };
    for (const document of Object.values(legalDocuments)) {
      expect(findRoute(`/${document.slug}`)?.title).toBe(document.title);
      expect(document.lastUpdated).toBe(dates[document.slug] ?? '2026-11-21');
      expect(new Set(document.sections.map((section) => section.heading)).size).toBe(document.sections.length);
    }
  });
});
