// Admin journeys, market data: an administrator edits a company's holdings on the dashboard
// and the public index open in a second browser context shows the new figure without a
// reload; bad input is refused beside its field; the change is in the row's audit log.
import { expect, test } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { ADMIN_NAME, adminSession, openAdminTab } from './support/admin.ts';

interface ApiIndexResult {
  constituents: { id: string; companyName: string; btcHoldings: number }[];
}

const grouped = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

// Two browser contexts and axe runs on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('editing holdings on the dashboard changes the public index live', async ({ browser, baseURL, request }) => {
  const index = (await (await request.get('/api/index/bitcoin_treasury')).json()) as ApiIndexResult;
  const company = index.constituents.filter((row) => Number.isInteger(row.btcHoldings))[2]!;
  const newHoldings = Math.round(company.btcHoldings) + 1234;

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto('/bitcoin-treasury');
  const viewerRow = viewer.getByRole('row', { name: new RegExp(company.companyName) }).first();
  await expect(viewerRow).toBeVisible();
  await expect(viewerRow).not.toContainText(grouped(newHoldings));
  await viewer.evaluate(() => (window.__noReload = true));

  const { context, page } = await adminSession(browser, baseURL!);
  await openAdminTab(page, 'market', 'Market data');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true }).fill(company.companyName);
  const row = page.getByTestId('market-row').filter({ hasText: company.companyName }).first();
  await row.getByRole('button', { name: `Edit ${company.companyName}` }).click();

  const form = page.getByRole('form', { name: `Edit ${company.companyName}` });
  await form.getByLabel('BTC holdings', { exact: true }).fill('1e308');
  await form.getByLabel('As of', { exact: true }).fill('2026-02-30');
  await form.getByRole('button', { name: 'Save changes' }).click();
  // Refused in the browser with the API's own schema, each field named.
  await expect(form.getByLabel('BTC holdings', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('As of', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Source', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('BTC holdings', { exact: true }).fill(String(newHoldings));
  await form.getByLabel('As of', { exact: true }).fill('2026-11-20');
  await form.getByLabel('Source', { exact: true }).fill('Company filing read by the admin browser test');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(row.getByTestId('btc')).toContainText(grouped(newHoldings));

  // The open public page shows it without a reload.
  await expect(viewerRow).toContainText(grouped(newHoldings), { timeout: 15_000 });
  expect(await viewer.evaluate(() => window.__noReload)).toBe(true);

  // The row's audit log holds who, the before and after, as-of and source.
  await row.getByRole('button', { name: `History of ${company.companyName}` }).click();
  const history = page.getByRole('dialog', { name: `Audit log of ${company.companyName}` });
  const entry = history.getByTestId('audit-row').first();
  await expect(entry).toContainText(ADMIN_NAME);
  await expect(entry).toContainText(`btcHoldings: ${grouped(company.btcHoldings)} → ${grouped(newHoldings)}`);
  await expect(entry).toContainText('2026-11-20');
  await expect(entry).toContainText('Company filing read by the admin browser test');
  await expectAxeClean(page);
  await page.keyboard.press('Escape');

  // Put the figure back, so the other specs see the seeded total again.
  await row.getByRole('button', { name: `Edit ${company.companyName}` }).click();
  await form.getByLabel('BTC holdings', { exact: true }).fill(String(company.btcHoldings));
  await form.getByLabel('As of', { exact: true }).fill('2026-11-20');
  await form.getByLabel('Source', { exact: true }).fill('Restored by the admin browser test');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(viewerRow).toContainText(grouped(company.btcHoldings), { timeout: 15_000 });

  await context.close();
  await viewerContext.close();
});

test('the overview and market data screens have no axe violations', async ({ browser, baseURL }) => {
  const { context, page } = await adminSession(browser, baseURL!);
  await openAdminTab(page, 'overview', 'Overview');
  await expect(page.getByRole('table', { name: 'Market data freshness per index type' })).toBeVisible();
  await expect(page.getByTestId('freshness-row')).toHaveCount(4);
  await expectAxeClean(page);
  await page.getByRole('tab', { name: 'Market data' }).click();
  await expect(page).toHaveURL(/\?tab=market$/);
  await expect(page.getByTestId('market-row').first()).toBeVisible();
  await expectAxeClean(page);
  await context.close();
});
