import { useEffect } from 'react';
import { usePathname } from '@/lib/navigation';
import { useCurrentPageCrumb, useCurrentPageMissing } from './use-page-crumb';
import { site } from '@/config/site';
import { NOT_FOUND_TITLE, pageTitle } from '@/lib/page-title';

/** Keeps document.title in step with the current route (and a page's own title, see page-crumb). */
export function useDocumentTitle(): void {
  const pathname = usePathname();
  const title = useCurrentPageCrumb()?.title;
  const missing = useCurrentPageMissing();
  useEffect(() => {
    if (missing) document.title = `${NOT_FOUND_TITLE} | ${site.name}`;
    else document.title = title ? `${title} | ${site.name}` : pageTitle(pathname);
  }, [pathname, title, missing]);
}
