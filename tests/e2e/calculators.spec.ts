import { expect, test, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { calculateMnav } from '../../domain/mnav.ts';
import { latestDailyBtcPrice, readCsv } from './support/seed-data.ts';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function seededCompany(ticker: string) {
  const company = readCsv('public_companies.csv').find((row) => row.ticker === ticker);
  const capital = readCsv('market_caps.csv').find((row) => row.ticker === ticker);
  if (!company || !capital) throw new Error(`${ticker} is not in the seed`);
  return {
    btc: Number(company.btc_holdings),
    marketCap: Number(capital.market_cap_usd),
    shares: Number(capital.shares_basic),
    debt: Number(capital.total_debt_usd),
    preferred: Number(capital.preferred_usd),
    cash: Number(capital.cash_usd),
  };
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('mNAV calculator', () => {
  test('prefills from MSTR, and its shared link gives the same results in a new page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/mnav-calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'mNAV Calculator' })).toBeVisible();

    const mstr = seededCompany('MSTR');
    const price = latestDailyBtcPrice();
    await expect(page.getByRole('textbox', { name: /^BTC price/ })).toHaveValue(String(price));
    const select = page.getByLabel('Prefill from a stored company');
    await expect(select).toBeEnabled();
    await select.selectOption('MSTR');

    await expect(page.getByRole('textbox', { name: /^BTC held/ })).toHaveValue(String(mstr.btc));
    await expect(page.getByRole('textbox', { name: /^Market cap/ })).toHaveValue(String(mstr.marketCap));
    await expect(page.getByTestId('company-as-of')).toContainText('Holdings 846,842 BTC as of Jun 15, 2026');
    await expect(page.getByTestId('company-as-of')).toContainText('as of Jun 8, 2026');

    const expected = calculateMnav({
      btcHeld: mstr.btc,
      btcPrice: price,
      marketCap: mstr.marketCap,
      sharePrice: null,
      sharesOutstanding: mstr.shares,
      debt: mstr.debt,
      preferred: mstr.preferred,
      cash: mstr.cash,
      btcAddedPerDay: null,
      dailyBtcYieldPct: null,
    });
    await expect(page.getByTestId('result-marketCapMnav')).toHaveText(
      `${twoDecimals.format(expected.marketCapMnav!)}×`,
    );
    await expect(page.getByTestId('result-enterpriseValueMnav')).toHaveText(
      `${twoDecimals.format(expected.enterpriseValueMnav!)}×`,
    );
    await expect(page).toHaveURL(/\?symbol=MSTR$/);

    await page.getByRole('textbox', { name: /^BTC added per day/ }).fill('500');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/mnav-calculator\?/);
    expect(link).toContain(`btc=${mstr.btc}`);
    expect(link).toContain(`price=${price}`);
    expect(link).toContain('add=500');
    const results = await page.getByTestId('mnav-results').innerText();

    const shared = await context.newPage();
    await shared.goto(link);
    await expect(shared.getByTestId('result-marketCapMnav')).toHaveText(
      `${twoDecimals.format(expected.marketCapMnav!)}×`,
    );
    await expect(shared.getByRole('textbox', { name: /^BTC added per day/ })).toHaveValue('500');
    expect(await shared.getByTestId('mnav-results').innerText()).toBe(results);
  });

  test('flags an invalid field and never shows NaN or Infinity', async ({ page }) => {
    await page.goto('/mnav-calculator?price=50000&mcap=1B');
    const btc = page.getByRole('textbox', { name: /^BTC held/ });
    await btc.fill('abc');
    await expect(btc).toHaveAttribute('aria-invalid', 'true');
    await expect(btc).toHaveAccessibleDescription(/Enter a number\./);
    await btc.fill('0');
    await expect(page.getByTestId('result-marketCapMnav')).toHaveText('—');
    await btc.fill('1e308');
    await page.getByRole('textbox', { name: /^BTC price/ }).fill('1e308');
    await expect(page.getByTestId('result-btcNav')).toHaveText('—');
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity/);
  });

  test('is usable at 360 px and has no axe violations', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/mnav-calculator?symbol=MSTR');
    await expect(page.getByRole('textbox', { name: /^BTC held/ })).toHaveValue(String(seededCompany('MSTR').btc));
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await context.close();
  });
});

test.describe('weight calculator', () => {
  const scenarioWeights = (page: Page) =>
    page.getByTestId('weight-row').locator('[data-column="scenario"]').allInnerTexts();

  test('weights move when the cap changes, and reset to official', async ({ page }) => {
    await page.goto('/weight-calculator?index=bitcoin_treasury');
    await expect(page.getByRole('heading', { level: 1, name: 'Index Weight Calculator' })).toBeVisible();
    await expect(page.getByText(/Official result calculated/)).toBeVisible();
    await expect(page.getByTestId('weight-row').first()).toBeVisible();
    const before = await scenarioWeights(page);
    const official = await page.getByTestId('weight-row').locator('[data-column="official"]').allInnerTexts();
    expect(before).toEqual(official);

    const cap = page.getByRole('textbox', { name: /Weight cap per company/ });
    await cap.fill('5');
    await expect(page).toHaveURL(/cap=5/);
    await expect.poll(() => scenarioWeights(page)).not.toEqual(before);
    const after = (await scenarioWeights(page)).map((text) => Number(text.replace('%', '')));
    expect(Math.max(...after)).toBeLessThanOrEqual(5);
    expect(after.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(100, 0);

    await page.getByRole('button', { name: 'Reset to official' }).click();
    await expect(cap).toHaveValue('15');
    await expect.poll(() => scenarioWeights(page)).toEqual(before);
    await expect(page).toHaveURL(/\?index=bitcoin_treasury$/);
  });

  test('a shared scenario opens as it was, and the page has no axe violations', async ({ page }) => {
    await page.goto('/weight-calculator?index=bitcoin_treasury&cap=20&hyp=Planned+Treasury%7E50000%7E%7E8000000000%7E');
    const row = page.getByTestId('weight-row').filter({ hasText: 'Planned Treasury' });
    await expect(row).toContainText('Hypothetical');
    await expect(row).toContainText('In the index');
    await expect(page.getByRole('textbox', { name: /Weight cap per company/ })).toHaveValue('20');
    await expectAxeClean(page);
  });

  test('has no horizontal scroll at 360 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/weight-calculator?index=green_vault');
    await expect(page.getByTestId('weight-row').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
