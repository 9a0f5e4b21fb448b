// The root route: the app shell around the current page, a spinner while the next page's
// module loads, scroll restoration and the global market-data loader (realtime and the
// price poll; no data of its own), page views for the analytics record and the consent
// banner for the external tag (when one is configured). HydrateFallback covers the very
// first load.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { LazyConsentBanner } from '@/components/consent/lazy-consent-banner';
import { NavigationSpinner, PageSpinner } from '@/components/layout/page-spinner';
import { usePageViews } from '@/hooks/use-page-views';
import { MarketDataLoader } from './market-data/market-data-loader';

export function RootLayout() {
  const navigation = useNavigation();
  usePageViews();
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      {navigation.state === 'loading' ? <NavigationSpinner /> : null}
      <ScrollRestoration />
      <MarketDataLoader />
      <LazyConsentBanner />
    </>
  );
}

export function RootHydrateFallback() {
  return (
    <AppShell>
      <PageSpinner />
    </AppShell>
  );
}
