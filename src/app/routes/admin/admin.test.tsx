import { errorTexts } from '@domain/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED_REDIRECT_MS, CHECKING_ACCESS_LABEL } from '@/features/auth/components/admin-gate';
import { sessionFor, signedInHandlers, testUser } from '@/testing/auth-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';

const overview = {
  generatedAt: '2026-11-21T09:00:00.000Z',
  accounts: { total: 2, admins: 1, newLast7Days: 1, newLast30Days: 2 },
  constituents: {
    total: 3,
    staleAfterDays: 90,
    byIndexType: [
      {
        indexType: 'bitcoin_treasury',
        count: 3,
        totalBtc: 1000,
        oldestAsOf: '2026-01-02',
        newestAsOf: '2026-11-01',
        stale: 1,
        undated: 0,
      },
    ],
  },
  price: { symbol: 'BTC', price: 91234.5, timestamp: '2026-11-21T08:00:00.000Z', source: 'manual', ageSeconds: 3600 },
  priceFeed: { enabled: false, source: null },
  jobs: [],
  sources: [],
  lastImport: null,
  leads: {
    upcomingBookings: 4,
    bookings: { last7Days: 1, last30Days: 2 },
    webinarRegistrations: { last7Days: 0, last30Days: 3 },
    assessments: { last7Days: 5, last30Days: 6 },
    enquiries: { last7Days: 0, last30Days: 1 },
  },
  newSinceLastLook: {
    since: null,
    bookings: 0,
    cancellations: 0,
    webinarRegistrations: 0,
    enquiries: 0,
    assessments: 0,
  },
  bookingsWithoutJoiningLink: null,
  pageViews: null,
};

const noTraffic = {
  from: '2026-10-23',
  to: '2026-11-21',
  days: [],
  topPaths: [],
  referrers: [],
  funnel: { home: 0, assessment: 0, booking: 0 },
};

const adminData = [
  http.get('*/api/admin/overview', () => HttpResponse.json(overview)),
  http.get('*/api/admin/analytics', () => HttpResponse.json(noTraffic)),
  http.get('*/api/admin/alerts', () => HttpResponse.json({ topics: [], confirmed: 0, unconfirmed: 0 })),
];

describe('/admin gate', () => {
  // The route module pulls in every dashboard screen: load it once up front, so the first
  // test's lazy route does not spend its find timeout on the module transform.
  beforeAll(async () => {
    await import('./admin');
  }, 60_000);

  it('shows a spinner while auth loads, then sends an anonymous visitor to sign in and back', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/auth/get-session', async () => {
        await answered;
        return HttpResponse.json(null);
      }),
    );
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('status', { name: CHECKING_ACCESS_LABEL })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fadmin');
  });

  it("tells a signed-in user without the role 'Access Denied', then sends them home", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...signedInHandlers({ role: null }));
    const { router } = renderApp('/admin');
    const denied = await screen.findByTestId('access-denied');
    expect(denied).toHaveTextContent(errorTexts.accessDeniedTitle);
    expect(denied).toHaveTextContent(errorTexts.accessDeniedBody);
    expect(errorTexts.accessDeniedBody).toBe('You need administrator privileges to access this page.');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ACCESS_DENIED_REDIRECT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('treats a failed role lookup as no role', async () => {
    server.use(
      http.get('*/api/auth/get-session', () => HttpResponse.json(sessionFor())),
      http.get('*/api/me/role', () => HttpResponse.error()),
    );
    renderApp('/admin');
    expect(await screen.findByTestId('access-denied')).toBeInTheDocument();
  });

  it('shows admins the dashboard: who is signed in and the overview tab', async () => {
    server.use(...signedInHandlers({ role: 'admin' }), ...adminData);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(testUser.full_name, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const freshness = await screen.findByRole('table', { name: 'Market data freshness per index type' });
    const cells = within(within(freshness).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Public companies',
      '3',
      '1,000 BTC',
      'Jan 2, 2026',
      'Nov 1, 2026',
      '1',
      '0',
    ]);
    expect(screen.getByTestId('upcoming-bookings')).toHaveTextContent('4');
    expect(await screen.findByTestId('traffic-empty')).toHaveTextContent(/^No page views or journey events/);
    expect(screen.getByTestId('latest-price')).toHaveTextContent(/from manual, 1 h old/);
    // The header offers the Admin button to admins.
    expect(screen.getAllByRole('link', { name: 'Admin' })[0]).toHaveAttribute('href', '/admin');
  });

  it('says so when the overview cannot be loaded', async () => {
    server.use(
      ...signedInHandlers({ role: 'admin' }),
      http.get('*/api/admin/overview', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Nope' }, { status: 403 }),
      ),
    );
    renderApp('/admin');
    expect(await screen.findByText('Could not load the overview: Nope')).toBeInTheDocument();
  });
});
