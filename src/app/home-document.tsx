// The home page as the server renders it and as the browser hydrates it on its first load,
// without the router (ADR 131): one tree for both, as hydration needs them to be the same.
import type * as React from 'react';
import { PageErrorBoundary } from './page-error-boundary';
import { SiteFrame } from './site-frame';

export function HomeDocument({ page }: { page: React.ReactNode }) {
  return (
    <SiteFrame>
      <PageErrorBoundary>{page}</PageErrorBoundary>
    </SiteFrame>
  );
}
