import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The external tag after consent, watched through window.dataLayer (what gtag.js reads):
// one page_view per page shown, whether the consent was stored or given just now, and no
// token, query string or fragment in anything it is told.
const MEASUREMENT_ID = 'G-UNITTEST1';
const TOKEN = 'mAnage-T0ken_secret42';
const MANAGE_LINK = `/schedule-consultation/manage/${TOKEN}`;
const MANAGE_PATTERN = '/schedule-consultation/manage/:token';

type TagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const tagWindow = window as TagWindow;

/** What the page has told gtag so far, each call as an array. */
const tagCalls = () => (tagWindow.dataLayer ?? []).map((call) => Array.from(call));
const pageViews = () =>
  tagCalls()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params as Record<string, string>);

/** Fresh modules for each test: the tag loads once per page, as in the browser. */
async function loadModules() {
  vi.resetModules();
  const consent = await import('./consent');
  const analytics = await import('./analytics');
  return { consent, analytics };
}

describe('the external tag after consent', () => {
  let beacons: string[];

  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: string) => beacons.push(body) > 0,
    });
    const meta = document.createElement('meta');
    meta.name = 'vaultmark:ga-measurement-id';
    meta.content = MEASUREMENT_ID;
    document.head.append(meta);
  });

  afterEach(() => {
    document.head.querySelectorAll('meta[name="vaultmark:ga-measurement-id"], script').forEach((node) => node.remove());
    Reflect.deleteProperty(tagWindow, 'dataLayer');
    Reflect.deleteProperty(tagWindow, 'gtag');
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(document, 'referrer');
    window.history.replaceState(null, '', '/');
    document.title = '';
  });

  it('turns gtag’s own page view off', async () => {
    const { consent } = await loadModules();
    consent.chooseConsent('granted');
    const config = tagCalls().find(([command]) => command === 'config');
    expect(config?.[1]).toBe(MEASUREMENT_ID);
    expect(config?.[2]).toMatchObject({ send_page_view: false });
  });

  it.each([
    ['the tag loads before the router counts the page', true],
    ['the router counts the page before the tag loads', false],
  ])('with consent stored, counts the first page once when %s, then each route once', async (_case, tagFirst) => {
    window.localStorage.setItem('vaultmark.analyticsConsent', 'granted');
    const { consent, analytics } = await loadModules();
    if (tagFirst) consent.applyStoredConsent();
    analytics.trackPageView('/', null, 1);
    if (!tagFirst) consent.applyStoredConsent();
    expect(pageViews().map((view) => view.page_path)).toEqual(['/']);
    analytics.trackPageView('/pricing', null, 2);
    analytics.trackPageView('/glossary', null, 3);
    expect(pageViews().map((view) => view.page_path)).toEqual(['/', '/pricing', '/glossary']);
  });

  it('on Accept counts the page being shown once, and the pages before it not at all', async () => {
    const { consent, analytics } = await loadModules();
    analytics.trackPageView('/', null, 1);
    window.history.pushState(null, '', '/pricing');
    analytics.trackPageView('/pricing', null, 2);
    expect(pageViews()).toEqual([]);
    consent.chooseConsent('granted');
    expect(pageViews().map((view) => view.page_path)).toEqual(['/pricing']);
    consent.chooseConsent('granted');
    analytics.trackPageView('/glossary', null, 3);
    expect(pageViews().map((view) => view.page_path)).toEqual(['/pricing', '/glossary']);
  });

  it('after Reject, counts nothing even when the page changes', async () => {
    const { consent, analytics } = await loadModules();
    analytics.trackPageView('/', null, 1);
    consent.chooseConsent('denied');
    analytics.trackPageView('/pricing', null, 2);
    expect(tagCalls()).toEqual([]);
  });

  it('tells the tag the pattern of a manage link, never its token, query string or our own referrer’s', async () => {
    window.history.replaceState(null, '', `${MANAGE_LINK}?reschedule=1#times`);
    Object.defineProperty(document, 'referrer', {
      configurable: true,
      value: `${window.location.origin}/assessment/result/${TOKEN}?shared=1`,
    });
    document.title = 'Your Consultation | Vaultmark';
    window.localStorage.setItem('vaultmark.analyticsConsent', 'granted');
    const { consent, analytics } = await loadModules();
    consent.applyStoredConsent();
    analytics.trackPageView(MANAGE_LINK, null, 1);
    analytics.track('slot_chosen');
    const origin = window.location.origin;
    const described = {
      page_path: MANAGE_PATTERN,
      page_location: `${origin}${MANAGE_PATTERN}`,
      page_title: 'Your Consultation | Vaultmark',
      page_referrer: `${origin}/assessment/result/:token`,
    };
    expect(tagCalls().find(([command]) => command === 'config')?.[2]).toEqual({ send_page_view: false, ...described });
    expect(pageViews()).toEqual([described]);
    expect(tagCalls().find(([, name]) => name === 'slot_chosen')?.[2]).toEqual(described);
    const everything = JSON.stringify([tagCalls(), beacons, window.localStorage.getItem('vaultmark.analytics')]);
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain('reschedule');
  });

  it('gives another site as referrer by its origin only', async () => {
    Object.defineProperty(document, 'referrer', {
      configurable: true,
      value: 'https://mail.example.com/inbox/123?q=x',
    });
    const { consent, analytics } = await loadModules();
    consent.chooseConsent('granted');
    analytics.trackPageView('/pricing', null, 1);
    expect(pageViews()[0]?.page_referrer).toBe('https://mail.example.com/');
  });
});
