// Admin journeys, the other screens: each tab opens from the URL with its data and has no
// axe violations (WCAG 2 A and AA); the index can be recalculated with a before/after table.
import { expect, test, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { adminSession, openAdminTab } from './support/admin.ts';

test.describe.configure({ timeout: 120_000 });

const axeClean = async (page: Page) => await expectAxeClean(page);

test('index, prices, leads lists and mail screens work and are axe clean', async ({ browser, baseURL }) => {
  const { context, page } = await adminSession(browser, baseURL!);

  await openAdminTab(page, 'index', 'Index');
  await expect(page.getByRole('table', { name: 'Index rules' })).toContainText('Pure Bitcoin Treasury');
  await page.getByRole('button', { name: 'Recalculate now' }).click();
  await expect(page.getByRole('table', { name: /Public companies: weights before and after/ })).toBeVisible();
  await axeClean(page);

  await page.getByRole('tab', { name: 'Prices' }).click();
  await expect(page).toHaveURL(/\?tab=prices$/);
  await expect(page.getByTestId('price-row').filter({ hasText: 'BTC' })).toHaveCount(1);
  await expect(page.getByTestId('feed-status')).toContainText('The price feed is off.');
  const priceForm = page.getByRole('form', { name: 'Enter a price' });
  await priceForm.getByRole('button', { name: 'Enter price' }).click();
  await expect(priceForm.getByLabel('Price', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  await axeClean(page);

  await openAdminTab(page, 'leads', 'Leads');
  await expect(page.getByRole('table', { name: 'Consultation bookings' })).toBeVisible();
  await axeClean(page);
  for (const [tab, table] of [
    ['Webinars', 'Webinar sessions'],
    ['Assessments', 'Assessment results'],
    ['Availability', 'Blackout dates'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('table', { name: table })).toBeVisible();
    // The server adds the coming bank holidays at start: at any date, some lie within reach.
    if (tab === 'Availability')
      await expect(page.getByRole('table', { name: table })).toContainText('Bank holiday (England and Wales):');
    await axeClean(page);
  }

  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page.getByRole('table', { name: /Mail, newest first/ })).toBeVisible();
  await axeClean(page);
  await context.close();
});

test('at 375 px every screen scrolls its tables, not the page', async ({ browser, baseURL }) => {
  const { context, page } = await adminSession(browser, baseURL!);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [tab, name, ready] of [
    ['overview', 'Overview', 'Market data freshness per index type'],
    ['market', 'Market data', /Public companies: stored rows/],
    ['import', 'Import', 'Imports, newest first'],
    ['sources', 'Sources', 'Sources: where each reads from, its last success and last error'],
    ['people', 'People', 'Accounts and their roles'],
    ['mail', 'Mail', /Mail, newest first/],
  ] as const) {
    await openAdminTab(page, tab, name);
    await expect(page.getByRole('table', { name: ready })).toBeVisible();
    // The selected tab is scrolled into the tab list's view, sideways only.
    const shown = await page.evaluate(() => {
      const list = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
      const tab = document.querySelector('[role="tab"][aria-selected="true"]')!.getBoundingClientRect();
      return { inside: tab.left >= list.left - 1 && tab.right <= list.right + 1, pageScrolled: window.scrollY };
    });
    expect(shown, `${tab}: the selected tab is in view`).toEqual({ inside: true, pageScrolled: 0 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await context.close();
});
