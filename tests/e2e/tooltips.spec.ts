// The spec's tooltips where readers need them: the index table's column headers and
// composite scores, and the mNAV calculator's inputs. Each opens from the keyboard,
// describes the control it belongs to, closes on Escape, and the page stays axe-clean
// with a tooltip open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The tooltip code loads when the browser is idle; its triggers then carry Radix's data-state. */
async function tooltipsLoaded(page: Page) {
  await expect(page.locator('[data-slot="tip"] [data-state]').first()).toBeAttached();
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
  // Radix closes a tooltip when the page scrolls, so bring the control into view first, as
  // tabbing to it would.
  await weight.scrollIntoViewIfNeeded();
  await weight.focus();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText('capped at 15%');
  await expect(weight).toHaveAccessibleDescription(/capped at 15%/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();

  const composite = table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^\d+\.\d$/ });
  await composite.scrollIntoViewIfNeeded();
  await composite.focus();
  await expect(page.getByRole('tooltip')).toContainText(
    /^Composite [\d.]+ = 70% × conviction [\d.]+ \+ 30% × exposure/,
  );
  await expectNoAxeViolations(page);
});

test('mNAV inputs explain themselves from the keyboard', async ({ page }) => {
  await page.goto('/mnav-calculator');
  await tooltipsLoaded(page);
  const help = page.getByRole('button', { name: 'About Market cap' });
  await help.scrollIntoViewIfNeeded();
  await help.focus();
  await expect(page.getByRole('tooltip')).toContainText('mNAV is market cap divided by the value of the BTC held');
  await expect(help).toHaveAccessibleDescription(/mNAV is market cap divided/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});
