// The frame around every page: skip link, fixed header, breadcrumbs, main, footer, the
// global data overlay and the toaster. Also keeps document.title in step with the route and
// moves focus to main after an in-app navigation.
//
// The page inside it is a Suspense boundary of its own: on a page the server rendered, React
// hydrates the frame first, commits it and runs its effects, then hydrates the page in a render
// and commit of its own (selective hydration), instead of one render, one commit and one run
// of effects for the whole document, each a long task (ADR 134). The hydration ends with the
// page's (HydrationEnd, last in the boundary).
import { Suspense } from 'react';
import type * as React from 'react';
import { HydrationEnd } from '@/lib/hydration';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRouteFocus } from '@/hooks/use-route-focus';
import { Breadcrumbs } from './breadcrumbs';
import { DataOverlay } from './data-overlay';
import { Footer } from './footer';
import { Header } from './header';
import { LazyToaster } from './lazy-toaster';
import { PageContainer } from './page-container';

export const MAIN_CONTENT_ID = 'main-content';

export function AppShell({ children }: { children: React.ReactNode }) {
  useDocumentTitle();
  useRouteFocus(MAIN_CONTENT_ID);
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-semibold focus:text-primary focus:shadow-lg"
      >
        Skip to content
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col pt-16 outline-none">
        <PageContainer className="empty:hidden">
          <Breadcrumbs className="pt-6" />
        </PageContainer>
        <Suspense fallback={null}>
          {children}
          <HydrationEnd />
        </Suspense>
      </main>
      <Footer />
      <DataOverlay />
      <LazyToaster />
    </div>
  );
}
