// The public route table: every path the SPA serves, with its page title, breadcrumb
// label, breadcrumb parent and whether search engines may list it. The server uses it to
// answer unknown paths with 404 (for parameterised paths, after asking whether the thing
// named exists), the SPA builds its router from it.

export interface RouteEntry {
  /**
   * Path pattern: fixed segments, or `:name` for one segment (e.g. '/company/:ticker').
   * Fixed paths win over patterns.
   */
  path: string;
  /** Document title (without the site suffix). A pattern's page may set a more specific one. */
  title: string;
  /** Label shown in breadcrumbs. */
  label: string;
  /** Path of the breadcrumb parent; '/' for top-level pages, null for home. */
  parent: string | null;
  /**
   * False for pages search engines must not list (admin, sign-in, account, private results
   * and manage links): served with `noindex` and left out of the sitemap.
   */
  indexable: boolean;
}

/** A route matched against a path, with the values of its `:name` segments. */
export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string>>;
}

export const HOME_PATH = '/';
export const UNKNOWN_PAGE_LABEL = 'Page';

function page<Path extends string>(path: Path, title: string, label = title, parent: string | null = HOME_PATH) {
  return { path, title, label, parent, indexable: true } satisfies RouteEntry;
}

/** A page search engines must not list. */
function privatePage<Path extends string>(path: Path, title: string, label = title, parent: string | null = HOME_PATH) {
  return { ...page(path, title, label, parent), indexable: false } satisfies RouteEntry;
}

/**
 * The page registry: every page by its id. Adding a page is an entry here and its module in
 * src/app/router.tsx; the router's module map, the typed paths (src/config/paths.ts) and the
 * pages' descriptions (route-descriptions.ts) are keyed by it, so a page missing from any of
 * them is a type error. Titles, breadcrumbs (label, parent) and the sitemap (indexable) are
 * read from the entries themselves.
 */
export const routes = {
  home: page('/', 'Corporate Bitcoin Treasury Education & Market Intelligence', 'Home', null),
  auth: privatePage('/auth', 'Sign In'),
  passwordReset: privatePage('/password-reset', 'Reset Password', 'Password Reset'),
  programs: page('/programs', 'Advisory Services'),
  assessment: page('/assessment', 'Bitcoin Treasury Readiness Assessment', 'Assessment'),
  assessmentResult: privatePage(
    '/assessment/result/:token',
    'Your Readiness Assessment Result',
    'Result',
    '/assessment',
  ),
  learningFrameworks: page('/learning-frameworks', 'Learning Frameworks'),
  liveWebinars: page('/live-webinars', 'Live Webinars', 'Education Programs'),
  manageWebinarRegistration: privatePage(
    '/live-webinars/manage/:token',
    'Your Webinar Registration',
    'Manage Registration',
    '/live-webinars',
  ),
  pricing: page('/pricing', 'Pricing', 'Programs'),
  treasuryPolicy: page('/treasury-policy', 'Treasury Policy Drafter', 'Treasury Policy'),
  treasuryPolicyDraft: privatePage(
    '/treasury-policy/:token',
    'Your Treasury Policy Draft',
    'Draft',
    '/treasury-policy',
  ),
  scheduleConsultation: page('/schedule-consultation', 'Schedule a Consultation', 'Schedule Consultation'),
  manageConsultation: privatePage(
    '/schedule-consultation/manage/:token',
    'Your Consultation',
    'Manage Booking',
    '/schedule-consultation',
  ),
  confirmAlerts: privatePage('/alerts/confirm/:token', 'Confirm Your Alerts', 'Confirm Alerts'),
  manageAlerts: privatePage('/alerts/manage/:token', 'Your Alerts', 'Manage Alerts'),
  bitcoinTreasury: page('/bitcoin-treasury', 'Pure Bitcoin Treasury Index', 'Pure Bitcoin Treasury'),
  greenVaultIndex: page('/green-vault-index', 'GreenVault ESG Index'),
  mnavCalculator: page('/mnav-calculator', 'mNAV Calculator'),
  treasuryStressTest: page('/treasury-stress-test', 'Treasury Stress Test'),
  bitcoinTreasuryStarter: page(
    '/bitcoin-treasury-starter',
    'Bitcoin Treasury Starter Index',
    'Bitcoin Treasury Starter',
    '/bitcoin-treasury',
  ),
  holdings: page('/holdings', 'Bitcoin Holdings: ETFs, Governments and Combined', 'Bitcoin Holdings'),
  weightCalculator: page('/weight-calculator', 'Index Weight Calculator', 'Weight Calculator', '/bitcoin-treasury'),
  performanceChart: page('/performance-chart', 'Index Performance Chart', 'Performance Chart', '/bitcoin-treasury'),
  privacyPolicy: page('/privacy-policy', 'Privacy Policy'),
  termsOfUse: page('/terms-of-use', 'Terms of Use'),
  cookiePolicy: page('/cookie-policy', 'Cookie Policy'),
  educationalDisclaimer: page('/educational-disclaimer', 'Educational Disclaimer'),
  aboutUs: page('/about-us', 'About Us'),
  resources: page('/resources', 'Resources'),
  caseStudyStrategy: page('/case-study/strategy', 'Case Study: Strategy', 'Strategy', '/resources'),
  caseStudyTesla: page('/case-study/tesla', 'Case Study: Tesla', 'Tesla', '/resources'),
  caseStudySquare: page('/case-study/square', 'Case Study: Square (Block)', 'Square (Block)', '/resources'),
  caseStudyUsGovernment: page(
    '/case-study/us-government',
    'Case Study: United States Government',
    'US Government',
    '/resources',
  ),
  caseStudyElSalvador: page('/case-study/el-salvador', 'Case Study: El Salvador', 'El Salvador', '/resources'),
  caseStudyNorway: page('/case-study/norway', 'Case Study: Norway', 'Norway', '/resources'),
  glossary: page('/glossary', 'Glossary', 'Glossary', '/resources'),
  company: page('/company/:ticker', 'Bitcoin Holder', 'Holder', '/bitcoin-treasury'),
  fund: page('/fund/:ticker', 'Bitcoin Fund Holdings', 'Fund', '/holdings'),
  government: page('/government/:slug', 'Government Bitcoin Holdings', 'Government', '/holdings'),
  developers: page('/developers', 'Open Data API', 'Developers'),
  admin: privatePage('/admin', 'Admin Dashboard', 'Admin'),
  account: privatePage('/account', 'Your Account', 'Account'),
} as const satisfies Record<string, RouteEntry>;

/** A page of the registry. */
export type RouteId = keyof typeof routes;
/** A registry page's path (a pattern for the pages with `:name` segments). */
export type RoutePath = (typeof routes)[RouteId]['path'];

/** The registry's ids, in its order. */
// The keys of `routes`, whose type is exactly RouteId.
export const routeIds = Object.keys(routes) as RouteId[];

/** The registry as a table, in its order (exact paths win over patterns when matching). */
export const routeTable: readonly RouteEntry[] = routeIds.map((id) => routes[id]);

/** Each page's path by its id. */
export const routePaths = Object.fromEntries(routeIds.map((id) => [id, routes[id].path])) as {
  readonly [Id in RouteId]: (typeof routes)[Id]['path'];
};

const PARAM_SEGMENT = /^:([A-Za-z][A-Za-z0-9]*)$/;

/** True when the path has `:name` segments. */
export function isPattern(path: string): boolean {
  return path.split('/').some((segment) => PARAM_SEGMENT.test(segment));
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Strips a trailing slash (except on the root) so '/pricing/' and '/pricing' match. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

/** Matches paths against a route table: an exact path first, then the first pattern that fits. */
export function createRouteMatcher(table: readonly RouteEntry[]) {
  const byPath = new Map(table.map((entry) => [entry.path, entry]));
  const patterns = table
    .filter((entry) => isPattern(entry.path))
    .map((entry) => ({ entry, segments: entry.path.split('/') }));

  function matchRoute(pathname: string): RouteMatch | undefined {
    const path = normalisePath(pathname);
    const exact = byPath.get(path);
    if (exact) return { entry: exact, params: {} };
    const segments = path.split('/');
    for (const pattern of patterns) {
      if (pattern.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const fits = pattern.segments.every((part, index) => {
        const name = PARAM_SEGMENT.exec(part)?.[1];
        const actual = segments[index]!;
        if (!name) return part === actual;
        const value = decodeSegment(actual);
        if (!value) return false;
        params[name] = value;
        return true;
      });
      if (fits) return { entry: pattern.entry, params };
    }
    return undefined;
  }

  /**
   * The breadcrumb trail from home to the page. An unknown path gives Home then Page.
   * A parent chain that loops is cut rather than followed forever.
   */
  function breadcrumbTrail(pathname: string): Crumb[] {
    const path = normalisePath(pathname);
    const entry = matchRoute(path)?.entry;
    if (!entry) return notFoundTrail(path);
    const trail: Crumb[] = [];
    const seen = new Set<string>();
    let current: RouteEntry | undefined = entry;
    while (current && !seen.has(current.path)) {
      seen.add(current.path);
      // A pattern's crumb links to the path being shown, not to the pattern.
      trail.unshift({ label: current.label, path: current === entry ? path : current.path });
      current = current.parent === null ? undefined : byPath.get(current.parent);
    }
    return trail;
  }

  return { matchRoute, breadcrumbTrail };
}

export interface Crumb {
  label: string;
  path: string;
}

/**
 * The trail of a page that does not exist: Home then Page. An unknown path has it, and so
 * has a known pattern whose thing is missing (/company/NOPE), which shows the not-found page.
 */
export function notFoundTrail(pathname: string): Crumb[] {
  return [
    { label: 'Home', path: HOME_PATH },
    { label: UNKNOWN_PAGE_LABEL, path: normalisePath(pathname) },
  ];
}

const siteRoutes = createRouteMatcher(routeTable);

/** The route a path belongs to, with its parameters. */
export const matchRoute = siteRoutes.matchRoute;

/** The breadcrumb trail of a path (see createRouteMatcher). */
export const breadcrumbTrail = siteRoutes.breadcrumbTrail;

/** How a page names itself from its data (a holder's page): its label, and its parent when the data decides it. */
export interface NamedPage {
  label: string;
  parent?: Crumb;
}

/**
 * The trail of a page that names itself: the table's trail ending in the page's own label,
 * or home, the page's parent and the page when its data gives the parent. The breadcrumbs
 * show it and the page's JSON-LD lists it.
 */
export function namedPageTrail(pathname: string, page: NamedPage | null): Crumb[] {
  const trail = breadcrumbTrail(pathname);
  if (!page) return trail;
  const head = page.parent ? [trail[0]!, page.parent] : trail.slice(0, -1);
  return [...head, { label: page.label, path: pathname }];
}

export function findRoute(pathname: string): RouteEntry | undefined {
  return matchRoute(pathname)?.entry;
}

export function isKnownPath(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}

/** Breadcrumbs show on every page except home, and only when the trail has more than one entry. */
export function showsBreadcrumbs(pathname: string): boolean {
  return normalisePath(pathname) !== HOME_PATH && breadcrumbTrail(pathname).length > 1;
}

export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * The document title of a path: '<site> — <title>' on home, '<title> | <site>' elsewhere,
 * and a not-found title for paths the table does not know. The SPA sets it on navigation,
 * the server writes it into the HTML it serves; `title` overrides the table's (a pattern page).
 */
export function documentTitle(pathname: string, siteName: string, title?: string): string {
  const entry = findRoute(pathname);
  if (!entry) return `${NOT_FOUND_TITLE} | ${siteName}`;
  if (normalisePath(pathname) === HOME_PATH) return `${siteName} — ${title ?? entry.title}`;
  return `${title ?? entry.title} | ${siteName}`;
}
