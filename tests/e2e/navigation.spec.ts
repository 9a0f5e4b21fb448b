import { expectAxeClean } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

test.describe('header navigation', () => {
  test('header links navigate to their pages', async ({ page }) => {
    await page.goto('/');
    const links: [string, string][] = [
      ['Assessment', '/assessment'],
      ['Programs', '/programs'],
      ['Live Events', '/live-webinars'],
      ['Pricing', '/pricing'],
      ['Resources', '/resources'],
    ];
    for (const [name, path] of links) {
      await mainNav(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Schedule Consultation' }).first().click();
    await expect(page).toHaveURL(/\/schedule-consultation$/);
  });

  test('the Market Intelligence dropdown opens and navigates', async ({ page }) => {
    const items: [string, string][] = [
      ['mNAV Calculator', '/mnav-calculator'],
      ['Pure Bitcoin Treasury Index', '/bitcoin-treasury'],
      ['GreenVault ESG Index', '/green-vault-index'],
      ['Bitcoin Treasury Starter', '/bitcoin-treasury-starter'],
    ];
    await page.goto('/');
    // The page (not the first-load fallback, which is swapped out) must be in place first.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [name, path] of items) {
      await mainNav(page)
        .getByRole('button', { name: /Market Intelligence/ })
        .click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The first move, from the home page, is a page load (ADR 131): the menu opens once the
      // app has started on the new page.
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    }
  });

  test('the dropdown works with the keyboard alone', async ({ page }) => {
    // A page under the router: the move is in-app (from the home page it is a page load).
    await page.goto('/about-us');
    // The page (not the first-load fallback, which is swapped out) must be in place first.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const trigger = mainNav(page).getByRole('button', { name: /Market Intelligence/ });
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'mNAV Calculator' });
    await expect(item).toBeFocused();
    // The open menu has no axe violations (WCAG 2 A and AA).
    await expectAxeClean(page);
    // The focused item is outlined as every other control is, not only tinted.
    const outline = await item.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mnav-calculator$/);
    // The new page is read from its start: focus moves to main, and Tab goes on inside it
    // (ADR 121), not back in the header.
    await expect(page.locator('main#main-content')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });
});

test.describe('breadcrumbs', () => {
  const cases: [string, string[]][] = [
    ['/programs', ['Home', 'Advisory Services']],
    ['/live-webinars', ['Home', 'Education Programs']],
    ['/pricing', ['Home', 'Programs']],
    ['/bitcoin-treasury', ['Home', 'Pure Bitcoin Treasury']],
    ['/green-vault-index', ['Home', 'GreenVault ESG Index']],
    ['/bitcoin-treasury-starter', ['Home', 'Pure Bitcoin Treasury', 'Bitcoin Treasury Starter']],
    ['/glossary', ['Home', 'Resources', 'Glossary']],
    ['/no-such-page', ['Home', 'Page']],
  ];
  for (const [path, trail] of cases) {
    test(`${path} shows ${trail.join(' › ')}`, async ({ page }) => {
      await page.goto(path);
      await expect(breadcrumb(page).getByRole('listitem')).toHaveText(trail);
    });
  }

  test('home has no breadcrumbs and a parent crumb navigates', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(breadcrumb(page)).toHaveCount(0);
    await page.goto('/bitcoin-treasury-starter');
    await breadcrumb(page).getByRole('link', { name: 'Pure Bitcoin Treasury' }).click();
    await expect(page).toHaveURL(/\/bitcoin-treasury$/);
  });
});

test('the home page starts without the router; a link from it loads the next page, where the app starts', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const documentUrl = () => page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  expect(scripts.filter((path) => /\/start-home-/.test(path))).toHaveLength(1);
  // Neither the app's start nor the router's chunk (ADR 131).
  expect(scripts.filter((path) => /\/(start-app|app)-/.test(path))).toEqual([]);

  await mainNav(page).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // A page load: the document is the pricing page's own, and the app starts on it.
  await expect.poll(documentUrl).toMatch(/\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  expect(scripts.filter((path) => /\/start-app-/.test(path))).toHaveLength(1);

  // From there the moves are in-app: the document stays the pricing page's.
  await mainNav(page).getByRole('link', { name: 'Programs', exact: true }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Vaultmark' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await documentUrl()).toMatch(/\/pricing$/);
});

test.describe('not found', () => {
  test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a known path answers 200', async ({ page }) => {
    const response = await page.goto('/case-study/el-salvador');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Case Study: El Salvador/);
  });
});

test.describe('a page opened while offline', () => {
  test('says the visitor is offline, not that the site was updated, and loads once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByText(/The site was updated/)).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  });
});
