// What only the browser knows (its origin, local storage, privacy signals) must not be part
// of the first render: the server's page cannot hold it, and a hydrating render must match
// the server's page (docs/decisions/093-first-paint-server-rendering.md). These hooks are false / empty in
// the server's render and in the hydrating render, and true / the value right after; a page
// rendered in the browser alone (no server markup) has them from its first render.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True once the component renders in the browser after hydration. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The page's origin (e.g. https://vaultmark.example); '' during the server's and the hydrating render. */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/**
 * For a component that shows a time of day (lib/format.ts's formatDateTime): renders it once
 * more right after hydration, and that render formats in the reader's zone rather than in
 * the UTC the served page and the hydrating render use (ADR 124).
 */
export function useReaderTimeZone(): void {
  useIsClient();
}
