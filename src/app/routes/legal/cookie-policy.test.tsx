import { findRoute } from '@domain/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { Component } from './cookie-policy';

describe('cookie policy page', () => {
  it('renders one h1 titled as in the route table, with the last-updated date', () => {
    renderWithProviders(<Component />, { route: paths.cookiePolicy });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(findRoute(paths.cookiePolicy)?.title ?? 'missing');
    expect(screen.getByText('Nov 25, 2026')).toHaveAttribute('dateTime', '2026-11-25');
  });

  it('lists the session cookie, the sign-in device cookie, the page-view record, the session id, the analytics choice and Google Analytics, and nothing else', () => {
    renderWithProviders(<Component />, { route: paths.cookiePolicy });
    const table = screen.getByRole('table', { name: 'Cookies and browser storage used by this site' });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual([
      'Session cookie',
      'Sign-in device cookie',
      'Page-view record',
      'Session identifier',
      'Analytics choice',
      'Google Analytics cookies',
    ]);
    expect(table).toHaveTextContent(/Third-party cookies, only if you accept/);
    expect(table).toHaveTextContent(/First-party cookie, strictly necessary/);
    expect(table).toHaveTextContent(/last 1,000 page views/);
    expect(table).toHaveTextContent(/Session storage/);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
  });

  it('says no advertising or third-party analytics cookies are used', () => {
    renderWithProviders(<Component />, { route: paths.cookiePolicy });
    expect(screen.getByText('No advertising or retargeting cookies.')).toBeInTheDocument();
    expect(
      screen.getByText('No third-party analytics cookies unless you accept Google Analytics.'),
    ).toBeInTheDocument();
  });

  it('says there is nothing to choose when no Google Analytics id is configured', () => {
    renderWithProviders(<Component />, { route: paths.cookiePolicy });
    const choice = screen.getByRole('region', { name: 'Your answer about Google Analytics' });
    expect(choice).toHaveTextContent('This site is not set up with Google Analytics, so there is nothing to choose.');
  });

  it('lets the visitor change the answer when an id is configured, and remembers it', async () => {
    const meta = document.createElement('meta');
    meta.name = 'vaultmark:ga-measurement-id';
    meta.content = 'G-TEST1234';
    document.head.append(meta);
    try {
      const { user } = renderWithProviders(<Component />, { route: paths.cookiePolicy });
      const choice = screen.getByRole('region', { name: 'Your answer about Google Analytics' });
      expect(choice).toHaveTextContent('You have not answered yet.');
      await user.click(within(choice).getByRole('button', { name: 'Reject Google Analytics' }));
      expect(choice).toHaveTextContent('You rejected Google Analytics.');
      expect(window.localStorage.getItem('vaultmark.analyticsConsent')).toBe('denied');
      // eslint-disable-next-line testing-library/no-node-access -- a script element: nothing a person perceives to query by
      expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    } finally {
      meta.remove();
      window.localStorage.clear();
    }
  });
});
