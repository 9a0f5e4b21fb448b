import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@/lib/page-title';

/** Keeps document.title in step with the current route. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
}
