// The spec's tooltips where readers need them: the index table's column headers and
// composite scores, and the mNAV calculator's inputs. Each opens from the keyboard,
// describes the control it belongs to, closes on Escape, and the page stays axe-clean
// with a tooltip open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test.ts';

/** The tooltip code loads when the browser is idle; its triggers then carry Radix's data-state. */
async function tooltipsLoaded(page: Page) {
  await expect(page.locator('[data-slot="tip"] [data-state]').first()).toBeAttached();
}

/**
 * Focuses a trigger until its tooltip is open and describes it. A re-render of the page
 * (data arriving, a scroll) can close a tooltip just opened, so focus is given again.
 */
async function openByFocus(page: Page, trigger: Locator, text: string | RegExp) {
  await trigger.scrollIntoViewIfNeeded();
  await expect(trigger).toHaveAttribute('data-state', /.+/);
  await expect(async () => {
    await trigger.evaluate((element) => (element as HTMLElement).blur());
    await trigger.focus();
    await expect(page.getByRole('tooltip')).toContainText(text, { timeout: 2_000 });
    await expect(trigger).toHaveAccessibleDescription(typeof text === 'string' ? new RegExp(text) : text, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
}

test('index table headers and composite scores explain themselves from the keyboard', async ({ page }) => {
  await page.goto('/bitcoin-treasury');
  const table = page.getByRole('table', { name: /constituents, ranked by index weight/ });
  await expect(table).toBeVisible();
  await tooltipsLoaded(page);
  const weight = table.getByRole('columnheader', { name: /Index weight/ }).getByRole('button');
  // Radix closes a tooltip when the page scrolls, so the control is brought into view first,
  // as tabbing to it would.
  await openByFocus(page, weight, 'capped at 15%');
  const tip = page.getByRole('tooltip');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  const composite = table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^\d+\.\d$/ });
  await openByFocus(page, composite, /^Composite [\d.]+ = 70% × conviction [\d.]+ \+ 30% × exposure/);
  await expectNoAxeViolations(page);
});

test('mNAV inputs explain themselves from the keyboard', async ({ page }) => {
  await page.goto('/mnav-calculator');
  await tooltipsLoaded(page);
  const help = page.getByRole('button', { name: 'About Market cap' });
  await openByFocus(page, help, 'mNAV is market cap divided by the value of the BTC held');
  await expect(help).toHaveAccessibleDescription(/mNAV is market cap divided/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});
