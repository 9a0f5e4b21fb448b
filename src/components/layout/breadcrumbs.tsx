// The breadcrumb trail from domain/routes.ts: not on home, only when it has two or more entries.
// A parameterised page names itself (and its parent) from its data (hooks/use-page-crumb.tsx).
import { namedPageTrail, notFoundTrail, showsBreadcrumbs } from '@domain/routes';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, usePathname } from '@/lib/navigation';
import { cn } from '@/lib/utils';
import { useCurrentPageCrumb, useCurrentPageMissing } from '@/hooks/use-page-crumb';

export function Breadcrumbs({ className }: { className?: string }) {
  const pathname = usePathname();
  const pageCrumb = useCurrentPageCrumb();
  const missing = useCurrentPageMissing();
  if (!showsBreadcrumbs(pathname)) return null;
  // The page's own label, and its parent when the data decides it; Home › Page when the
  // thing the page names does not exist (it shows the not-found page).
  const trail = missing ? notFoundTrail(pathname) : namedPageTrail(pathname, pageCrumb);

  return (
    <nav aria-label="Breadcrumb" data-slot="breadcrumbs" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={`${crumb.path}-${index}`}>
              <li className="inline-flex items-center">
                {last ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {crumb.label}
                  </span>
                ) : (
                  <Link to={crumb.path} className="hover:text-primary hover:underline underline-offset-4">
                    {crumb.label}
                  </Link>
                )}
              </li>
              {last ? null : (
                <li role="presentation" aria-hidden="true" className="inline-flex items-center">
                  <ChevronRight className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
