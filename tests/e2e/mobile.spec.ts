import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('mobile menu at 390 px', () => {
  test('mirrors the header and navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of [
      'Assessment',
      'Programs',
      'Live Events',
      'Pricing',
      'Resources',
      'mNAV Calculator',
      'Pure Bitcoin Treasury Index',
      'GreenVault ESG Index',
      'Bitcoin Treasury Starter',
      'Schedule Consultation',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'GreenVault ESG Index', exact: true }).click();
    await expect(page).toHaveURL(/\/green-vault-index$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
