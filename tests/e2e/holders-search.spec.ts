// Government pages and the site search in the browser: a government's page opened from the
// holdings tabs, with its change log and sources; an unknown slug is the not-found page with
// HTTP 404; the header search, keyboard only, from "Strat" to Strategy's page; the search in
// the mobile menu at 375 px without horizontal scroll; "Hashdex" finds the fund at /fund/DEFI
// (a company has its ticker); axe-clean (wcag2a, wcag2aa) throughout.
import { expect, test, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('government pages', () => {
  test('open a government from the holdings tabs: figures, breadcrumbs and change log with sources', async ({
    page,
  }) => {
    await page.goto('/holdings?tab=governments');
    const link = page.getByRole('table').getByRole('link', { name: 'El Salvador' });
    await expect(link).toHaveAttribute('href', '/government/el-salvador');
    await link.click();
    await expect(page).toHaveURL(/\/government\/el-salvador$/);
    await expect(page.getByRole('heading', { level: 1, name: 'El Salvador' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Bitcoin Holdings' })).toHaveAttribute('href', '/holdings');
    await expect(breadcrumb.getByText('El Salvador')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/^El Salvador: Government Bitcoin Holdings and Change Log/);

    await expect(page.getByTestId('figure-holdings')).toHaveText('7,689 BTC');
    await expect(page.getByTestId('figure-usdValue')).toHaveText(/^\$[\d.,]+[KMB]?$/);
    await expect(page.getByTestId('figure-marketCap')).toHaveCount(0);
    const log = page.getByTestId('change-log');
    await expect(log.getByRole('row', { name: /Seed snapshot/ })).toContainText('7,689 BTC');
    await expect(page.getByTestId('holdings-chart')).toBeVisible();
    await expect(log.getByRole('columnheader', { name: 'Source' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show sources' }).click();
    await expect(log.getByRole('columnheader', { name: 'Source' })).toBeVisible();
    // The seed's research key in plain words (ADR 201), never the key itself.
    await expect(log).toContainText('BitcoinTreasuries.net snapshot of about 2026-06-15');
    await expect(log).not.toContainText('[BT-');
  });

  test('an unknown slug is the not-found page, with HTTP 404 from the server', async ({ page }) => {
    const response = await page.goto('/government/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test(`a government page is axe-clean with no horizontal scroll at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/government/united-states');
      await expect(page.getByTestId('change-log')).toBeVisible();
      await page.getByRole('button', { name: 'Show sources' }).click();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      await context.close();
    });
  }
});

test.describe('site search', () => {
  test('keyboard only: the header search finds "Strat", and Enter opens Strategy', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    // Tab through the header to the search button.
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if (await button.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const combobox = dialog.getByRole('combobox', { name: 'Search holders, pages and glossary terms' });
    await expect(combobox).toBeFocused();
    await page.keyboard.type('Strat');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText('Strategy Inc');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expectAxeClean(page);

    // Escape closes the list, not the dialog.
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/company\/MSTR$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Strategy Inc/ })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  test('finds the Hashdex fund, whose ticker DEFI a company also has, and opens its own page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search holders, pages and glossary terms' }).fill('Hashdex');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText('Hashdex Bitcoin ETF');
    await first.click();
    await expect(page).toHaveURL(/\/fund\/DEFI$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hashdex Bitcoin ETF' })).toBeVisible();
  });

  test('in the mobile menu at 375 px: no horizontal scroll, axe-clean, opens a government', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    const combobox = menu.getByRole('combobox', { name: 'Search holders, pages and glossary terms' });
    await combobox.focus();
    await page.keyboard.type('salv');
    await expect(menu.getByRole('option').first()).toContainText('El Salvador');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const listbox = menu.getByRole('listbox');
    const box = (await listbox.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectAxeClean(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/government\/el-salvador$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});
