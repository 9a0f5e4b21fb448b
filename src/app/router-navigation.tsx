// react-router as the shared layers' navigation (src/lib/navigation.tsx, ADR 131): every page
// the router renders links and reads its path through it. Provided around the router (its
// hooks are called by the components inside it).
import { useCallback } from 'react';
import type * as React from 'react';
import { Link, NavLink, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { NavigationProvider, type Navigation } from '@/lib/navigation';

const routerNavigation: Navigation = {
  Link,
  NavLink,
  usePathname: function usePathname() {
    return useLocation().pathname;
  },
  useNavigate: function useRouterNavigate() {
    const navigate = useNavigate();
    return useCallback((to: string) => void navigate(to), [navigate]);
  },
  useMatches,
};

export function RouterNavigation({ children }: { children: React.ReactNode }) {
  return <NavigationProvider navigation={routerNavigation}>{children}</NavigationProvider>;
}
