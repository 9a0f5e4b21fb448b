import { act, render, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRecord } from '@/lib/analytics';
import { AppProvider } from '@/app/provider';
import { server } from '@/testing/msw-server';
import { createTestQueryClient, renderWithProviders } from '@/testing/render';
import { usePageViews } from './use-page-views';

// The root layout's page views with an earlier "Accept" stored: the tag loads at start-up
// while the router counts the first page, and Google Analytics must get that page once —
// described by its pattern, not by the manage link's token.
const TOKEN = 'st0red-Consent_token99';

type TagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const tagWindow = window as TagWindow;
const tagPageViews = () =>
  (tagWindow.dataLayer ?? [])
    .map((call) => Array.from(call))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as Record<string, string>).page_path);
// eslint-disable-next-line testing-library/no-node-access -- the tag's script and meta in <head>: nothing to query by
const tagLoaded = () => document.head.querySelector('script[src*="googletagmanager"]') !== null;

function PageViews() {
  usePageViews();
  return null;
}

describe('usePageViews with consent stored', () => {
  let beacons: string[];

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.localStorage.setItem('vaultmark.analyticsConsent', 'granted');
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(body) > 0,
    });
    const meta = document.createElement('meta');
    meta.name = 'vaultmark:ga-measurement-id';
    meta.content = 'G-UNITTEST1';
    document.head.append(meta);
  });

  afterEach(() => {
    // eslint-disable-next-line testing-library/no-node-access -- the tag's script and meta in <head>: nothing to query by
    document.head.querySelectorAll('meta[name="vaultmark:ga-measurement-id"], script').forEach((node) => node.remove());
    Reflect.deleteProperty(tagWindow, 'dataLayer');
    Reflect.deleteProperty(tagWindow, 'gtag');
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends one page_view for the first page and one per route change, none with the token', async () => {
    const { router } = renderWithProviders(<PageViews />, { route: `/schedule-consultation/manage/${TOKEN}` });
    // Both have happened once the record holds the view and the tag's script is on the page.
    await waitFor(() => expect(readRecord().pageViews).toHaveLength(1));
    await waitFor(() => expect(tagLoaded()).toBe(true));
    expect(tagPageViews()).toEqual(['/schedule-consultation/manage/:token']);

    await router.navigate('/pricing');
    await waitFor(() => expect(readRecord().pageViews).toHaveLength(2));
    expect(tagPageViews()).toEqual(['/schedule-consultation/manage/:token', '/pricing']);

    const everything = JSON.stringify([
      (tagWindow.dataLayer ?? []).map((call) => Array.from(call)),
      beacons,
      window.localStorage.getItem('vaultmark.analytics'),
    ]);
    expect(everything).not.toContain(TOKEN);
  });
});

describe('usePageViews on a page left before the user is known', () => {
  let beacons: string[];

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // The tag an earlier test loaded stays loaded for this module's life (src/lib/consent.ts):
    // its queue must be there for the views it is handed.
    tagWindow.dataLayer = [];
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(body) > 0,
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(tagWindow, 'dataLayer');
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('counts the view, without a user id, as the page goes (a link from the home page: ADR 131)', async () => {
    // The session is never answered: the user stays unknown.
    server.use(http.get('*/api/auth/get-session', () => delay('infinite')));
    // Outside the router, as the home page's first load runs.
    render(
      <AppProvider queryClient={createTestQueryClient()}>
        <PageViews />
      </AppProvider>,
    );
    // The analytics code has loaded (it is loaded as the page renders, not as it goes).
    await act(() => import('@/lib/analytics'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(beacons).toEqual([]);
    expect(readRecord().pageViews).toEqual([]);

    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(beacons.map((body) => JSON.parse(body))).toEqual([{ events: [{ name: 'page_view', path: '/' }] }]);
    expect(readRecord().pageViews).toEqual([expect.objectContaining({ path: '/', userId: null })]);
    // Once only.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(beacons).toHaveLength(1);
  });
});
