import { findRoute } from '@domain/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderWithProviders } from '@/testing/render';
import { Component } from './terms-of-use';

describe('terms of use page', () => {
  it('renders one h1 titled as in the route table, with the last-updated date', () => {
    renderWithProviders(<Component />, { route: paths.termsOfUse });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findRoute(paths.termsOfUse)?.title ?? 'missing');
    expect(screen.getByText('Nov 21, 2026')).toHaveAttribute('dateTime', '2026-11-21');
  });

  it('covers accounts, acceptable use and the educational nature of the content', () => {
    renderWithProviders(<Component />, { route: paths.termsOfUse });
    for (const heading of ['Your account', 'Acceptable use', 'Education, not advice', 'Data and figures']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const disclaimerLinks = screen.getAllByRole('link', { name: 'Educational Disclaimer' });
    for (const link of disclaimerLinks) expect(link).toHaveAttribute('href', paths.educationalDisclaimer);
  });

  it('gives the support mail as the contact', () => {
    renderWithProviders(<Component />, { route: paths.termsOfUse });
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });
});
