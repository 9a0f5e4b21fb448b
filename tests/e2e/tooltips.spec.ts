// The spec's tooltips where readers need them: the index table's column headers and
// composite scores, and the mNAV calculator's inputs. Each opens from the keyboard,
// describes the control it belongs to, closes on Escape, and the page stays axe-clean
// with a tooltip open.
import { expect, test, waitForAppIdle, type Locator, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';

/**
 * Focuses a trigger until its tooltip is open and describes it (the tooltip code loads on
 * that first focus). A re-render of the page (data arriving, a scroll) can close a tooltip
 * just opened, so focus is given again.
 */
async function openByFocus(page: Page, trigger: Locator, text: string | RegExp) {
  await trigger.scrollIntoViewIfNeeded();
  await expect(async () => {
    await trigger.evaluate((element) => (element as HTMLElement).blur());
    await trigger.focus();
    await expect(page.getByRole('tooltip')).toContainText(text, { timeout: 2_000 });
    await expect(trigger).toHaveAccessibleDescription(typeof text === 'string' ? new RegExp(text) : text, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

test('index table headers and composite scores explain themselves from the keyboard', async ({ page }) => {
  const tooltipCode: string[] = [];
  page.on('request', (request) => {
    if (/\/tip-radix-[\w-]+\.js$/.test(request.url())) tooltipCode.push(request.url());
  });
  await page.goto('/bitcoin-treasury');
  const table = page.getByRole('table', { name: /constituents, ranked by index weight/ });
  await expect(table).toBeVisible();
  // The page's fifty tips cost nothing while it loads: no tooltip code until a reader reaches one.
  await waitForAppIdle(page);
  expect(tooltipCode).toEqual([]);
  await expect(page.locator('[data-slot="tip"] [data-state]')).toHaveCount(0);
  const weight = table.getByRole('columnheader', { name: /Index weight/ }).getByRole('button');
  // Radix closes a tooltip when the page scrolls, so the control is brought into view first,
  // as tabbing to it would.
  await openByFocus(page, weight, 'capped at 15%');
  const tip = page.getByRole('tooltip');
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  const composite = table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^\d+\.\d$/ });
  await openByFocus(page, composite, /^Composite [\d.]+ = 70% × conviction [\d.]+ \+ 30% × exposure/);
  await expectAxeClean(page);
});

test('mNAV inputs explain themselves from the keyboard', async ({ page }) => {
  await page.goto('/mnav-calculator');
  const help = page.getByRole('button', { name: 'About Market cap' });
  await openByFocus(page, help, 'mNAV is market cap divided by the value of the BTC held');
  await expect(help).toHaveAccessibleDescription(/mNAV is market cap divided/);
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('a pointer resting on a tip opens it (the code loads on that first hover)', async ({ page }) => {
  await page.goto('/mnav-calculator');
  const help = page.getByRole('button', { name: 'About Market cap' });
  await help.scrollIntoViewIfNeeded();
  await help.hover();
  await expect(page.getByRole('tooltip')).toContainText('mNAV is market cap divided by the value of the BTC held');
  await page.mouse.move(5, 5, { steps: 8 });
  await expect(page.getByRole('tooltip')).toBeHidden();
});
