import { ANALYTICS_PAGE_VIEW_LIMIT, UNKNOWN_PATH_LABEL } from '@domain/analytics';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_RECORD_KEY,
  privacySignalSet,
  readRecord,
  SESSION_ID_KEY,
  sessionId,
  track,
  trackPageView,
} from './analytics';

// The browser record of the spec (last 1,000 page views, session id, totalVisits) and the
// beacon, with navigator.sendBeacon watched.
describe('analytics in the browser', () => {
  let beacons: { url: string; body: unknown }[];

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        beacons.push({ url, body: JSON.parse(body) });
        return true;
      },
    });
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(document, 'referrer');
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(navigator, 'doNotTrack');
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });

  it('keeps one session id per tab in session storage', () => {
    const first = sessionId();
    expect(first.isNew).toBe(true);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBe(first.id);
    expect(sessionId()).toEqual({ id: first.id, isNew: false });
    window.sessionStorage.clear();
    expect(sessionId().id).not.toBe(first.id);
  });

  it('records page views with path, timestamp, session id and user id, and counts visits', () => {
    trackPageView('/', null, 1000);
    trackPageView('/pricing', 'user-1', 2000);
    const record = readRecord();
    const id = window.sessionStorage.getItem(SESSION_ID_KEY);
    expect(record.pageViews).toEqual([
      { path: '/', timestamp: 1000, sessionId: id, userId: null },
      { path: '/pricing', timestamp: 2000, sessionId: id, userId: 'user-1' },
    ]);
    expect(record.totalVisits).toBe(1);
    expect(record.sessions).toEqual([id]);
    window.sessionStorage.clear();
    trackPageView('/glossary', null, 3000);
    expect(readRecord().totalVisits).toBe(2);
    expect(JSON.parse(window.localStorage.getItem(ANALYTICS_RECORD_KEY)!).pageViews).toHaveLength(3);
  });

  it(`keeps only the last ${ANALYTICS_PAGE_VIEW_LIMIT} page views`, () => {
    for (let index = 0; index < ANALYTICS_PAGE_VIEW_LIMIT + 5; index += 1) trackPageView('/pricing', null, index);
    const { pageViews } = readRecord();
    expect(pageViews).toHaveLength(ANALYTICS_PAGE_VIEW_LIMIT);
    expect(pageViews[0]!.timestamp).toBe(5);
    expect(pageViews.at(-1)!.timestamp).toBe(ANALYTICS_PAGE_VIEW_LIMIT + 4);
  });

  it('records and sends a token page as its pattern, without query string or fragment', () => {
    const token = 'r3sult-T0ken_secret';
    trackPageView(`/schedule-consultation/manage/${token}`, null, 1);
    trackPageView(`/assessment/result/${token}?ref=mail#areas`, null, 2);
    trackPageView(`/password-reset?token=${token}`, null, 3);
    trackPageView(`/typed/${token}`, null, 4);
    window.history.replaceState(null, '', `/schedule-consultation/manage/${token}?step=2`);
    track('slot_chosen');
    track('assessment_completed', `/assessment/result/${token}`);
    const recorded = [
      '/schedule-consultation/manage/:token',
      '/assessment/result/:token',
      '/password-reset',
      UNKNOWN_PATH_LABEL,
    ];
    expect(readRecord().pageViews.map((view) => view.path)).toEqual(recorded);
    expect(beacons.map(({ body }) => body)).toEqual([
      ...recorded.map((path) => ({ events: [{ name: 'page_view', path }] })),
      { events: [{ name: 'slot_chosen', path: '/schedule-consultation/manage/:token' }] },
      { events: [{ name: 'assessment_completed', path: '/assessment/result/:token' }] },
    ]);
    expect(JSON.stringify([window.localStorage.getItem(ANALYTICS_RECORD_KEY), beacons])).not.toContain(token);
  });

  it('sends another site’s host as referrer on a visit’s first view, never our own address', () => {
    const referrer = (value: string) => Object.defineProperty(document, 'referrer', { configurable: true, value });
    referrer(`${window.location.origin}/schedule-consultation/manage/own-T0ken?x=1`);
    trackPageView('/pricing', null, 1);
    window.sessionStorage.clear();
    referrer('https://News.Example.com/article?id=7');
    trackPageView('/pricing', null, 2);
    expect(beacons.map(({ body }) => body)).toEqual([
      { events: [{ name: 'page_view', path: '/pricing' }] },
      { events: [{ name: 'page_view', path: '/pricing', referrer: 'news.example.com' }] },
    ]);
  });

  it('sends page views and journey events to the first-party beacon', () => {
    trackPageView('/assessment', null, 1);
    track('assessment_started', '/assessment');
    track('booking_made');
    expect(beacons).toEqual([
      { url: '/api/analytics/events', body: { events: [{ name: 'page_view', path: '/assessment' }] } },
      { url: '/api/analytics/events', body: { events: [{ name: 'assessment_started', path: '/assessment' }] } },
      { url: '/api/analytics/events', body: { events: [{ name: 'booking_made', path: window.location.pathname }] } },
    ]);
  });

  it.each([
    ['Do Not Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ] as const)('sends nothing under %s, and still keeps the record in the browser', (_name, property, value) => {
    Object.defineProperty(navigator, property, { configurable: true, value });
    expect(privacySignalSet()).toBe(true);
    trackPageView('/pricing', null, 1);
    track('enquiry', '/pricing');
    expect(beacons).toEqual([]);
    expect(readRecord().pageViews).toHaveLength(1);
  });

  it('survives a corrupt record', () => {
    window.localStorage.setItem(ANALYTICS_RECORD_KEY, '{not json');
    trackPageView('/', null, 1);
    expect(readRecord().pageViews).toHaveLength(1);
  });
});
