// The data router: one root layout route and one lazily loaded module per entry of
// domain/routes.ts routeTable, plus the not-found route. Each module exports `Component`.
import { routeTable } from '@domain/routes';
import { useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { RootError, RouteError } from './route-error';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouterNavigation } from './router-navigation';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const caseStudy: LazyRoute = () => import('./routes/case-studies/case-study');

/** Which module serves each path of the route table. */
export const routeModules: Record<string, LazyRoute> = {
  '/': () => import('./routes/home/home'),
  '/auth': () => import('./routes/auth/auth'),
  '/password-reset': () => import('./routes/auth/password-reset'),
  '/programs': () => import('./routes/programs/programs'),
  '/assessment': () => import('./routes/assessment/assessment'),
  '/assessment/result/:token': () => import('./routes/assessment/assessment-result'),
  '/learning-frameworks': () => import('./routes/programs/learning-frameworks'),
  '/live-webinars': () => import('./routes/programs/live-webinars'),
  '/live-webinars/manage/:token': () => import('./routes/programs/manage-webinar-registration'),
  '/pricing': () => import('./routes/programs/pricing'),
  '/treasury-policy': () => import('./routes/treasury-policy/treasury-policy'),
  '/treasury-policy/:token': () => import('./routes/treasury-policy/policy-draft'),
  '/schedule-consultation': () => import('./routes/consultation/schedule-consultation'),
  '/schedule-consultation/manage/:token': () => import('./routes/consultation/manage-consultation'),
  '/alerts/confirm/:token': () => import('./routes/alerts/confirm-alerts'),
  '/alerts/manage/:token': () => import('./routes/alerts/manage-alerts'),
  '/bitcoin-treasury': () => import('./routes/market/bitcoin-treasury'),
  '/green-vault-index': () => import('./routes/market/green-vault-index'),
  '/mnav-calculator': () => import('./routes/market/mnav-calculator'),
  '/treasury-stress-test': () => import('./routes/market/treasury-stress-test'),
  '/bitcoin-treasury-starter': () => import('./routes/market/bitcoin-treasury-starter'),
  '/holdings': () => import('./routes/market/holdings'),
  '/weight-calculator': () => import('./routes/market/weight-calculator'),
  '/performance-chart': () => import('./routes/market/performance-chart'),
  '/privacy-policy': () => import('./routes/legal/privacy-policy'),
  '/terms-of-use': () => import('./routes/legal/terms-of-use'),
  '/cookie-policy': () => import('./routes/legal/cookie-policy'),
  '/educational-disclaimer': () => import('./routes/legal/educational-disclaimer'),
  '/about-us': () => import('./routes/about/about-us'),
  '/resources': () => import('./routes/resources/resources'),
  '/glossary': () => import('./routes/resources/glossary'),
  '/case-study/strategy': caseStudy,
  '/case-study/tesla': caseStudy,
  '/case-study/square': caseStudy,
  '/case-study/us-government': caseStudy,
  '/case-study/el-salvador': caseStudy,
  '/case-study/norway': caseStudy,
  '/admin': () => import('./routes/admin/admin'),
  '/account': () => import('./routes/account/account'),
  '/company/:ticker': () => import('./routes/market/company'),
  '/fund/:ticker': () => import('./routes/market/fund'),
  '/government/:slug': () => import('./routes/market/government'),
  '/developers': () => import('./routes/developers/developers'),
};

function pageRoutes(): RouteObject[] {
  return routeTable.map((entry) => {
    const lazy = routeModules[entry.path];
    if (!lazy) throw new Error(`No route module for ${entry.path}`);
    return entry.path === '/' ? { index: true, lazy } : { path: entry.path, lazy };
  });
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: RootHydrateFallback,
      errorElement: <RootError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [...pageRoutes(), { path: '*', lazy: () => import('./routes/not-found/not-found') }],
        },
      ],
    },
  ];
}

/** What a route module may give its route (the rest of its exports are its own). */
const ROUTE_MODULE_KEYS = ['Component', 'ErrorBoundary', 'HydrateFallback', 'loader', 'action', 'handle'] as const;

/**
 * Loads the modules of the routes matching `pathname` and puts them on the routes, so the
 * router starts with the page itself rather than its HydrateFallback: a page hydrating the
 * server's markup must render that markup on its first render (ADR 093).
 */
export async function preloadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      const loaded = route as Record<string, unknown>;
      for (const key of ROUTE_MODULE_KEYS) if (module[key] !== undefined) loaded[key] = module[key];
      route.lazy = undefined;
    }),
  );
}

/** The browser's data router over `routes`: it reads the address and matches it at once. */
export const createAppRouter = (routes: RouteObject[]) => createBrowserRouter(routes);
export type AppDataRouter = ReturnType<typeof createAppRouter>;

/**
 * The browser's router: `router` when the page's start made it (before hydrating, in a task of
 * its own: ADR 134), else one over `routes` (default: a fresh route table, modules loaded on
 * navigation).
 */
export function AppRouter({ routes, router: made }: { routes?: RouteObject[]; router?: AppDataRouter }) {
  const [router] = useState(() => made ?? createAppRouter(routes ?? createAppRoutes()));
  return (
    <RouterNavigation>
      <RouterProvider router={router} />
    </RouterNavigation>
  );
}
