// The data router: one root layout route and one lazily loaded module per page of the
// registry (domain/routes.ts `routes`), plus the not-found route. Each module exports
// `Component`.
import { routeIds, routes, type RouteId } from '@domain/routes';
import { useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { RootError, RouteError } from './route-error';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouterNavigation } from './router-navigation';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const caseStudy: LazyRoute = () => import('./routes/case-studies/case-study');

/** Which module serves each page of the registry (a page without one is a type error). */
export const routeModules: Record<RouteId, LazyRoute> = {
  home: () => import('./routes/home/home'),
  auth: () => import('./routes/auth/auth'),
  passwordReset: () => import('./routes/auth/password-reset'),
  programs: () => import('./routes/programs/programs'),
  assessment: () => import('./routes/assessment/assessment'),
  assessmentResult: () => import('./routes/assessment/assessment-result'),
  learningFrameworks: () => import('./routes/programs/learning-frameworks'),
  liveWebinars: () => import('./routes/programs/live-webinars'),
  manageWebinarRegistration: () => import('./routes/programs/manage-webinar-registration'),
  pricing: () => import('./routes/programs/pricing'),
  treasuryPolicy: () => import('./routes/treasury-policy/treasury-policy'),
  treasuryPolicyDraft: () => import('./routes/treasury-policy/policy-draft'),
  scheduleConsultation: () => import('./routes/consultation/schedule-consultation'),
  manageConsultation: () => import('./routes/consultation/manage-consultation'),
  confirmAlerts: () => import('./routes/alerts/confirm-alerts'),
  manageAlerts: () => import('./routes/alerts/manage-alerts'),
  bitcoinTreasury: () => import('./routes/market/bitcoin-treasury'),
  greenVaultIndex: () => import('./routes/market/green-vault-index'),
  mnavCalculator: () => import('./routes/market/mnav-calculator'),
  treasuryStressTest: () => import('./routes/market/treasury-stress-test'),
  bitcoinTreasuryStarter: () => import('./routes/market/bitcoin-treasury-starter'),
  holdings: () => import('./routes/market/holdings'),
  weightCalculator: () => import('./routes/market/weight-calculator'),
  performanceChart: () => import('./routes/market/performance-chart'),
  privacyPolicy: () => import('./routes/legal/privacy-policy'),
  termsOfUse: () => import('./routes/legal/terms-of-use'),
  cookiePolicy: () => import('./routes/legal/cookie-policy'),
  educationalDisclaimer: () => import('./routes/legal/educational-disclaimer'),
  aboutUs: () => import('./routes/about/about-us'),
  resources: () => import('./routes/resources/resources'),
  glossary: () => import('./routes/resources/glossary'),
  caseStudyStrategy: caseStudy,
  caseStudyTesla: caseStudy,
  caseStudySquare: caseStudy,
  caseStudyUsGovernment: caseStudy,
  caseStudyElSalvador: caseStudy,
  caseStudyNorway: caseStudy,
  admin: () => import('./routes/admin/admin'),
  account: () => import('./routes/account/account'),
  company: () => import('./routes/market/company'),
  fund: () => import('./routes/market/fund'),
  government: () => import('./routes/market/government'),
  developers: () => import('./routes/developers/developers'),
};

function pageRoutes(): RouteObject[] {
  return routeIds.map((id) => {
    const lazy = routeModules[id];
    return id === 'home' ? { index: true, lazy } : { path: routes[id].path, lazy };
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
