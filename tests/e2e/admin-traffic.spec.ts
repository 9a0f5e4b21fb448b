// Admin journey, site traffic: a visitor arrives from another site and browses home →
// assessment → pricing; the site's own beacon stores the views, and the overview shows them
// (the referrer, the paths, the funnel's first two steps, the chart and its table). Axe
// clean (WCAG 2 A and AA), the period switch works, and at 375 px the page does not scroll
// sideways.
import { expect, test, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { adminSession, openAdminTab } from './support/admin.ts';

test.describe.configure({ timeout: 120_000 });

const axeClean = async (page: Page) => await expectAxeClean(page);

const cells = (page: Page, table: RegExp, first: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: first, exact: true }) })
    .getByRole('cell');

/**
 * The overview's Top paths table lists the paths and counts of the analytics answer the page
 * itself received, in its order. (Held to the page's own answer: a request of the test's
 * would count the admin's own visits to /admin at another moment.)
 */
async function expectTopPathsAsAnswered(admin: Page) {
  const answers: Promise<{ topPaths: { path: string; pageViews: number }[] }>[] = [];
  admin.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/admin/analytics') answers.push(response.json());
  });
  await openAdminTab(admin, 'overview', 'Overview');
  const rows = admin.getByRole('table', { name: /^Top paths, / }).getByTestId('top-path');
  await expect(async () => {
    expect(answers.length, 'the overview asked for the analytics').toBeGreaterThan(0);
    const latest = await answers.at(-1)!;
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
    expect(shown.map(([path = '', views = '']) => [path.split(' (')[0], Number(views.replaceAll(',', ''))])).toEqual(
      latest.topPaths.map((row) => [row.path, row.pageViews]),
    );
  }).toPass({ timeout: 15_000 });
}

test('pages a visitor sees show up in the overview: chart, paths, referrer and funnel', async ({
  browser,
  baseURL,
}) => {
  const referrerHost = `e2e-${Date.now().toString(36)}.example.com`;
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events') beacons.push(request.postData() ?? '');
  });
  await page.goto('/', { referer: `https://${referrerHost}/news` });
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => beacons.some((body) => body.includes(referrerHost))).toBe(true);
  for (const [path, heading] of [
    ['/assessment', /Assessment/i],
    ['/pricing', 'Pricing'],
  ] as const) {
    const sent = beacons.length;
    await page.goto(path);
    await expect(page.locator('main h1').first()).toHaveText(heading);
    await expect.poll(() => beacons.slice(sent).some((body) => body.includes(`"path":"${path}"`))).toBe(true);
  }
  await visitor.close();

  const { context, page: admin } = await adminSession(browser, baseURL!);
  // The beacon is answered before the events are committed: wait until the API sees the visit.
  await expect
    .poll(async () => JSON.stringify(await (await admin.request.get('/api/admin/analytics?days=7')).json()))
    .toContain(referrerHost);
  await openAdminTab(admin, 'overview', 'Overview');

  const chart = admin.getByRole('img', { name: /^Page views per day, .* in all; the most on / });
  await expect(chart).toBeVisible();
  await expect(cells(admin, /^Referrers, /, referrerHost)).toHaveText([referrerHost, '1']);
  // Top paths keeps the ten most viewed: after the rest of the suite this visit's pages may
  // rank below them (the funnel below shows its home and assessment views), so the table is
  // held to the analytics answer.
  await expect(cells(admin, /^Top paths, /, '/').nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expectTopPathsAsAnswered(admin);
  const funnel = admin.getByRole('table', { name: /^Funnel: home → assessment → booking/ });
  await expect(funnel.getByTestId('funnel-step').nth(0).getByRole('cell').nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expect(funnel.getByTestId('funnel-step').nth(1).getByRole('cell').nth(1)).toHaveText(/^[1-9][\d,]*$/);

  // The figures per day: today's row has at least the three views of this visit.
  await admin.getByText('Page views per day as a table').click();
  const today = admin
    .getByRole('table', { name: 'Page views and visitors per day' })
    .getByTestId('page-views-day')
    .last();
  await expect(today.getByRole('cell').nth(1)).toHaveText(/^([3-9]|\d{2,}|\d{1,3}(,\d{3})+)$/);
  await axeClean(admin);

  const period = admin.getByRole('group', { name: 'Period' });
  await period.getByRole('button', { name: '7 days' }).click();
  await expect(period.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    admin.getByRole('table', { name: 'Page views and visitors per day' }).getByTestId('page-views-day'),
  ).toHaveCount(7);

  await admin.setViewportSize({ width: 375, height: 800 });
  await expect(chart).toBeVisible();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the overview scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  const chartWidth = await chart.evaluate((svg) => svg.getBoundingClientRect().width);
  expect(chartWidth).toBeLessThanOrEqual(375);
  await axeClean(admin);
  await context.close();
});
