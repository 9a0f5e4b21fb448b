// The root route: the app shell around the current page, a spinner while the next page's
// module loads, scroll restoration and the global market-data loader (realtime and the
// price poll; no data of its own). HydrateFallback covers the very first load.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { NavigationSpinner, PageSpinner } from '@/components/layout/page-spinner';
import { MarketDataLoader } from './market-data/market-data-loader';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      {navigation.state === 'loading' ? <NavigationSpinner /> : null}
      <ScrollRestoration />
      <MarketDataLoader />
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
