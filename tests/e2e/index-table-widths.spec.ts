// The index tables keep each constituent's name and its index weight in view at every width
// (issue 42): at 1280 and at 375 px, without scrolling the table sideways, the Index weight
// column and the company names lie within the viewport. The BTC-to-market-cap column is named
// for what it divides (the spec's total assets are the market cap).
import { expect, test } from './support/test.ts';

for (const width of [1280, 375]) {
  test(`the Pure Bitcoin Treasury table shows name and index weight within ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/bitcoin-treasury');
    const table = page.getByRole('table', { name: /constituents, ranked by index weight/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const inView = async (label: string, box: { x: number; width: number } | null) => {
      expect(box, label).not.toBeNull();
      expect(box!.x, label).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, label).toBeLessThanOrEqual(width);
    };
    const header = table.getByRole('columnheader', { name: /Index weight/ });
    await inView('Index weight header', await header.boundingBox());
    const weightColumn = await header.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
    const firstRow = table.locator('tbody tr').first();
    await inView('first row name', await firstRow.locator('th').boundingBox());
    await inView('first row weight', await firstRow.locator('th, td').nth(weightColumn).boundingBox());
    await expect(firstRow.locator('th, td').nth(weightColumn)).toHaveText(/^\d+\.\d{2}%$/);

    await expect(table.getByRole('columnheader', { name: /BTC value ÷ market cap/ })).toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: /% of assets/ })).toHaveCount(0);
    await context.close();
  });
}
