// What a page that failed shows in its place, inside the shell: what happened, a reload, the
// way home and the support address. The router's error element (route-error.tsx) and the
// home page's boundary outside the router (page-error-boundary.tsx) both show it.
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Link } from '@/lib/navigation';

export const RENDER_FAILURE_TITLE = 'Something went wrong';
export const RENDER_FAILURE_DESCRIPTION =
  'This page failed to display. Reloading often helps; if it keeps happening, please tell us.';

/** The error's own message, or a general one. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred.';
}

export function PageFailure({ title, description, details }: { title: string; description: string; details: string }) {
  return (
    <PageContainer className="py-12">
      <PageHeader title={title} description={description}>
        <Button type="button" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </PageHeader>
      <p className="text-sm text-muted-foreground">
        Details: <code className="font-mono">{details}</code>. Support:{' '}
        <a className="font-medium text-accent-strong underline" href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>
      </p>
    </PageContainer>
  );
}
