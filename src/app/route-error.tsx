// Error elements. RouteError renders inside the shell when a page fails (a module that
// cannot load after a deploy or while offline, a render error); RootError is the last
// resort without it.
import { useEffect, useSyncExternalStore } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { HydrationEnd } from '@/lib/hydration';
import { describeError, PageFailure, RENDER_FAILURE_DESCRIPTION, RENDER_FAILURE_TITLE } from './page-failure';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return describeError(error);
}

function isModuleLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

export const OFFLINE_PAGE_TITLE = 'You are offline';
export const OFFLINE_PAGE_DESCRIPTION =
  'This page could not be loaded because the connection dropped. It loads by itself when you are back online.';

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** False while the browser says it has no connection. */
function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const moduleLoadFailure = isModuleLoadFailure(error);
  const online = useIsOnline();
  // A page whose code could not be fetched offline is not a new deploy. The router keeps
  // the failed load, so only a reload fetches it again: done when the connection is back,
  // as the page never showed and there is nothing on it to lose. The listener stays for as
  // long as the failure shows: one removed when `online` flips would miss the very event.
  const offline = moduleLoadFailure && !online;
  useEffect(() => {
    if (!moduleLoadFailure) return;
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [moduleLoadFailure]);

  return (
    <PageFailure
      title={
        notFound
          ? 'Page not found'
          : offline
            ? OFFLINE_PAGE_TITLE
            : moduleLoadFailure
              ? 'This page needs a reload'
              : RENDER_FAILURE_TITLE
      }
      description={
        notFound
          ? 'What you asked for does not exist here.'
          : offline
            ? OFFLINE_PAGE_DESCRIPTION
            : moduleLoadFailure
              ? 'The site was updated while you had it open, so this page could not be loaded. Reloading fetches the new version.'
              : RENDER_FAILURE_DESCRIPTION
      }
      details={describe(error)}
    />
  );
}

export function RootError() {
  const error = useRouteError();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-primary">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">{site.name} could not start. Reloading the page often helps.</p>
      <p className="mt-3 text-sm text-muted-foreground">
        Details: <code className="font-mono">{describe(error)}</code>
      </p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground"
          onClick={() => window.location.reload()}
        >
          Reload page
        </button>
        <a className="rounded-md border border-input px-4 py-2 text-sm font-semibold text-primary" href={paths.home}>
          Home page
        </a>
      </div>
      {/* Without the shell, whose page boundary ends the hydration otherwise. */}
      <HydrationEnd />
    </div>
  );
}
