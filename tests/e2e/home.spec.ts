import { expect, test } from './support/test.ts';
import { daysSinceFirstPurchase, latestDailyBtcPrice, publicCompaniesTotalBtc } from './support/seed-data.ts';

const integer = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);

test.describe('home page', () => {
  test('counters animate to the seeded holdings and the days since Aug 11, 2020', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Vaultmark/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const days = page.getByTestId('days-since-counter');
    await expect(days).toHaveText(integer(daysSinceFirstPurchase()), { timeout: 8_000 });

    const totalBtc = publicCompaniesTotalBtc();
    const btc = page.getByTestId('holdings-btc-counter');
    await expect(btc).toHaveText(integer(totalBtc), { timeout: 10_000 });

    const billions = (totalBtc * latestDailyBtcPrice()) / 1e9;
    const usd = page.getByTestId('holdings-usd-counter');
    await expect(usd).toContainText(`$${billions.toFixed(1)}B`, { timeout: 10_000 });
  });

  test('counters start from zero and animate unless the user prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 15_000 });
    const days = page.getByTestId('days-since-counter');
    // Under reduced motion the final value is there once the app has started, with no frames in
    // between (the animation takes 2 s); how long the start takes depends on the machine.
    await expect(days).toHaveText(integer(daysSinceFirstPurchase()), { timeout: 1_000 });
    await context.close();

    const animated = await browser.newContext({ reducedMotion: 'no-preference' });
    const moving = await animated.newPage();
    await moving.goto('/');
    const first = Number((await moving.getByTestId('days-since-counter').textContent())?.replace(/,/g, ''));
    expect(first).toBeLessThan(daysSinceFirstPurchase());
    await animated.close();
  });

  test('shows the featured quote with its source and both calls to action', async ({ page }) => {
    await page.goto('/');
    const quote = page.locator('blockquote', { hasText: 'dependable store of value' });
    await expect(quote).toBeVisible();
    await expect(page.getByText('Michael J. Saylor', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/Business Wire/).first()).toBeVisible();

    await page
      .getByRole('link', { name: /free assessment/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/assessment$/);
    await page.goBack();
    await page
      .getByRole('link', { name: /30-minute no-cost consultation/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/schedule-consultation$/);
  });

  test('has no horizontal scroll at 360 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('holdings-btc-counter')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('the call-to-action cards fit inside their panel at 375 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Start with where your treasury stands today' });
    await section.scrollIntoViewIfNeeded();
    const fit = await section.evaluate((element) => {
      const panel = element.querySelector('[data-slot="cta-card"]')!.parentElement!.parentElement!;
      const inner = panel.getBoundingClientRect();
      const style = getComputedStyle(panel);
      const left = inner.left + parseFloat(style.paddingLeft);
      const right = inner.right - parseFloat(style.paddingRight);
      return [...element.querySelectorAll<HTMLElement>('[data-slot="cta-card"], [data-slot="cta-card"] *')].map(
        (child) => {
          const box = child.getBoundingClientRect();
          return { text: child.textContent?.slice(0, 30), inside: box.left >= left - 0.5 && box.right <= right + 0.5 };
        },
      );
    });
    expect(fit.length).toBeGreaterThan(4);
    expect(fit.filter((item) => !item.inside)).toEqual([]);
    // Both calls to action are whole and can be pressed.
    for (const name of [/free assessment/i, /30-minute no-cost consultation/i]) {
      const link = section.getByRole('link', { name });
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await context.close();
  });
});
