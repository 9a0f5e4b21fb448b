// The overview's site traffic against msw: the chart, its table, the top paths, referrers
// and funnel show the answer's own figures; the period switch asks for 7, 30 or 90 days;
// a period with nothing recorded says so.
import type { AnalyticsOverview } from '@domain/schemas/analytics';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { SiteTraffic } from './site-traffic';

const answer: AnalyticsOverview = {
  from: '2026-11-24',
  to: '2026-11-26',
  days: [
    { date: '2026-11-24', pageViews: 12, visitors: 5 },
    { date: '2026-11-25', pageViews: 0, visitors: 0 },
    { date: '2026-11-26', pageViews: 1234, visitors: 321 },
  ],
  topPaths: [
    { path: '/', pageViews: 700 },
    { path: '/assessment', pageViews: 400 },
    { path: '(not found)', pageViews: 3 },
  ],
  referrers: [
    { host: 'news.example.com', visits: 41 },
    { host: 'search.example.org', visits: 7 },
  ],
  funnel: { home: 200, assessment: 50, booking: 4 },
};

const empty: AnalyticsOverview = {
  from: '2026-10-28',
  to: '2026-11-26',
  days: [{ date: '2026-11-26', pageViews: 0, visitors: 0 }],
  topPaths: [],
  referrers: [],
  funnel: { home: 0, assessment: 0, booking: 0 },
};

function serve(byDays: (days: number) => AnalyticsOverview) {
  const asked: number[] = [];
  server.use(
    http.get('*/api/admin/analytics', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      asked.push(days);
      return HttpResponse.json(byDays(days));
    }),
  );
  return asked;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('site traffic', () => {
  it('shows the answer’s page views per day, top paths, referrers and funnel', async () => {
    const asked = serve(() => answer);
    renderWithProviders(<SiteTraffic />);

    const chart = await screen.findByRole('img', { name: /^Page views per day/ });
    expect(chart).toHaveAccessibleName(
      'Page views per day, Nov 24, 2026 to Nov 26, 2026: 1,246 in all; the most on Nov 26, 2026, 1,234.',
    );
    expect(asked).toEqual([30]);
    expect(within(screen.getByTestId('page-views-chart')).getAllByTestId('page-views-bar')).toHaveLength(3);
    expect(chart).toHaveTextContent('Nov 26');
    // The axis ends on a round number above the busiest day.
    expect(chart).toHaveTextContent('1,500');

    const perDay = screen.getByRole('table', { name: 'Page views and visitors per day' });
    expect(within(perDay).getAllByTestId('page-views-day').map(cellsOf)).toEqual([
      ['Nov 24, 2026', '12', '5'],
      ['Nov 25, 2026', '0', '0'],
      ['Nov 26, 2026', '1,234', '321'],
    ]);

    const paths = screen.getByRole('table', { name: /^Top paths, Nov 24, 2026 to Nov 26, 2026/ });
    expect(within(paths).getAllByTestId('top-path').map(cellsOf)).toEqual([
      ['/', '700'],
      ['/assessment', '400'],
      ['(not found) (paths outside the site’s pages)', '3'],
    ]);
    const referrers = screen.getByRole('table', { name: /^Referrers/ });
    expect(within(referrers).getAllByTestId('referrer').map(cellsOf)).toEqual([
      ['news.example.com', '41'],
      ['search.example.org', '7'],
    ]);

    const funnel = screen.getByRole('table', { name: /^Funnel: home → assessment → booking/ });
    expect(within(funnel).getAllByTestId('funnel-step').map(cellsOf)).toEqual([
      ['Saw the home page', '200', '—', '100.0%'],
      ['Then the assessment', '50', '25.0%', '25.0%'],
      ['Then made a booking', '4', '8.0%', '2.0%'],
    ]);
  });

  it('switches the period, and says when nothing was recorded', async () => {
    const asked = serve((days) => (days === 90 ? answer : empty));
    const { user } = renderWithProviders(<SiteTraffic />);
    expect(await screen.findByTestId('traffic-empty')).toHaveTextContent(
      'No page views or journey events were recorded from Oct 28, 2026 to Nov 26, 2026.',
    );
    expect(screen.queryByRole('img')).toBeNull();
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(period).getByRole('button', { name: '90 days' }));
    expect(within(period).getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('img', { name: /1,246 in all/ })).toBeInTheDocument();
    expect(screen.queryByTestId('traffic-empty')).toBeNull();

    await user.click(within(period).getByRole('button', { name: '7 days' }));
    expect(await screen.findByTestId('traffic-empty')).toBeInTheDocument();
    expect(asked).toEqual([30, 90, 7]);
  });

  it('says so when the analytics cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/analytics', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Administrators only.' }, { status: 403 }),
      ),
    );
    renderWithProviders(<SiteTraffic />);
    expect(await screen.findByText('Could not load the site traffic: Administrators only.')).toBeInTheDocument();
  });
});
