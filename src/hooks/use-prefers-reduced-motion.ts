import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

let list: MediaQueryList | null | undefined;

/** One query list for the page: React reads the snapshot on every render of every counter. */
function mediaQuery(): MediaQueryList | null {
  list ??= typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  return list;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True when the reader asked the system for reduced motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
