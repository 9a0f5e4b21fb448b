import { expect, test, waitForAppIdle, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { describeLongTasks, longTasksDuring, observeLongTasks, pageWorkOver } from './support/long-tasks.ts';
import { readCsv } from './support/seed-data.ts';

/** The worked example of the model's tests: each breach's month computed by hand. */
const WORKED =
  '/treasury-stress-test?btc=100&cash=1000000&burn=100000&minLiquidity=500000&horizon=9&price=100000' +
  '&path=90000,80000,60000,45000,40000,50000,55000,60000,70000&runway=6&kind=path' +
  '&loan=2000000~12~50~50~80~';

/** The answer to the inputs on the page: not the previous one, kept (aria-busy) while a run is under way. */
const settled = (page: Page) => page.locator('[data-testid="stress-answer"][aria-busy="false"]');
const firstBreach = (page: Page) => settled(page).getByTestId('first-breach');

/** The API's answer to what the page's inputs mean (the page runs the same model in a worker). */
async function apiAnswer(page: Page, scenario: Record<string, unknown>, horizonMonths: number) {
  const response = await page.request.post('/api/v1/stress-test', {
    data: {
      btcHoldings: 100,
      cashUSD: 1_000_000,
      monthlyBurnUSD: 100_000,
      minLiquidityUSD: 500_000,
      loans: [
        { principalUSD: 2_000_000, annualRatePct: 12, collateralBtc: 50, marginCallLtvPct: 50, liquidationLtvPct: 80 },
      ],
      horizonMonths,
      startPrice: 100_000,
      scenario,
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    firstBreach: { kind: string; month: number } | null;
    breachProbability?: number;
  };
}

test.describe('treasury stress test', () => {
  test('runs each scenario kind: a given path, a drawdown, a historical replay and Monte Carlo', async ({ page }) => {
    await page.goto(WORKED);
    await expect(page.getByRole('heading', { level: 1, name: 'Treasury Stress Test' })).toBeVisible();
    await expect(firstBreach(page)).toHaveText('First breach: margin call in month 2; runway 1 month.');
    const table = page.getByTestId('month-table');
    await expect(table.getByRole('row', { name: /^4 / })).toContainText('Liquidation (loan 1)');
    await expect(table.getByRole('row', { name: /^9 / })).toContainText('Cash out');
    await expect(page.getByTestId('solver-sentence')).toHaveText(
      'Even with no cash converted to BTC, the company does not get through 6 months of this scenario without a breach.',
    );

    await page.getByRole('radio', { name: 'Drawdown' }).check();
    await page.getByRole('textbox', { name: /^Fall to the trough/ }).fill('40');
    await page.getByRole('textbox', { name: /^Months to the trough/ }).fill('4');
    // 2,000,000 / (50 × price) ≥ 50 % once the price is 80,000 or less: month 2 of a 10 % a month fall.
    await expect(firstBreach(page)).toHaveText('First breach: margin call in month 2; runway 1 month.');
    await expect(page).toHaveURL(/kind=drawdown/);

    await page.getByRole('radio', { name: 'Historical replay' }).check();
    await page.getByRole('textbox', { name: /^Replay from/ }).fill('2024-03-14');
    const replay = await apiAnswer(page, { kind: 'historical', from: '2024-03-14' }, 9);
    await expect(firstBreach(page)).toHaveText(
      replay.firstBreach ? new RegExp(`in month ${replay.firstBreach.month};`) : 'No breach in 9 months.',
    );
    await expect(page.getByText(/Replayed from 2024-03-14/)).toBeVisible();
    await page.getByRole('textbox', { name: /^Replay from/ }).fill('2013-01-01');
    await expect(page.getByTestId('run-status')).toContainText('The stored daily BTC history starts on');

    await page.getByRole('radio', { name: 'Monte Carlo' }).check();
    await page.getByRole('textbox', { name: /^Paths/ }).fill('500');
    await page.getByRole('textbox', { name: /^Seed/ }).fill('9');
    const simulated = await apiAnswer(page, { kind: 'monte_carlo', paths: 500, seed: 9, blockDays: 30 }, 9);
    await expect(firstBreach(page)).toContainText(
      `${(simulated.breachProbability! * 100).toFixed(1)} % of 500 paths breach a limit within 9 months`,
    );
    await expect(page.getByRole('img', { name: /^BTC price, p5 \/ p50 \/ p95/ })).toBeVisible();
  });

  test('prefills from a stored holder with its dated figures', async ({ page }) => {
    const mstr = readCsv('public_companies.csv').find((row) => row.ticker === 'MSTR')!;
    await page.goto('/treasury-stress-test?ticker=MSTR');
    await expect(page.getByRole('textbox', { name: /^BTC held/ })).toHaveValue(String(Number(mstr.btc_holdings)));
    await expect(page.getByTestId('holder-source')).toContainText('stored holdings');
    await expect(page.getByTestId('holder-source')).toContainText('as of');
    await expect(page).toHaveURL(/btc=/);
    await expect(firstBreach(page)).toBeVisible();
  });

  test('exports the month table as CSV and a shared link reloads to the same answer', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(WORKED);
    await page.getByRole('textbox', { name: /^Monthly burn/ }).fill('90000');
    await expect(firstBreach(page)).toHaveText('First breach: margin call in month 2; runway 1 month.');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('month,date,btcPrice,cashUsd,btcHoldings,loan1LtvPct,breaches');
    expect(lines).toHaveLength(10);
    // 1,000,000 − 9 × (90,000 + 20,000) = 10,000.
    expect(lines[9]).toMatch(/^9,,70000,10000,100,/);

    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('burn=90000');
    const table = await page.getByTestId('month-table').innerText();
    const shared = await context.newPage();
    await shared.goto(link);
    await expect(shared.getByRole('textbox', { name: /^Monthly burn/ })).toHaveValue('90000');
    await expect(firstBreach(shared)).toHaveText('First breach: margin call in month 2; runway 1 month.');
    expect(await shared.getByTestId('month-table').innerText()).toBe(table);
    await shared.reload();
    expect(await shared.getByTestId('month-table').innerText()).toBe(table);
  });

  test('stays responsive while 10,000 paths run: no long task of the page over 50 ms', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await observeLongTasks(page);
    // Warmed up first: the page loaded and idle, its worker started and a 500-path run shown.
    await page.goto('/treasury-stress-test?kind=monte_carlo&paths=500&seed=45&horizon=60');
    await expect(firstBreach(page)).toContainText('of 500 paths breach a limit within 60 months');
    await waitForAppIdle(page);
    await page.getByRole('textbox', { name: /^Paths/ }).selectText();

    const tasks = await longTasksDuring(page, browser, async () => {
      // One input event, as typing the last digit would give.
      await page.keyboard.insertText('10000');
      await expect(firstBreach(page)).toContainText('of 10,000 paths breach a limit within 60 months', {
        timeout: 60_000,
      });
    });
    test.info().annotations.push({ type: 'long tasks (wall, main-thread CPU)', description: describeLongTasks(tasks) });
    expect(pageWorkOver(tasks)).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`has no axe violations and no sideways scroll at ${width} px`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(WORKED);
      await expect(firstBreach(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAxeClean(page);
      await page.getByRole('radio', { name: 'Monte Carlo' }).check();
      await expect(firstBreach(page)).toContainText('paths breach');
      await expectAxeClean(page);
      await context.close();
    });
  }
});
