// Records a page view (src/lib/analytics.ts) on every route change, once the signed-in user
// (if any) is known, and loads the external tag at start-up if the visitor accepted it
// before. The analytics code loads on the first page view, after the page has rendered, so
// it adds nothing to the JavaScript the first paint waits for.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/account';

const loadAnalytics = () => import('@/lib/analytics');
const loadConsent = () => import('@/lib/consent');

/** The server writes this meta tag only when a Google Analytics id is configured (ADR 091). */
export function analyticsTagConfigured(doc: Document = document): boolean {
  return doc.querySelector('meta[name="vaultmark:ga-measurement-id"]') !== null;
}

export function usePageViews(): void {
  const { pathname } = useLocation();
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const lastRecorded = useRef<string | null>(null);

  useEffect(() => {
    if (analyticsTagConfigured()) void loadConsent().then((consent) => consent.applyStoredConsent());
  }, []);

  useEffect(() => {
    // One view per arrival at a path (StrictMode runs effects twice in development).
    if (loading || lastRecorded.current === pathname) return;
    lastRecorded.current = pathname;
    const at = Date.now();
    void loadAnalytics().then((analytics) => analytics.trackPageView(pathname, userId, at));
  }, [pathname, userId, loading]);
}
