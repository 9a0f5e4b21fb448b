import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { parseCsv } from './support/seed-data.ts';
import { compareIneligible, INELIGIBLE_PAGE_SIZE } from '../../domain/market/ineligible-order.ts';

// The index pages against the real server and the seeded database: what the table shows is
// checked against the API's own answer, sorting and filtering in the browser, and the CSV
// export against the table.

interface ApiIndexRow {
  id: string;
  companyName: string;
  symbol: string | null;
  btcHoldings: number;
  sector: string | null;
}

interface ApiIndexResult {
  name: string;
  constituentCount: number;
  constituents: ApiIndexRow[];
  ineligible: (ApiIndexRow & { reason: string })[];
}

const INDEXES = [
  { path: '/bitcoin-treasury', id: 'bitcoin_treasury', title: 'Pure Bitcoin Treasury Index' },
  { path: '/green-vault-index', id: 'green_vault', title: 'GreenVault ESG Index' },
  { path: '/bitcoin-treasury-starter', id: 'bitcoin_treasury_starter', title: 'Bitcoin Treasury Starter Index' },
] as const;

const constituentTable = (page: Page) => page.getByRole('table', { name: /constituents, ranked by index weight/ });
const bodyRows = (table: Locator) => table.locator('tbody tr');
const columnHeader = (table: Locator, name: RegExp) => table.getByRole('columnheader', { name });

/** Reads whole numbers such as '846,842 BTC'. */
const parseNumber = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function companyNames(table: Locator): Promise<string[]> {
  return (await bodyRows(table).locator('th[scope="row"]').allTextContents()).map((text) => text.trim());
}

/** The text of one column (by header position) in every body row. */
async function columnTexts(table: Locator, header: RegExp): Promise<string[]> {
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.findIndex((text) => header.test(text));
  expect(index, `column ${header} exists`).toBeGreaterThanOrEqual(0);
  return (
    await bodyRows(table)
      .locator(`:is(td, th):nth-child(${index + 1})`)
      .allTextContents()
  ).map((text) => text.trim());
}

test.describe('index pages', () => {
  test('the Pure Bitcoin Treasury table shows the API index in rank order, with the companies left out', async ({
    page,
    request,
  }) => {
    const api = (await (await request.get('/api/index/bitcoin_treasury')).json()) as ApiIndexResult;
    expect(api.constituentCount).toBeGreaterThan(0);
    await page.goto('/bitcoin-treasury');
    await expect(page.getByRole('heading', { level: 1, name: 'Pure Bitcoin Treasury Index' })).toBeVisible();
    await expect(page.getByTestId('constituent-count')).toHaveText(String(api.constituentCount));

    const table = constituentTable(page);
    await expect(bodyRows(table)).toHaveCount(api.constituentCount);
    expect(await companyNames(table)).toEqual(api.constituents.map((row) => row.companyName));
    await expect(columnHeader(table, /^Rank/)).toHaveAttribute('aria-sort', 'ascending');

    // The page shows the companies left out a page at a time, most BTC first (ADR 202).
    const firstPage = [...api.ineligible].sort(compareIneligible).slice(0, INELIGIBLE_PAGE_SIZE);
    const belowMinimum = firstPage.find((row) => row.reason === 'below_minimum_btc');
    if (belowMinimum) {
      const left = page.getByRole('table', { name: /do not meet its rules/ });
      await expect(left.getByRole('row', { name: belowMinimum.companyName }).first()).toContainText(
        /below the 3,000 BTC minimum/,
      );
    }
    await expect(page.getByRole('region', { name: 'Methodology' })).toContainText('No company may weigh more than 15%');
  });

  test('sorts by BTC held ascending, then descending', async ({ page }) => {
    await page.goto('/bitcoin-treasury');
    const table = constituentTable(page);
    await expect(bodyRows(table).first()).toBeVisible();
    const sortButton = columnHeader(table, /BTC held/).getByRole('button');

    await sortButton.click();
    await expect(columnHeader(table, /BTC held/)).toHaveAttribute('aria-sort', 'ascending');
    const ascending = (await columnTexts(table, /BTC held/i)).map(parseNumber);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await sortButton.click();
    await expect(columnHeader(table, /BTC held/)).toHaveAttribute('aria-sort', 'descending');
    const descending = (await columnTexts(table, /BTC held/i)).map(parseNumber);
    expect(descending).toEqual([...ascending].reverse());
  });

  test('filters by sector and by text, and exports the rows shown as CSV', async ({ page }) => {
    await page.goto('/bitcoin-treasury');
    const table = constituentTable(page);
    await expect(bodyRows(table).first()).toBeVisible();
    const all = await bodyRows(table).count();

    const sector = page.getByLabel('Sector');
    const sectors = (await sector.locator('option').allTextContents()).slice(1);
    expect(sectors.length).toBeGreaterThan(0);
    await sector.selectOption(sectors[0]!);
    const inSector = await columnTexts(table, /^Sector/i);
    expect(inSector.length).toBeGreaterThan(0);
    expect(new Set(inSector)).toEqual(new Set([sectors[0]]));
    await sector.selectOption('');
    await expect(bodyRows(table)).toHaveCount(all);

    await page.getByRole('searchbox', { name: 'Filter by company or ticker' }).fill('strategy');
    await expect(bodyRows(table)).not.toHaveCount(all);
    for (const name of await companyNames(table)) expect(name.toLowerCase()).toContain('strategy');
    await page.getByRole('searchbox', { name: 'Filter by company or ticker' }).fill('');
    await columnHeader(table, /BTC held/)
      .getByRole('button')
      .click();
    await columnHeader(table, /BTC held/)
      .getByRole('button')
      .click();

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toMatch(/^vaultmark-bitcoin_treasury-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = parseCsv(text);
    expect(header!.slice(0, 5)).toEqual(['Rank', 'Company', 'Ticker', 'Sector', 'BTC held']);
    expect(rows.map((row) => row[1])).toEqual(await companyNames(table));
    expect(rows.map((row) => Number(row[4]))).toEqual((await columnTexts(table, /BTC held/i)).map(parseNumber));
    expect(rows.map((row) => row[2] || '—')).toEqual(await columnTexts(table, /^Ticker/i));
    for (const row of rows) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
    }
  });

  test('the weight breakdown shows primary and secondary weights', async ({ page }) => {
    await page.goto('/bitcoin-treasury');
    const table = constituentTable(page);
    await expect(bodyRows(table).first()).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Show primary and secondary weights' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(columnHeader(table, /Primary weight \(70%\)/)).toBeVisible();
    await expect(columnHeader(table, /Secondary weight \(30%\)/)).toBeVisible();
  });

  test('links to the calculators and the performance chart of the index', async ({ page }) => {
    await page.goto('/green-vault-index');
    await expect(page.getByRole('link', { name: 'Weight calculator' })).toHaveAttribute(
      'href',
      '/weight-calculator?index=green_vault',
    );
    await expect(page.getByRole('link', { name: 'Performance chart' })).toHaveAttribute(
      'href',
      '/performance-chart?index=green_vault',
    );
    const table = constituentTable(page);
    await expect(bodyRows(table).first()).toBeVisible();
    await expect(columnHeader(table, /Renewable share/)).toBeVisible();
    const mnav = table.getByRole('link', { name: /open .+ in the mNAV calculator/ }).first();
    await expect(mnav).toHaveAttribute('href', /^\/mnav-calculator\?symbol=/);
  });

  for (const index of INDEXES) {
    test(`${index.path} has no axe violations and no horizontal page scroll at 360 px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(index.path);
      await expect(page.getByRole('heading', { level: 1, name: index.title })).toBeVisible();
      await expect(page.getByTestId('index-value')).toBeVisible();
      // Open a source note so its text is checked too.
      const source = page.getByText('Source', { exact: true }).first();
      if (await source.isVisible()) await source.click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      await context.close();
    });
  }

  test('the table can be sorted with the keyboard alone', async ({ page }) => {
    await page.goto('/bitcoin-treasury');
    const table = constituentTable(page);
    await expect(bodyRows(table).first()).toBeVisible();
    await columnHeader(table, /^Company/)
      .getByRole('button')
      .focus();
    await page.keyboard.press('Enter');
    await expect(columnHeader(table, /^Company/)).toHaveAttribute('aria-sort', 'ascending');
    await page.keyboard.press('Space');
    await expect(columnHeader(table, /^Company/)).toHaveAttribute('aria-sort', 'descending');
  });
});
