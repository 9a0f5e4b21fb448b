import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { readCsv } from './support/seed-data.ts';

// The holdings page against the real server: ETF and government totals, the combined view's
// totals reconciling with its grand total, tabs in the URL and by keyboard, axe checks.

interface ApiRow {
  companyName: string;
  btcHoldings: number;
}

interface ApiCombined {
  totalBTC: number;
  categories: { label: string; totalBTC: number }[];
}

const parseNumber = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const btc = (value: number) => `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)} BTC`;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

async function btcCells(scope: Locator, rowTestId: string): Promise<number[]> {
  return (await scope.getByTestId(rowTestId).getByTestId('btc').allTextContents()).map(parseNumber);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('holdings page', () => {
  test('opens on ETFs, whose rows and total match the seeded funds', async ({ page, request }) => {
    const api = (await (await request.get('/api/constituents?index_type=bitcoin_etf')).json()) as ApiRow[];
    const seeded = readCsv('etfs.csv').filter((row) => row.btc_holdings !== '');
    expect(api).toHaveLength(seeded.length);
    const seededTotal = seeded.reduce((sum, row) => sum + Number(row.btc_holdings), 0);

    await page.goto('/holdings');
    await expect(tab(page, 'ETFs')).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: /exchange-traded funds/ });
    await expect(table.getByTestId('etf-row')).toHaveCount(api.length);
    const cells = await btcCells(table, 'etf-row');
    expect(sum(cells)).toBeCloseTo(seededTotal, 2);
    expect(cells).toEqual([...cells].sort((a, b) => b - a));
    await expect(table.getByTestId('etf-total-btc')).toHaveText(btc(seededTotal));
    await expect(table).toContainText(/USD values at BTC \$[\d,]+\.\d\d/);
  });

  test('governments: rows add up to the total, with the estimate and seizure note', async ({ page }) => {
    const seeded = readCsv('governments.csv').filter((row) => row.btc_holdings !== '');
    const seededTotal = seeded.reduce((sum, row) => sum + Number(row.btc_holdings), 0);
    await page.goto('/holdings');
    await tab(page, 'Governments').click();
    await expect(page).toHaveURL(/\?tab=governments$/);
    const table = page.getByRole('table', { name: /governments, largest first/ });
    await expect(table.getByTestId('government-row')).toHaveCount(seeded.length);
    const cells = await btcCells(table, 'government-row');
    expect(sum(cells)).toBeCloseTo(seededTotal, 2);
    await expect(table.getByTestId('government-total-btc')).toHaveText(btc(seededTotal));
    await expect(page.getByText(/Some figures below are estimates/)).toBeVisible();
    await expect(table.getByText('seized').first()).toBeVisible();
  });

  test('combined: category totals reconcile with the grand total, each holder counted once', async ({
    page,
    request,
  }) => {
    const api = (await (await request.get('/api/holdings/combined')).json()) as ApiCombined;
    await page.goto('/holdings?tab=combined');
    await expect(tab(page, 'Combined')).toHaveAttribute('aria-selected', 'true');
    const totals = page.getByRole('table', { name: /each category of holder/ });
    await expect(totals.getByTestId('category-row')).toHaveCount(api.categories.length);
    const categories = await btcCells(totals, 'category-row');
    const overlap = await btcCells(totals, 'overlap-row');
    const grand = parseNumber(await totals.getByTestId('combined-total-btc').textContent());
    expect(grand).toBeCloseTo(api.totalBTC, 2);
    expect(sum(categories) - sum(overlap)).toBeCloseTo(grand, 2);

    await expect(page.getByRole('heading', { name: 'How double counting is avoided' })).toBeVisible();
    await expect(page.getByText(/Each holder is counted once/).first()).toBeVisible();

    const holders = page.getByRole('table', { name: /holders by BTC held/ });
    const held = await btcCells(holders, 'holder-row');
    expect(held).toEqual([...held].sort((a, b) => b - a));
    expect(sum(held)).toBeCloseTo(grand, 2);
  });

  test('tabs work with the keyboard and keep the choice in the URL', async ({ page }) => {
    await page.goto('/holdings');
    await tab(page, 'ETFs').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Governments')).toBeFocused();
    await expect(tab(page, 'Governments')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=governments$/);
    await page.keyboard.press('End');
    await expect(tab(page, 'Combined')).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(tab(page, 'Combined')).toHaveAttribute('aria-selected', 'true');
  });

  for (const name of ['etfs', 'governments', 'combined']) {
    test(`the ${name} tab has no axe violations and no horizontal page scroll at 360 px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`/holdings?tab=${name}`);
      await expect(page.getByRole('tabpanel').getByRole('table').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      await context.close();
    });
  }
});
