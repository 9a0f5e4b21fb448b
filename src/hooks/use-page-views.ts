// Records a page view (src/lib/analytics.ts) on every route change, once the signed-in user
// (if any) is known, and loads the external tag at start-up if the visitor accepted it before.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/account';
import { trackPageView } from '@/lib/analytics';
import { applyStoredConsent } from '@/lib/consent';

export function usePageViews(): void {
  const { pathname } = useLocation();
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  const lastRecorded = useRef<string | null>(null);

  useEffect(() => {
    applyStoredConsent();
  }, []);

  useEffect(() => {
    // One view per arrival at a path (StrictMode runs effects twice in development).
    if (loading || lastRecorded.current === pathname) return;
    lastRecorded.current = pathname;
    trackPageView(pathname, userId);
  }, [pathname, userId, loading]);
}
