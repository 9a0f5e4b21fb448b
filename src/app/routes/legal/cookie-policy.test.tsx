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
    expect(screen.getByText('21 Nov 2026')).toHaveAttribute('dateTime', '2026-11-21');
  });

  it('lists the session cookie, the local-storage record and the session-storage id, and nothing else', () => {
    renderWithProviders(<Component />, { route: paths.cookiePolicy });
    const table = screen.getByRole('table', { name: 'Cookies and browser storage used by this site' });
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['Session cookie', 'Page-view record', 'Session identifier']);
    expect(table).toHaveTextContent(/First-party cookie, strictly necessary/);
    expect(table).toHaveTextContent(/last 1,000 page views/);
    expect(table).toHaveTextContent(/Session storage/);
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('scope', 'col');
  });

  it('says no advertising or third-party analytics cookies are used', () => {
    renderWithProviders(<Component />, { route: paths.cookiePolicy });
    expect(screen.getByText('No advertising or retargeting cookies.')).toBeInTheDocument();
    expect(screen.getByText('No third-party analytics cookies.')).toBeInTheDocument();
  });
});
