import { findRoute } from '@domain/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderWithProviders } from '@/testing/render';
import { Component } from './about-us';

describe('about us page', () => {
  it('renders one h1 titled as in the route table', () => {
    renderWithProviders(<Component />, { route: paths.aboutUs });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findRoute(paths.aboutUs)?.title ?? 'missing');
  });

  it('shows how Vaultmark works with clients: assessment, then consultation, then program', () => {
    renderWithProviders(<Component />, { route: paths.aboutUs });
    const heading = screen.getByRole('heading', { level: 2, name: 'How we work with clients' });
    // eslint-disable-next-line testing-library/no-node-access -- the steps list sits under its heading with no name of its own
    const steps = within(heading.parentElement as HTMLElement).getByRole('list');
    expect(steps.tagName).toBe('OL');
    const titles = within(steps)
      .getAllByRole('heading', { level: 3 })
      .map((node) => node.textContent);
    expect(titles).toEqual(['Assessment', 'Consultation', 'Program']);
    const hrefs = within(steps)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([paths.assessment, paths.scheduleConsultation, paths.programs]);
  });

  it('states its principles and links the disclaimer and the support mail', () => {
    renderWithProviders(<Component />, { route: paths.aboutUs });
    for (const principle of ['Dated sources', 'Independence', 'Education, not advice']) {
      expect(screen.getByRole('heading', { level: 3, name: principle })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Educational Disclaimer' })).toHaveAttribute(
      'href',
      paths.educationalDisclaimer,
    );
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });

  it('links only to pages in the route table', () => {
    renderWithProviders(<Component />, { route: paths.aboutUs });
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('mailto:')) continue;
      expect(findRoute(href), href).toBeDefined();
    }
  });
});
