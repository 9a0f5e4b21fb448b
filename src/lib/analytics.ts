// The site's analytics in the browser (ADR 091), small enough to load with every page:
//
// - the spec's record in local storage: the last 1,000 page views { path, timestamp,
//   sessionId, userId }, the visit sessions and totalVisits; the session id in session
//   storage (one per tab, gone when it closes);
// - the first-party beacon: each page view and journey event goes to POST
//   /api/analytics/events with navigator.sendBeacon — unless the browser says Do Not Track
//   or Global Privacy Control, in which case nothing is sent;
// - the external tag (consent.ts) gets the same page views and events once it is loaded,
//   which happens only after the visitor consents; a page shown before that is counted
//   once when it loads.
//
// Every path goes through analyticsPath first: a manage link or a result is recorded as its
// `:token` pattern, never with its token, query string or fragment.
//
// Journey pages call `track('booking_made')` and friends; page views are recorded on every
// route change by usePageViews (src/hooks/use-page-views.ts).
import {
  ANALYTICS_BEACON_PATH,
  ANALYTICS_PAGE_VIEW_LIMIT,
  analyticsPath,
  type AnalyticsEventInput,
  type JourneyEventName,
} from '@domain/analytics';

export const ANALYTICS_RECORD_KEY = 'vaultmark.analytics';
export const SESSION_ID_KEY = 'vaultmark.sessionId';

export interface PageView {
  path: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  sessionId: string;
  userId: string | null;
}

export interface AnalyticsRecord {
  /** Ids of the sessions the kept page views belong to, oldest first. */
  sessions: string[];
  /** The last ANALYTICS_PAGE_VIEW_LIMIT page views, oldest first. */
  pageViews: PageView[];
  /** Visits (sessions) ever started in this browser. */
  totalVisits: number;
}

/** What the external tag is told about a page (gtag's page_path, page_location, ...). */
export type TagPageParams = Record<string, string>;

/** Something that forwards events to the external tag once it is loaded (consent.ts sets it). */
type TagForwarder = (name: string, params: TagPageParams) => void;
let forwardToTag: TagForwarder | null = null;
/** The page view of the page shown before the tag loaded, so that Accept on it counts it. */
let viewAwaitingTag: TagPageParams | null = null;

/** Sets the forwarder and hands it the page view of the page being shown, if the tag has not had it. */
export function setTagForwarder(forwarder: TagForwarder | null): void {
  forwardToTag = forwarder;
  if (forwarder && viewAwaitingTag) forwarder('page_view', viewAwaitingTag);
  viewAwaitingTag = null;
}

/** Our own page's address as the tag may see it: this origin and the recorded path. */
function tagLocation(recordedPath: string): string {
  const path = recordedPath.startsWith('/') ? recordedPath : `/${encodeURIComponent(recordedPath)}`;
  return `${window.location.origin}${path}`;
}

/** The page the visitor came from: our own by its recorded path, another site by its origin only. */
function tagReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === window.location.origin) return tagLocation(analyticsPath(referrer.pathname));
    return referrer.protocol.startsWith('http') ? `${referrer.origin}/` : null;
  } catch {
    return null;
  }
}

/**
 * What the tag is told about the page at `address`: gtag would otherwise read the address
 * bar and the referrer itself, token and query string included.
 */
export function tagPageParams(address: string = window.location.pathname): TagPageParams {
  const path = analyticsPath(address);
  const referrer = tagReferrer();
  return {
    page_path: path,
    page_location: tagLocation(path),
    page_title: document.title,
    ...(referrer ? { page_referrer: referrer } : {}),
  };
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    // Storage blocked (some privacy settings): the record is skipped, the site still works.
    return null;
  }
}

/** True when the browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export function privacySignalSet(nav: Navigator = navigator): boolean {
  const withSignals = nav as Navigator & { globalPrivacyControl?: boolean };
  return withSignals.doNotTrack === '1' || withSignals.globalPrivacyControl === true;
}

export function readRecord(): AnalyticsRecord {
  const empty: AnalyticsRecord = { sessions: [], pageViews: [], totalVisits: 0 };
  const raw = storage('localStorage')?.getItem(ANALYTICS_RECORD_KEY);
  if (!raw) return empty;
  try {
    const parsed = JSON.parse(raw) as Partial<AnalyticsRecord>;
    return {
      sessions: Array.isArray(parsed.sessions) ? parsed.sessions : [],
      pageViews: Array.isArray(parsed.pageViews) ? parsed.pageViews : [],
      totalVisits: typeof parsed.totalVisits === 'number' ? parsed.totalVisits : 0,
    };
  } catch {
    return empty;
  }
}

function writeRecord(record: AnalyticsRecord): void {
  try {
    storage('localStorage')?.setItem(ANALYTICS_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Full or blocked storage: keep going without the record.
  }
}

/** This tab's session id, and whether it was made just now (a new visit). */
export function sessionId(): { id: string; isNew: boolean } {
  const session = storage('sessionStorage');
  const existing = session?.getItem(SESSION_ID_KEY);
  if (existing) return { id: existing, isNew: false };
  const id = crypto.randomUUID();
  session?.setItem(SESSION_ID_KEY, id);
  return { id, isNew: true };
}

/** The host of the page that linked here, when it is another site (first view of a visit only). */
function externalReferrer(): string | null {
  if (!document.referrer) return null;
  try {
    const host = new URL(document.referrer).hostname.toLowerCase();
    return host && host !== window.location.hostname ? host : null;
  } catch {
    return null;
  }
}

function sendToServer(events: AnalyticsEventInput[]): void {
  if (privacySignalSet()) return;
  const body = JSON.stringify({ events });
  // A string goes as text/plain: a simple request, kept alive past the page's unload.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ANALYTICS_BEACON_PATH, body)) return;
  void fetch(ANALYTICS_BEACON_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {
    // Analytics never bothers the visitor.
  });
}

/** Records a page view in the browser record, the beacon and (after consent) the tag. */
export function trackPageView(pathname: string, userId: string | null, now = Date.now()): void {
  const path = analyticsPath(pathname);
  const session = sessionId();
  const record = readRecord();
  if (session.isNew || !record.sessions.includes(session.id)) {
    record.sessions = [...record.sessions, session.id].slice(-ANALYTICS_PAGE_VIEW_LIMIT);
    record.totalVisits += 1;
  }
  record.pageViews = [...record.pageViews, { path, timestamp: now, sessionId: session.id, userId }].slice(
    -ANALYTICS_PAGE_VIEW_LIMIT,
  );
  writeRecord(record);
  const referrer = session.isNew ? externalReferrer() : null;
  sendToServer([{ name: 'page_view', path, ...(referrer ? { referrer } : {}) }]);
  const page = tagPageParams(path);
  if (forwardToTag) forwardToTag('page_view', page);
  else viewAwaitingTag = page;
}

/**
 * Counts a step of a client journey: 'assessment_started', 'assessment_completed',
 * 'slot_chosen', 'booking_made', 'registration' or 'enquiry'. Call it when the step
 * happens (after the server accepted it, for bookings, registrations and enquiries).
 */
export function track(event: JourneyEventName, pathname: string = window.location.pathname): void {
  const path = analyticsPath(pathname);
  sendToServer([{ name: event, path }]);
  forwardToTag?.(event, tagPageParams(path));
}
