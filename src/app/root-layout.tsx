// The root route: the site's frame (site-frame.tsx) around the current page, with a spinner
// while the next page's module loads and scroll restoration. HydrateFallback covers the very
// first load.
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppShell } from '@/components/layout/app-shell';
import { NavigationSpinner, PageSpinner } from '@/components/layout/page-spinner';
import { SiteFrame } from './site-frame';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <SiteFrame
      extras={
        <>
          {navigation.state === 'loading' ? <NavigationSpinner /> : null}
          <ScrollRestoration />
        </>
      }
    >
      <Outlet />
    </SiteFrame>
  );
}

export function RootHydrateFallback() {
  return (
    <AppShell>
      <PageSpinner />
    </AppShell>
  );
}
