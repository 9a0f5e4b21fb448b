// Records a page view (src/lib/analytics.ts) on every route change, once the signed-in user
// (if any) is known, and loads the external tag at start-up if the visitor accepted it
// before. The analytics code loads once the page has rendered, so it adds nothing to the
// JavaScript the first paint waits for.
import { useEffect, useRef } from 'react';
import { usePathname } from '@/lib/navigation';
import { useAuth } from '@/lib/account';
import { holdAppIdleUntil } from '@/lib/app-idle';

const loadAnalytics = () => holdAppIdleUntil(import('@/lib/analytics'));
const loadConsent = () => holdAppIdleUntil(import('@/lib/consent'));

/** The server writes this meta tag only when a Google Analytics id is configured (ADR 091). */
export function analyticsTagConfigured(doc: Document = document): boolean {
  return doc.querySelector('meta[name="vaultmark:ga-measurement-id"]') !== null;
}

export function usePageViews(): void {
  const pathname = usePathname();
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const lastArrival = useRef<string | null>(null);
  /** Arrivals not yet recorded: those made while the signed-in user was still being looked up. */
  const pending = useRef<{ path: string; at: number }[]>([]);

  useEffect(() => {
    if (analyticsTagConfigured()) void loadConsent().then((consent) => consent.applyStoredConsent());
  }, []);

  // A page left by a page load before the user was known (a link from the home page, which
  // runs without the router: ADR 131) still counts its view, without a user id. The code is
  // loaded beforehand: nothing can be loaded as the page goes.
  useEffect(() => {
    let analytics: Awaited<ReturnType<typeof loadAnalytics>> | null = null;
    let stopped = false;
    void loadAnalytics().then((module) => {
      if (!stopped) analytics = module;
    });
    const flush = () => {
      if (!analytics) return;
      for (const view of pending.current.splice(0)) analytics.trackPageView(view.path, null, view.at);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      stopped = true;
      window.removeEventListener('pagehide', flush);
    };
  }, []);

  useEffect(() => {
    // One view per arrival at a path (StrictMode runs effects twice in development), kept
    // until the user is known, so a page left before that is still counted.
    if (lastArrival.current !== pathname) {
      lastArrival.current = pathname;
      pending.current.push({ path: pathname, at: Date.now() });
    }
    if (loading || pending.current.length === 0) return;
    const views = pending.current.splice(0);
    void holdAppIdleUntil(
      loadAnalytics().then((analytics) => {
        for (const view of views) analytics.trackPageView(view.path, userId, view.at);
      }),
    );
  }, [pathname, userId, loading]);
}
