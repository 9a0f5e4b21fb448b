// Error elements. RouteError renders inside the shell when a page fails (a module that
// cannot load after a deploy, a render error); RootError is the last resort without it.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred.';
}

function isModuleLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const staleBuild = isModuleLoadFailure(error);

  return (
    <PageContainer className="py-12">
      <PageHeader
        title={notFound ? 'Page not found' : staleBuild ? 'This page needs a reload' : 'Something went wrong'}
        description={
          notFound
            ? 'What you asked for does not exist here.'
            : staleBuild
              ? 'The site was updated while you had it open, so this page could not be loaded. Reloading fetches the new version.'
              : 'This page failed to display. Reloading often helps; if it keeps happening, please tell us.'
        }
      >
        <Button type="button" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </PageHeader>
      <p className="text-sm text-muted-foreground">
        Details: <code className="font-mono">{describe(error)}</code>. Support:{' '}
        <a className="font-medium text-accent-strong underline" href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>
      </p>
    </PageContainer>
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
    </div>
  );
}
