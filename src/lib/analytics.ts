// The site's analytics in the browser (ADR 091), small enough to load with every page:
//
// - the spec's record in local storage: the last 1,000 page views { path, timestamp,
//   sessionId, userId }, the visit sessions and totalVisits; the session id in session
//   storage (one per tab, gone when it closes);
// - the first-party beacon: each page view and journey event goes to POST
//   /api/analytics/events with navigator.sendBeacon — unless the browser says Do Not Track
//   or Global Privacy Control, in which case nothing is sent;
// - the external tag (consent.ts) gets the same page views and events once it is loaded,
//   which happens only after the visitor consents.
//
// Journey pages call `track('booking_made')` and friends; page views are recorded on every
// route change by usePageViews (src/hooks/use-page-views.ts).
import {
  ANALYTICS_BEACON_PATH,
  ANALYTICS_PAGE_VIEW_LIMIT,
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

/** Something that forwards events to the external tag once it is loaded (consent.ts sets it). */
type TagForwarder = (name: string, params: Record<string, string>) => void;
let forwardToTag: TagForwarder | null = null;

export function setTagForwarder(forwarder: TagForwarder | null): void {
  forwardToTag = forwarder;
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
export function trackPageView(path: string, userId: string | null, now = Date.now()): void {
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
  forwardToTag?.('page_view', { page_path: path });
}

/**
 * Counts a step of a client journey: 'assessment_started', 'assessment_completed',
 * 'slot_chosen', 'booking_made', 'registration' or 'enquiry'. Call it when the step
 * happens (after the server accepted it, for bookings, registrations and enquiries).
 */
export function track(event: JourneyEventName, path: string = window.location.pathname): void {
  sendToServer([{ name: event, path }]);
  forwardToTag?.(event, { page_path: path });
}
