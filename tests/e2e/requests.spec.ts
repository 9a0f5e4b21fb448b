// No page asks the server twice for the same data when it loads: every route of the route
// table (plus a not-found path) is opened in a fresh browser — the public pages by
// first-paint.spec.ts, the rest here —, its /api requests are recorded while it loads and
// settles, and any URL asked for twice fails the test. The home page
// also asks only for what it shows (no whole tables), and /bitcoin-treasury leaves its
// chart and the daily price series until the chart is scrolled to.
import { expect, test, waitForAppIdle, type Page } from './support/test.ts';
import {
  BEACON,
  duplicates,
  everyRoutePath,
  loadAndSettle,
  publicPaths,
  recordApiRequests,
} from './support/page-loads.ts';

async function apiRequestsOnLoad(page: Page, path: string): Promise<string[]> {
  const requests = recordApiRequests(page);
  await loadAndSettle(page, path);
  return requests;
}

// The public pages' requests are checked as first-paint.spec.ts opens them.
for (const path of everyRoutePath.filter((path) => !publicPaths.includes(path))) {
  test(`${path} asks for each piece of data once on load`, async ({ page }) => {
    const requests = await apiRequestsOnLoad(page, path);
    expect(duplicates(requests), requests.join('\n')).toEqual([]);
  });
}

test('the home page asks only for the session and the live stream: its summary and quote come with the page', async ({
  page,
}) => {
  // The browser sends the beacon on its own time: the page may have settled before the
  // request is seen, so the test waits for it rather than reading the list too early.
  const beacon = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.pathname}` === BEACON;
  });
  const requests = await apiRequestsOnLoad(page, '/');
  await beacon;
  expect([...requests].sort()).toEqual(
    [
      // The page view for the site's own analytics (ADR 091), not data.
      BEACON,
      'GET /api/auth/get-session',
      'GET /api/realtime',
      // The summary and the featured quote are in the served page (ADR 093).
    ].sort(),
  );
});

test('/bitcoin-treasury loads the chart library and the daily prices only when the chart is scrolled to', async ({
  browser,
}) => {
  // A phone, as Lighthouse's mobile run sees the page: the chart starts below the fold.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/bitcoin-treasury');
  const placeholder = page.getByTestId('performance-chart-placeholder');
  await expect(placeholder).toBeAttached();
  const top = await placeholder.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
  expect(top, 'the chart starts more than 200 px below the fold').toBeGreaterThan(200);
  await waitForAppIdle(page);
  const chartCode = (paths: string[]) => paths.filter((path) => /lightweight-charts/.test(path));
  expect(chartCode(requested)).toEqual([]);
  expect(requested.filter((path) => path === '/api/prices/daily')).toEqual([]);

  const dailyPrices = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/prices/daily');
  await page.getByRole('heading', { name: /index value and BTC price/ }).scrollIntoViewIfNeeded();
  await dailyPrices;
  await expect(page.locator('[data-slot="performance-chart-panel"] canvas').first()).toBeVisible();
  expect(chartCode(requested).length).toBeGreaterThan(0);
  await context.close();
});

test('the chart loads at once when asked for, without scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto('/bitcoin-treasury');
  const dailyPrices = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/prices/daily');
  const show = page.getByRole('button', { name: 'Show the chart now' });
  await expect(show).toBeAttached();
  // Pressed where it is (a DOM click does not scroll), so only the button can load the chart.
  await show.evaluate((button: HTMLElement) => button.click());
  await dailyPrices;
  await expect(page.getByRole('group', { name: 'Range' })).toBeVisible();
  await context.close();
});
