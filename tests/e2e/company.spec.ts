// Holder pages in the browser: from the Pure Bitcoin Treasury table to a company's page with
// its change log and index weight; the Hashdex fund and DeFi Technologies, which share the
// ticker DEFI, each on its own page from the holdings tabs; an unknown ticker is the not-found page with HTTP 404;
// axe-clean at 1280 px and 375 px without horizontal scroll. Also /developers: the API
// reference renders the endpoints of the OpenAPI document under the site's CSP, axe-clean at
// both widths, and its code loads only when it is scrolled to or asked for.
import { expect, test, waitForAppIdle } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { watchCspViolations } from './support/accounts';

test.describe('company pages', () => {
  test('open a company from the Pure Bitcoin Treasury table: change log and index weight', async ({ page }) => {
    await page.goto('/bitcoin-treasury');
    const link = page
      .getByRole('table', { name: /constituents, ranked by index weight/ })
      .getByRole('link', { name: /^Strategy Inc/ });
    await expect(link).toHaveAttribute('href', '/company/MSTR');
    await link.click();
    await expect(page).toHaveURL(/\/company\/MSTR$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Strategy Inc/ })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Pure Bitcoin Treasury' })).toBeVisible();
    await expect(breadcrumb.getByText(/^Strategy Inc/)).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/Strategy Inc.*\(MSTR\)/);

    await expect(page.getByTestId('weight-bitcoin_treasury')).toContainText(
      /Weight today \d+(\.\d+)?%, rank \d+ of \d+/,
    );
    await expect(page.getByTestId('calculator-weight')).toContainText(/weighs \d+(\.\d+)?%/);
    await expect(page.getByTestId('figure-holdings')).toHaveText('846,842 BTC');

    const log = page.getByTestId('change-log');
    await expect(log.getByRole('row', { name: /Seed snapshot/ })).toContainText('846,842 BTC');
    await expect(page.getByTestId('holdings-chart')).toBeVisible();
    await expect(log.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show sources' }).click();
    await expect(log.getByRole('columnheader', { name: 'Source' })).toBeVisible();
    await expect(log).toContainText('Strategy has acquired 1,587 BTC');
  });

  test('a fund and a company that share the ticker DEFI: each opens its own page', async ({ page }) => {
    await page.goto('/holdings');
    const fundLink = page.getByRole('table', { name: /exchange-traded funds/ }).getByRole('link', {
      name: 'Hashdex Bitcoin ETF',
    });
    await expect(fundLink).toHaveAttribute('href', '/fund/DEFI');
    await fundLink.click();
    await expect(page).toHaveURL(/\/fund\/DEFI$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hashdex Bitcoin ETF' })).toBeVisible();
    await expect(page).toHaveTitle(/^Hashdex Bitcoin ETF \(DEFI\): Bitcoin Holdings and Change Log/);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Bitcoin Holdings' })).toHaveAttribute('href', '/holdings');
    await expect(page.getByTestId('figure-holdings')).toHaveText('135 BTC');
    await expect(page.getByText(/mNAV/)).toHaveCount(0);

    await page.goto('/holdings?tab=combined');
    const holders = page.getByRole('table', { name: /holders by BTC held/ });
    await expect(holders.getByRole('link', { name: 'Hashdex Bitcoin ETF' })).toHaveAttribute('href', '/fund/DEFI');
    const companyLink = holders.getByRole('link', { name: 'DeFi Technologies' });
    await expect(companyLink).toHaveAttribute('href', '/company/DEFI');
    await companyLink.click();
    await expect(page).toHaveURL(/\/company\/DEFI$/);
    await expect(page.getByRole('heading', { level: 1, name: 'DeFi Technologies' })).toBeVisible();
    await expect(page.getByTestId('figure-holdings')).toHaveText('2,452 BTC');
  });

  test("a holder read that fails with the server's masked 500 shows the spec's text and a retry that recovers", async ({
    page,
  }) => {
    await page.goto('/bitcoin-treasury');
    let failing = true;
    await page.route('**/api/holders/**', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'INTERNAL', message: 'Internal server error' }),
          })
        : route.continue(),
    );
    await page
      .getByRole('table', { name: /constituents, ranked by index weight/ })
      .getByRole('link', { name: /^Strategy Inc/ })
      .click();
    const panel = page.getByRole('alert').filter({ hasText: 'Holder data could not be loaded' });
    // The read is tried twice, a second apart, before the panel shows: on a loaded machine
    // that has taken longer than the default wait.
    await expect(panel).toContainText('Failed to fetch holder data', { timeout: 20_000 });
    await expect(page.getByText('Internal server error')).toHaveCount(0);
    failing = false;
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Strategy Inc/ })).toBeVisible();
  });

  test('an unknown ticker is the not-found page, with HTTP 404 from the server', async ({ page }) => {
    const response = await page.goto('/company/NOSUCHTICKER');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`a company page is axe-clean with no horizontal scroll at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/company/MSTR');
      await expect(page.getByTestId('change-log')).toBeVisible();
      await page.getByRole('button', { name: 'Show sources' }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      await context.close();
    });
  }
});

test.describe('developers page', () => {
  test('renders the OpenAPI document with RapiDoc under the CSP, with curl examples', async ({ page }) => {
    const violations = watchCspViolations(page);
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Data API', exact: true })).toBeVisible();
    await expect(page.getByText(/curl -s .*\/api\/v1\/index\/bitcoin_treasury/).first()).toBeVisible();
    await page.getByTestId('api-reference-box').scrollIntoViewIfNeeded();
    // The endpoints, read from the OpenAPI document (RapiDoc's shadow DOM, which these
    // locators enter): paths under the server's /api/v1 and their summaries.
    const reference = page.getByTestId('api-reference');
    await expect(reference.getByText('/index/{id}', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(reference.getByText('Index result per methodology').first()).toBeVisible();
    await expect(reference.getByText('/holders/{ticker}', { exact: true })).toBeVisible();
    // One level-1 heading in what Chromium gives screen readers: the page's own.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const levelOne = nodes.filter(
      (node) =>
        node.role?.value === 'heading' &&
        node.properties?.find((property) => property.name === 'level')?.value.value === 1,
    );
    expect(levelOne).toHaveLength(1);
    // One main landmark, the page's: RapiDoc's own main reads as a named region inside it.
    expect(nodes.filter((node) => node.role?.value === 'main')).toHaveLength(1);
    await expect(reference.getByRole('region', { name: 'API reference' })).toBeVisible();
    expect(violations).toEqual([]);
    expect(external).toEqual([]);
    // RapiDoc's own text too: its light theme's quieter greys and method colours are darkened to AA.
    await expectAxeClean(page);
  });

  for (const width of [1280, 375]) {
    test(`the page with its reference is axe-clean with no horizontal scroll at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/developers');
      await page.getByTestId('api-reference-box').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('api-reference').getByText('/prices/daily', { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      await context.close();
    });
  }

  test("loads the reference's code only when it is scrolled to, or at once when asked for", async ({ browser }) => {
    // A phone, as Lighthouse's mobile run sees the page: the reference starts below the fold.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const referenceCode = () => requested.filter((path) => /\/api-reference-[^/]*\.js$/.test(path));
    await page.goto('/developers');
    const box = page.getByTestId('api-reference-box');
    const top = await box.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);
    expect(top, 'the reference starts more than 200 px below the fold').toBeGreaterThan(200);
    await waitForAppIdle(page);
    expect(referenceCode()).toEqual([]);
    await expect(page.getByTestId('api-reference-placeholder')).toBeAttached();

    await box.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('api-reference').getByText('/index/{id}', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    expect(referenceCode()).toHaveLength(1);

    // Asked for where it is (a DOM click does not scroll), so only the button can load it.
    const asked = await context.newPage();
    await asked.goto('/developers');
    await asked
      .getByRole('button', { name: 'Show the reference now' })
      .evaluate((button: HTMLElement) => button.click());
    await expect(asked.getByTestId('api-reference').getByText('/holders/{ticker}', { exact: true })).toBeAttached({
      timeout: 20_000,
    });
    await context.close();
  });
});
