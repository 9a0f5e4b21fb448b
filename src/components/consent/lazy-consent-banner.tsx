// Loads the consent banner only when it has something to ask: a tag is configured, no
// choice is stored and the browser sends neither Do Not Track nor Global Privacy Control.
// Most visits (no tag, or a choice made) never load its code. CONSENT_RESET_EVENT (the
// cookie policy's "change your choice") asks again.
import { lazy, Suspense, useEffect, useState } from 'react';
import { needsConsentChoice } from '@/lib/consent';

export const CONSENT_RESET_EVENT = 'vaultmark:consent-reset';

const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));

export function LazyConsentBanner() {
  const [open, setOpen] = useState(needsConsentChoice);
  useEffect(() => {
    const reopen = () => setOpen(needsConsentChoice());
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
