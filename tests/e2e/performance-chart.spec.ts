import { expect, test, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';

const dataRows = (page: Page) => page.getByRole('region', { name: 'Data table' }).locator('tbody tr');

test.describe('performance chart', () => {
  test('draws the chart, switches range and lists the range as a table', async ({ page }) => {
    await page.goto('/performance-chart?index=bitcoin_treasury&range=30D');
    await expect(page.getByRole('heading', { level: 1, name: 'Index Performance Chart' })).toBeVisible();
    // The chart library arrives on demand and draws on canvas.
    const chart = page.getByTestId('performance-chart');
    await expect(chart.locator('canvas').first()).toBeVisible();
    // The library lays its canvases out in a table of its own: drawing, hidden from assistive
    // technology (and from role queries), so the page's only tables are its data tables.
    await expect(chart.locator('table')).not.toHaveCount(0);
    await expect(chart.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '30D' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Show data table' }).click();
    const thirtyDays = await dataRows(page).count();
    expect(thirtyDays).toBeLessThanOrEqual(31);

    await page.getByRole('button', { name: 'All' }).click();
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '30D' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/range=All/);
    // The seed holds daily BTC prices from 2024-01-01.
    await expect.poll(() => dataRows(page).count()).toBeGreaterThan(900);
    await expect(dataRows(page).last()).toContainText('Jan 1, 2024');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^vaultmark-bitcoin_treasury-All-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test('the range buttons work from the keyboard and the index can be changed', async ({ page }) => {
    await page.goto('/performance-chart');
    await expect(page.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '90D' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '90D' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Index', { exact: true }).selectOption('green_vault');
    await expect(page).toHaveURL(/index=green_vault&range=90D/);
    await expect(page.getByRole('heading', { level: 2, name: /GreenVault ESG/ })).toBeVisible();
  });

  test('the home page does not load the chart library', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('holdings-btc-counter')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => /lightweight-charts/.test(url))).toBe(false);
  });

  test('has no axe violations and no horizontal scroll at 360 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/performance-chart?index=bitcoin_treasury&range=1Y');
    await expect(page.getByTestId('performance-chart').locator('canvas').first()).toBeVisible();
    await page.getByRole('button', { name: 'Show data table' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
    await context.close();
  });
});
