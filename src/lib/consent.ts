// Consent for the external analytics tag (Google Analytics 4, ADR 091). The server writes
// the measurement id into each page (<meta name="vaultmark:ga-measurement-id">) only when
// GA_MEASUREMENT_ID is set. The tag loads only after the visitor accepts, never when the
// browser sends Do Not Track or Global Privacy Control, and the choice is remembered in
// local storage. Nothing of the tag's is requested before that.
import { privacySignalSet, setTagForwarder, tagPageParams } from './analytics';

export const CONSENT_KEY = 'vaultmark.analyticsConsent';
export const ANALYTICS_TAG_META = 'vaultmark:ga-measurement-id';
export const TAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export type ConsentChoice = 'granted' | 'denied';

export function measurementId(doc: Document = document): string | null {
  const content = doc.querySelector(`meta[name="${ANALYTICS_TAG_META}"]`)?.getAttribute('content');
  return content && /^G-[A-Z0-9]{4,20}$/.test(content) ? content : null;
}

export function storedConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** The banner is asked for: a tag is configured, no choice is stored and no privacy signal is set. */
export function needsConsentChoice(): boolean {
  return measurementId() !== null && storedConsent() === null && !privacySignalSet();
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    /** gtag.js's queue: the tag reads it when its script arrives. */
    dataLayer?: IArguments[];
    gtag?: Gtag;
  }
}
let tagLoaded = false;

/**
 * Adds the tag's script and sends it the page views and events from now on. The tag sends
 * no page view of its own: the router's (trackPageView) are the only ones, and the page
 * shown when it loads is counted once, whether it loads at start-up or on Accept.
 */
export function loadAnalyticsTag(id: string): void {
  if (tagLoaded || privacySignalSet()) return;
  tagLoaded = true;
  const global = window;
  global.dataLayer = global.dataLayer ?? [];
  const gtag: Gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    global.dataLayer!.push(arguments);
  };
  global.gtag = gtag;
  gtag('js', new Date());
  // The page is described to gtag (page_location, page_referrer), or it reads the address
  // bar itself, a manage link's token and any query string included.
  gtag('config', id, { send_page_view: false, ...tagPageParams() });
  setTagForwarder((name, params) => {
    // The tag's own later hits (engagement, scrolling) then describe the new page too.
    if (name === 'page_view') gtag('config', id, { send_page_view: false, ...params });
    gtag('event', name, params);
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** Stores the visitor's choice and, when they accept, loads the tag. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not remembered; the banner asks again next time.
  }
  const id = measurementId();
  if (choice === 'granted' && id) loadAnalyticsTag(id);
}

/** Forgets the choice (the cookie policy's "change your choice"); a loaded tag stays until the page reloads. */
export function clearConsent(): void {
  try {
    window.localStorage.removeItem(CONSENT_KEY);
  } catch {
    // Nothing stored to clear.
  }
}

/** At start-up: loads the tag if the visitor accepted before (and no privacy signal is set). */
export function applyStoredConsent(): void {
  const id = measurementId();
  if (id && storedConsent() === 'granted' && !privacySignalSet()) loadAnalyticsTag(id);
}
