// The public route table: every path the SPA serves, with its page title, breadcrumb
// label and breadcrumb parent. The server uses it to answer unknown paths with 404.

export interface RouteEntry {
  /** Path pattern; exact match (no parameters). */
  path: string;
  /** Document title (without the site suffix). */
  title: string;
  /** Label shown in breadcrumbs. */
  label: string;
  /** Path of the breadcrumb parent; '/' for top-level pages, null for home. */
  parent: string | null;
}

export const HOME_PATH = '/';
export const UNKNOWN_PAGE_LABEL = 'Page';

function page(path: string, title: string, label = title, parent: string | null = HOME_PATH): RouteEntry {
  return { path, title, label, parent };
}

export const routeTable: readonly RouteEntry[] = [
  page('/', 'Corporate Bitcoin Treasury Education & Market Intelligence', 'Home', null),
  page('/auth', 'Sign In'),
  page('/password-reset', 'Reset Password', 'Password Reset'),
  page('/programs', 'Advisory Services'),
  page('/assessment', 'Bitcoin Treasury Readiness Assessment', 'Assessment'),
  page('/learning-frameworks', 'Learning Frameworks'),
  page('/live-webinars', 'Live Webinars', 'Education Programs'),
  page('/pricing', 'Pricing', 'Programs'),
  page('/schedule-consultation', 'Schedule a Consultation', 'Schedule Consultation'),
  page('/bitcoin-treasury', 'Pure Bitcoin Treasury Index', 'Pure Bitcoin Treasury'),
  page('/green-vault-index', 'GreenVault ESG Index'),
  page('/mnav-calculator', 'mNAV Calculator'),
  page('/bitcoin-treasury-starter', 'Bitcoin Treasury Starter Index', 'Bitcoin Treasury Starter', '/bitcoin-treasury'),
  page('/holdings', 'Bitcoin Holdings: ETFs, Governments and Combined', 'Bitcoin Holdings'),
  page('/weight-calculator', 'Index Weight Calculator', 'Weight Calculator', '/bitcoin-treasury'),
  page('/performance-chart', 'Index Performance Chart', 'Performance Chart', '/bitcoin-treasury'),
  page('/privacy-policy', 'Privacy Policy'),
  page('/terms-of-use', 'Terms of Use'),
  page('/cookie-policy', 'Cookie Policy'),
  page('/educational-disclaimer', 'Educational Disclaimer'),
  page('/about-us', 'About Us'),
  page('/resources', 'Resources'),
  page('/case-study/strategy', 'Case Study: Strategy', 'Strategy', '/resources'),
  page('/case-study/tesla', 'Case Study: Tesla', 'Tesla', '/resources'),
  page('/case-study/square', 'Case Study: Square (Block)', 'Square (Block)', '/resources'),
  page('/case-study/us-government', 'Case Study: United States Government', 'US Government', '/resources'),
  page('/case-study/el-salvador', 'Case Study: El Salvador', 'El Salvador', '/resources'),
  page('/case-study/norway', 'Case Study: Norway', 'Norway', '/resources'),
  page('/glossary', 'Glossary', 'Glossary', '/resources'),
  page('/admin', 'Admin Dashboard', 'Admin'),
];

const byPath = new Map(routeTable.map((entry) => [entry.path, entry]));

/** Strips a trailing slash (except on the root) so '/pricing/' and '/pricing' match. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  return byPath.get(normalisePath(pathname));
}

export function isKnownPath(pathname: string): boolean {
  return findRoute(pathname) !== undefined;
}

export interface Crumb {
  label: string;
  path: string;
}

/**
 * The breadcrumb trail from home to the page. An unknown path gives Home then Page.
 * A parent chain that loops is cut rather than followed forever.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const path = normalisePath(pathname);
  const entry = findRoute(path);
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
    trail.unshift({ label: current.label, path: current.path });
    current = current.parent === null ? undefined : byPath.get(current.parent);
  }
  return trail;
}

/** Breadcrumbs show on every page except home, and only when the trail has more than one entry. */
export function showsBreadcrumbs(pathname: string): boolean {
  return normalisePath(pathname) !== HOME_PATH && breadcrumbTrail(pathname).length > 1;
}
