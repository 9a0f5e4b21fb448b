// The site around a page: the app shell, page views for the analytics record, the global
// market-data loader (realtime and the price poll; no data of its own) and the consent banner
// for the external tag (when one is configured). Around the router's pages (root-layout.tsx)
// and around the home page on its first load (home-document.tsx).
import type * as React from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { LazyConsentBanner } from '@/components/consent/lazy-consent-banner';
import { usePageViews } from '@/hooks/use-page-views';
import { MarketDataLoader } from './market-data/market-data-loader';

export function SiteFrame({ children, extras }: { children: React.ReactNode; extras?: React.ReactNode }) {
  usePageViews();
  return (
    <>
      <AppShell>{children}</AppShell>
      {extras}
      <MarketDataLoader />
      <LazyConsentBanner />
    </>
  );
}
