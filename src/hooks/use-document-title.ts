import { useEffect } from 'react';
import { usePathname } from '@/lib/navigation';
import { useCurrentPageCrumb } from './use-page-crumb';
import { site } from '@/config/site';
import { pageTitle } from '@/lib/page-title';

/** Keeps document.title in step with the current route (and a page's own title, see page-crumb). */
export function useDocumentTitle(): void {
  const pathname = usePathname();
  const title = useCurrentPageCrumb()?.title;
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : pageTitle(pathname);
  }, [pathname, title]);
}
