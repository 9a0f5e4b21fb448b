import { findRoute } from '@domain/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { renderWithProviders } from '@/testing/render';
import { Component } from './privacy-policy';

describe('privacy policy page', () => {
  it('renders one h1 titled as in the route table, with the last-updated date', () => {
    renderWithProviders(<Component />, { route: paths.privacyPolicy });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findRoute(paths.privacyPolicy)?.title ?? 'missing');
    expect(screen.getByText('Dec 7, 2026')).toHaveAttribute('dateTime', '2026-12-07');
  });

  it('describes the data the site really keeps', () => {
    renderWithProviders(<Component />, { route: paths.privacyPolicy });
    const main = document.body;
    expect(main).toHaveTextContent(/full name, your email address and a password/);
    expect(main).toHaveTextContent(/only as a one-way hash/);
    expect(main).toHaveTextContent(/Readiness assessment: your answers, the scores/);
    expect(main).toHaveTextContent(/Consultation bookings: the time you chose/);
    expect(main).toHaveTextContent(/Webinar registrations: the session/);
    expect(main).toHaveTextContent(/Enrolment enquiries: the program/);
    expect(main).toHaveTextContent(/Treasury policy drafts: the company name and the choices you enter/);
    expect(main).toHaveTextContent(/Drafts are kept 12 months from the day they were made, then deleted/);
    // Retention as the server does it: no timed deletion; erased with the account.
    expect(main).toHaveTextContent(/does not delete them automatically after a fixed period/);
    expect(main).toHaveTextContent(/When an account is deleted, everything these forms stored about it/);
    expect(main).toHaveTextContent(/deleted about two days after their time window ends/);
    expect(main).toHaveTextContent(/last 1,000 pages viewed.*local storage.*session storage/);
    expect(main).toHaveTextContent(/do not use advertising cookies/);
  });

  it('gives the support mail as the contact', () => {
    renderWithProviders(<Component />, { route: paths.privacyPolicy });
    const mailLinks = screen.getAllByRole('link', { name: site.supportEmail });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  });

  it('links each "On this page" entry to a section that exists', () => {
    renderWithProviders(<Component />, { route: paths.privacyPolicy });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    // eslint-disable-next-line testing-library/no-node-access -- the contents' links and the sections their fragments name
    const links = Array.from(toc.querySelectorAll('a'));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      // eslint-disable-next-line testing-library/no-node-access -- the contents' links and the sections their fragments name
      expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? '');
    }
  });
});
