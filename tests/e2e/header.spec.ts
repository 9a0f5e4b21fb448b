// The fixed header at every width from 320 px, for the three kinds of user: a signed-out
// visitor (Sign In), a signed-in user (Sign Out) and an admin (Admin and Sign Out). Nothing
// may be clipped, scroll sideways, wrap onto a second line or overlap, and every control
// must be reachable — in the bar, or in the mobile menu when the bar hands it over.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test.ts';
import { adminCli, signUpByApi, uniqueEmail } from './support/accounts.ts';

type Kind = 'anonymous' | 'signed in' | 'admin';

/** The widths the issue names; the sweep below covers the ones between. */
const NAMED_WIDTHS = [320, 768, 1024, 1100, 1280, 1440];
const SWEEP = { from: 320, to: 1600, step: 40 };

const MAIN_LINKS = ['Assessment', 'Programs', 'Live Events', 'Pricing', 'Resources'];

function controlsOf(kind: Kind): { links: string[]; buttons: string[] } {
  const links = [...MAIN_LINKS, 'Schedule Consultation'];
  if (kind === 'anonymous') return { links: [...links, 'Sign In'], buttons: [] };
  if (kind === 'signed in') return { links, buttons: ['Sign Out'] };
  return { links: [...links, 'Admin'], buttons: ['Sign Out'] };
}

interface BarLayout {
  /** Horizontal page scroll in px (must be 0). */
  scroll: number;
  /** Space between the left group (logo, nav) and the right group; negative means overlap. */
  free: number;
  /** Visible controls whose box leaves the viewport. */
  outside: string[];
  /** Visible controls whose text runs onto more than one line or is cut. */
  wrapped: string[];
  /** Names of the visible controls. */
  visible: string[];
}

async function barLayout(page: Page): Promise<BarLayout> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-slot="site-header"] > div') as HTMLElement;
    const shown = (element: Element) => element.getClientRects().length > 0;
    const groups = [...bar.children].filter(shown);
    const right = groups.at(-1)!.getBoundingClientRect();
    const leftEdge = Math.max(...groups.slice(0, -1).map((group) => group.getBoundingClientRect().right));
    const controls = [...bar.querySelectorAll('a, button')].filter(shown) as HTMLElement[];
    const name = (element: HTMLElement) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    /** Lines the control's text takes: its text boxes grouped by their top edge. */
    const lines = (element: HTMLElement) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
    };
    return {
      scroll: document.documentElement.scrollWidth - window.innerWidth,
      free: right.left - leftEdge,
      outside: controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        })
        .map(name),
      wrapped: controls
        .filter((control) => lines(control) > 1 || control.scrollWidth > control.clientWidth + 1)
        .map(name),
      visible: controls.map(name),
    };
  });
}

async function contextFor(kind: Kind, browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (kind === 'anonymous') return context;
  const email = uniqueEmail(kind === 'admin' ? 'header-admin' : 'header-user');
  await signUpByApi(context.request, baseURL, { email, fullName: `Header ${kind}` });
  if (kind === 'admin') adminCli('grant', email);
  return context;
}

/** Waits until the header shows the account slot of this kind of user (the session is known). */
async function accountKnown(page: Page, kind: Kind) {
  const header = page.locator('[data-slot="site-header"]');
  await page.setViewportSize({ width: 1440, height: 900 });
  const marker =
    kind === 'anonymous'
      ? header.getByRole('link', { name: 'Sign In' })
      : kind === 'admin'
        ? header.getByRole('link', { name: 'Admin' })
        : header.getByRole('button', { name: 'Sign Out' });
  await expect(marker).toBeVisible();
}

for (const kind of ['anonymous', 'signed in', 'admin'] as const) {
  test.describe(`header for a ${kind} user`, () => {
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser, baseURL }) => {
      context = await contextFor(kind, browser, baseURL!);
      page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await accountKnown(page, kind);
    });
    test.afterAll(async () => context.close());

    test(`fits every width from ${SWEEP.from} to ${SWEEP.to} px: no overlap, clipping, scroll or wrapped label`, async () => {
      const widths = new Set(NAMED_WIDTHS);
      for (let width = SWEEP.from; width <= SWEEP.to; width += SWEEP.step) widths.add(width);
      // Each breakpoint's last pixel before it, where a bar is at its tightest.
      for (const edge of [640, 768, 1280, 1536]) widths.add(edge - 1);
      for (const width of [...widths].sort((a, b) => a - b)) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await barLayout(page);
        expect(layout.scroll, `horizontal scroll at ${width} px`).toBe(0);
        expect(layout.free, `overlap in the bar at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(layout.outside, `controls outside the screen at ${width} px`).toEqual([]);
        expect(layout.wrapped, `wrapped or cut labels at ${width} px`).toEqual([]);
      }
    });

    for (const width of NAMED_WIDTHS) {
      test(`every control is reachable at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        const header = page.locator('[data-slot="site-header"]');
        const expected = controlsOf(kind);
        const inBar = new Set((await barLayout(page)).visible);
        const toggle = header.getByRole('button', { name: 'Open menu' });
        const missing = {
          links: expected.links.filter((name) => !inBar.has(name)),
          buttons: expected.buttons.filter((name) => !inBar.has(name)),
        };
        const menuShown = await toggle.isVisible();
        if (!menuShown) {
          expect(missing).toEqual({ links: [], buttons: [] });
          expect(inBar.has('Market Intelligence')).toBe(true);
          return;
        }
        await toggle.click();
        const menu = page.getByRole('dialog');
        await expect(menu).toBeVisible();
        for (const name of [...missing.links, 'mNAV Calculator']) {
          const link = menu.getByRole('link', { name, exact: true });
          await link.scrollIntoViewIfNeeded();
          await expect(link, `${name} in the menu at ${width} px`).toBeInViewport();
        }
        for (const name of missing.buttons) {
          const button = menu.getByRole('button', { name, exact: true });
          await button.scrollIntoViewIfNeeded();
          await expect(button, `${name} in the menu at ${width} px`).toBeInViewport();
        }
        await menu.getByRole('button', { name: 'Close menu' }).click();
        await expect(menu).toBeHidden();
      });
    }
  });
}

test('Sign In goes to the sign-in page, from the bar and from the menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/pricing');
  await page.locator('[data-slot="site-header"]').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await context.close();
});
