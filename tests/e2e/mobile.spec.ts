import { expect, test, waitForAppIdle } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('mobile menu at 390 px', () => {
  test("fetches the menu's code while the browser is idle, before the first tap", async ({ page }) => {
    // The menu's sheet is in the build's `dialogs` chunk (vite.config.ts, ADR 095).
    const sheetChunk = page.waitForRequest((request) => /\/assets\/dialogs-[\w-]+\.js$/.test(request.url()));
    await page.goto('/');
    // Nothing has touched the toggle yet.
    const request = await sheetChunk;
    await request.response();
    // Once the browser is idle again (the chunk's own imports loaded), opening needs no download.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    const later: string[] = [];
    page.on('request', (next) => later.push(next.url()));
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(later.filter((url) => url.includes('/assets/'))).toEqual([]);
  });

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

test.describe('buttons and links on a narrow phone', () => {
  for (const width of [320, 390]) {
    test(`keep their labels inside their boxes at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/', '/programs', '/pricing', '/assessment', '/schedule-consultation', '/live-webinars']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const spilling = await page
          .locator('main')
          .evaluate((main) =>
            [...main.querySelectorAll<HTMLElement>('a, button')]
              .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
              .map((element) => `${element.textContent?.trim()} (${element.scrollWidth} > ${element.clientWidth} px)`),
          );
        expect(spilling, path).toEqual([]);
      }
    });
  }
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false });

  test("never fetch the mobile menu's code", async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The idle work (the menu's prefetch, where its toggle shows) has run.
    await waitForAppIdle(page);
    expect(chunks.filter((path) => /\/assets\/dialogs-/.test(path))).toEqual([]);
  });
});
