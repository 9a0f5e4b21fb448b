// What a parameterised page knows about itself once its data has loaded: the label of its
// breadcrumb (the holder's name rather than the route table's "Holder"), its parent when
// that depends on the data (a GreenVault holder under the GreenVault index), and a more
// specific document title. The shell's breadcrumbs and document title read it.
import { createContext, useContext, useEffect, useState } from 'react';
import type * as React from 'react';
import { useLocation } from 'react-router-dom';

export interface PageCrumb {
  /** The pathname the crumb belongs to: ignored on any other page. */
  path: string;
  label: string;
  parent?: { label: string; path: string };
  /** Document title without the site suffix. */
  title?: string;
}

interface PageCrumbState {
  crumb: PageCrumb | null;
  setCrumb: (crumb: PageCrumb | null) => void;
}

const PageCrumbContext = createContext<PageCrumbState>({ crumb: null, setCrumb: () => undefined });

export function PageCrumbProvider({ children }: { children: React.ReactNode }) {
  const [crumb, setCrumb] = useState<PageCrumb | null>(null);
  return <PageCrumbContext.Provider value={{ crumb, setCrumb }}>{children}</PageCrumbContext.Provider>;
}

/** The crumb set for the current pathname, or null. */
export function useCurrentPageCrumb(): PageCrumb | null {
  const { pathname } = useLocation();
  const { crumb } = useContext(PageCrumbContext);
  return crumb && crumb.path === pathname ? crumb : null;
}

/** Sets this page's crumb while it is shown (null: the route table's). */
export function usePageCrumb(crumb: Omit<PageCrumb, 'path'> | null): void {
  const { pathname } = useLocation();
  const { setCrumb } = useContext(PageCrumbContext);
  const label = crumb?.label;
  const parentLabel = crumb?.parent?.label;
  const parentPath = crumb?.parent?.path;
  const title = crumb?.title;
  useEffect(() => {
    if (label === undefined) return undefined;
    setCrumb({
      path: pathname,
      label,
      ...(parentLabel && parentPath ? { parent: { label: parentLabel, path: parentPath } } : {}),
      ...(title ? { title } : {}),
    });
    return () => setCrumb(null);
  }, [pathname, label, parentLabel, parentPath, title, setCrumb]);
}
