// <html data-app-idle> says the page has settled: it has hydrated (data-app-ready), no idle
// work is waiting or running (whenIdle, lazy code it loads, the analytics beacon), and no
// query or mutation is in flight. Tests and tools wait for it instead of sleeping; it is
// removed again while new work runs. The live stream (a long request) is not work.
import type { QueryClient } from '@tanstack/react-query';

let ready = false;
let held = 0;
let client: QueryClient | null = null;
let check: ReturnType<typeof setTimeout> | null = null;
let unwatchClient: (() => void) | null = null;

function busy(): boolean {
  return !ready || held > 0 || (client !== null && (client.isFetching() > 0 || client.isMutating() > 0));
}

/** Sets or clears the marker on the next task, so work that starts right after work ends keeps it off. */
function update(): void {
  if (typeof document === 'undefined') return;
  if (busy()) delete document.documentElement.dataset.appIdle;
  if (check !== null) return;
  check = setTimeout(() => {
    check = null;
    if (busy()) delete document.documentElement.dataset.appIdle;
    else document.documentElement.dataset.appIdle = 'true';
  }, 0);
}

/** Holds the marker off until the returned release is called (calling it twice is harmless). */
export function holdAppIdle(): () => void {
  held += 1;
  update();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    update();
  };
}

/** Holds the marker off until `work` settles; returns `work`. */
export function holdAppIdleUntil<T>(work: Promise<T>): Promise<T> {
  const release = holdAppIdle();
  work.then(release, release);
  return work;
}

/** The page has committed its first render (HydrationEnd). */
export function markAppReady(): void {
  ready = true;
  update();
}

/** Counts the queries and mutations of `next` as work. */
export function watchQueryClient(next: QueryClient): void {
  unwatchClient?.();
  client = next;
  const unsubscribeQueries = next.getQueryCache().subscribe(update);
  const unsubscribeMutations = next.getMutationCache().subscribe(update);
  unwatchClient = () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
  update();
}
