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
  /**
   * One sentence for search results and link previews (the served meta description and
   * Open Graph description). Pages of a pattern may have a more specific one.
   */
  description: string;
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

function page(
  path: string,
  title: string,
  description: string,
  label = title,
  parent: string | null = HOME_PATH,
): RouteEntry {
  return { path, title, description, label, parent, indexable: true };
}

/** A page search engines must not list. */
function privatePage(
  path: string,
  title: string,
  description: string,
  label = title,
  parent: string | null = HOME_PATH,
): RouteEntry {
  return { ...page(path, title, description, label, parent), indexable: false };
}

export const routeTable: readonly RouteEntry[] = [
  page(
    '/',
    'Corporate Bitcoin Treasury Education & Market Intelligence',
    'Vaultmark helps CFOs, treasurers and finance teams evaluate and govern a corporate Bitcoin treasury through advisory programs, live webinars, a free readiness assessment and market intelligence.',
    'Home',
    null,
  ),
  privatePage(
    '/auth',
    'Sign In',
    'Sign in to or create a Vaultmark account, used by program participants and the Vaultmark team.',
  ),
  privatePage(
    '/password-reset',
    'Reset Password',
    'Choose a new password for your Vaultmark account from the link sent to your email address.',
    'Password Reset',
  ),
  page(
    '/programs',
    'Advisory Services',
    'Advisory engagements that help finance teams decide on a Bitcoin treasury, document the decision and run it with the discipline of the rest of the treasury.',
  ),
  page(
    '/assessment',
    'Bitcoin Treasury Readiness Assessment',
    'Fourteen questions across five areas that show how ready your company is to hold Bitcoin in treasury, free and with no account needed.',
    'Assessment',
  ),
  privatePage(
    '/assessment/result/:token',
    'Your Readiness Assessment Result',
    'Your Bitcoin treasury readiness result: scores per area, the open items and what to read next.',
    'Result',
    '/assessment',
  ),
  page(
    '/learning-frameworks',
    'Learning Frameworks',
    'A structured curriculum that takes a finance team from first principles to a working Bitcoin treasury process in about 32 hours of study.',
  ),
  page(
    '/live-webinars',
    'Live Webinars',
    'Live sessions twice a week for finance and treasury professionals, one Bitcoin treasury topic per session with time for questions.',
    'Education Programs',
  ),
  page(
    '/pricing',
    'Pricing',
    'Vaultmark’s three program tiers, Foundations at 497 USD, Professional at 997 USD and Executive at 2,997 USD, each with a 30-day satisfaction guarantee.',
    'Programs',
  ),
  page(
    '/schedule-consultation',
    'Schedule a Consultation',
    'Book a free 30-minute consultation with no obligation for finance leaders weighing a Bitcoin treasury decision.',
    'Schedule Consultation',
  ),
  privatePage(
    '/schedule-consultation/manage/:token',
    'Your Consultation',
    'See the time of your Vaultmark consultation in your own time zone, cancel it or move it to another free slot.',
    'Manage Booking',
    '/schedule-consultation',
  ),
  page(
    '/bitcoin-treasury',
    'Pure Bitcoin Treasury Index',
    'Public companies holding Bitcoin on their balance sheet, weighted by the share of their assets in BTC and the size of their holdings, with a cap per company.',
    'Pure Bitcoin Treasury',
  ),
  page(
    '/green-vault-index',
    'GreenVault ESG Index',
    'Bitcoin-holding companies that publish a claim about the renewable or zero-carbon share of the energy they use, scored and weighted by Vaultmark’s published rules.',
  ),
  page(
    '/mnav-calculator',
    'mNAV Calculator',
    'Compare what the market pays for a Bitcoin treasury company with the value of the Bitcoin it holds, from your own figures or a stored company.',
  ),
  page(
    '/bitcoin-treasury-starter',
    'Bitcoin Treasury Starter Index',
    'Public companies that have started a Bitcoin treasury but hold less than the Pure Bitcoin Treasury Index’s minimum, weighted by the same rules.',
    'Bitcoin Treasury Starter',
    '/bitcoin-treasury',
  ),
  page(
    '/holdings',
    'Bitcoin Holdings: ETFs, Governments and Combined',
    'Bitcoin held by spot ETFs and funds, by governments and by every holder together, each counted once, with the date and source of every figure.',
    'Bitcoin Holdings',
  ),
  page(
    '/weight-calculator',
    'Index Weight Calculator',
    'Change an index methodology’s settings, leave companies out or add your own, and see weights, index value and concentration recomputed beside the official result.',
    'Weight Calculator',
    '/bitcoin-treasury',
  ),
  page(
    '/performance-chart',
    'Index Performance Chart',
    'How each Vaultmark index has moved day by day beside the BTC price, as a chart, a table or a CSV download.',
    'Performance Chart',
    '/bitcoin-treasury',
  ),
  page(
    '/privacy-policy',
    'Privacy Policy',
    'How Vaultmark collects, uses and protects personal information when you use this site.',
  ),
  page(
    '/terms-of-use',
    'Terms of Use',
    'The terms that apply when you use the Vaultmark web site and create an account.',
  ),
  page(
    '/cookie-policy',
    'Cookie Policy',
    'Which cookies and browser storage Vaultmark uses, what for, and how you can control them.',
  ),
  page(
    '/educational-disclaimer',
    'Educational Disclaimer',
    'How Vaultmark’s educational material on corporate Bitcoin treasury management should, and should not, be used.',
  ),
  page(
    '/about-us',
    'About Us',
    'Who Vaultmark is and how it helps finance teams understand corporate Bitcoin treasury management through education, advisory work and market intelligence.',
  ),
  page(
    '/resources',
    'Resources',
    'Case studies, a glossary, market-intelligence tools and learning material on corporate Bitcoin treasury management, with every figure dated and sourced.',
  ),
  page(
    '/case-study/strategy',
    'Case Study: Strategy',
    'How Strategy (formerly MicroStrategy) adopted Bitcoin as its primary treasury reserve asset in August 2020, with dated figures, sources and lessons for treasurers.',
    'Strategy',
    '/resources',
  ),
  page(
    '/case-study/tesla',
    'Case Study: Tesla',
    'How Tesla invested in Bitcoin in 2021, later sold most of it and reports what remains, with dated figures, sources and lessons for treasurers.',
    'Tesla',
    '/resources',
  ),
  page(
    '/case-study/square',
    'Case Study: Square (Block)',
    'How Square, now Block, has bought Bitcoin for its corporate treasury since October 2020, with dated figures, sources and lessons for treasurers.',
    'Square (Block)',
    '/resources',
  ),
  page(
    '/case-study/us-government',
    'Case Study: United States Government',
    'How the United States set up a Strategic Bitcoin Reserve funded with forfeited Bitcoin, and why its holdings depend on what is counted, with sources and lessons for treasurers.',
    'US Government',
    '/resources',
  ),
  page(
    '/case-study/el-salvador',
    'Case Study: El Salvador',
    'How El Salvador made Bitcoin legal tender in 2021 and what changed under its IMF programme, with dated figures, sources and lessons for treasurers.',
    'El Salvador',
    '/resources',
  ),
  page(
    '/case-study/norway',
    'Case Study: Norway',
    'How Norway’s Government Pension Fund Global is exposed to Bitcoin indirectly, through shares in companies that hold it, with dated figures, sources and lessons for treasurers.',
    'Norway',
    '/resources',
  ),
  page(
    '/glossary',
    'Glossary',
    'Plain definitions of the treasury, accounting and Bitcoin terms used across Vaultmark, written for finance teams.',
    'Glossary',
    '/resources',
  ),
  page(
    '/company/:ticker',
    'Bitcoin Holder',
    'One holder’s Bitcoin: holdings with their change log and sources, market value, mNAV and its weight in each Vaultmark index.',
    'Holder',
    '/bitcoin-treasury',
  ),
  page(
    '/developers',
    'Open Data API',
    'The free Vaultmark open data API: index results, constituents, holdings, prices and history as JSON or CSV, documented in OpenAPI 3.1.',
    'Developers',
  ),
  privatePage(
    '/admin',
    'Admin Dashboard',
    'The Vaultmark team’s dashboard for accounts and site data, open to administrators only.',
    'Admin',
  ),
  privatePage(
    '/account',
    'Your Account',
    'Your bookings, webinar registrations, enquiries and assessment results with Vaultmark.',
    'Account',
  ),
];

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
    if (!entry)
      return [
        { label: 'Home', path: HOME_PATH },
        { label: UNKNOWN_PAGE_LABEL, path },
      ];
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

const siteRoutes = createRouteMatcher(routeTable);

/** The route a path belongs to, with its parameters. */
export const matchRoute = siteRoutes.matchRoute;

/** The breadcrumb trail of a path (see createRouteMatcher). */
export const breadcrumbTrail = siteRoutes.breadcrumbTrail;

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
