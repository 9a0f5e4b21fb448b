// What the per-page load checks share: the pages each spec opens, and the /api requests a
// page makes while it loads and settles. Every route is opened once in the whole suite:
// first-paint.spec.ts opens the public pages (and checks their requests too), requests.spec.ts
// the rest.
import { expect, waitForAppIdle, type Page } from './test.ts';
import { isPattern, routeTable } from '../../../domain/routes.ts';

/** The public pages first paint opens: every indexable route, and a holder of each kind. */
export const publicPaths = [
  ...routeTable.filter((entry) => entry.indexable && !isPattern(entry.path)).map((entry) => entry.path),
  '/company/MSTR',
  '/government/el-salvador',
];

/** A real page for a pattern whose page shows data; other patterns are opened as written (not found). */
const PATTERN_EXAMPLES: Readonly<Record<string, string>> = {
  '/company/:ticker': '/company/MSTR',
  '/fund/:ticker': '/fund/IBIT',
};

/** Every route of the route table (a pattern by its example) and a path that is none. */
export const everyRoutePath = [
  ...routeTable.map((entry) => PATTERN_EXAMPLES[entry.path] ?? entry.path),
  '/no-such-page',
];

/** Starts recording the page's /api requests ("METHOD /path?query"), in order. */
export function recordApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

/** Opens `path` and waits until it has hydrated, opened the live stream and settled. */
export async function loadAndSettle(page: Page, path: string): Promise<void> {
  const stream = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/realtime');
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await stream;
  await waitForAppIdle(page);
}

/** The analytics beacon: one per page view (a redirect is two), not data asked for. */
export const BEACON = 'POST /api/analytics/events';

/** The requests asked for more than once (the beacon aside). */
export function duplicates(requests: readonly string[]): string[] {
  return [...new Set(requests.filter((request, index) => request !== BEACON && requests.indexOf(request) !== index))];
}
