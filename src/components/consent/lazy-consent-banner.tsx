// Loads the consent banner only when it may have something to ask: the server wrote a
// Google Analytics id into the page. The banner's module then checks the rest (no choice
// stored, neither Do Not Track nor Global Privacy Control) before showing anything. Most
// visits (no tag configured) never load its code. CONSENT_RESET_EVENT asks again.
import { lazy, Suspense, useEffect, useState } from 'react';
import { analyticsTagConfigured } from '@/hooks/use-page-views';

export const CONSENT_RESET_EVENT = 'vaultmark:consent-reset';

const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));

export function LazyConsentBanner() {
  // Closed in the first render (the server's page has no banner, so hydration matches); the
  // effect then reads the page's tag.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const reopen = () => setOpen(analyticsTagConfigured());
    reopen();
    window.addEventListener(CONSENT_RESET_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_RESET_EVENT, reopen);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onChoice={() => setOpen(false)} />
    </Suspense>
  );
}
