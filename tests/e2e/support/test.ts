// The specs' `test`: Playwright's, with pages that wait after each load (goto, reload) until
// the app has hydrated the server's markup (<html data-app-ready>, src/lib/hydration.ts).
// Public pages arrive rendered (ADR 093): their buttons and inputs are visible before the
// JavaScript is there to answer them, and a test acts faster than any reader would.
import { test as base, type Browser, type Page } from '@playwright/test';

export * from '@playwright/test';

declare global {
  interface Window {
    /** Set by a spec on an open page: still there later means the page was never reloaded. */
    __noReload?: boolean;
  }
}

/** The longest a load waits for the app; a page that never hydrates then fails on its own checks. */
const READY_TIMEOUT_MS = 15_000;

async function waitForApp(page: Page, response: Awaited<ReturnType<Page['goto']>>): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page
    .locator('html[data-app-ready]')
    .waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS })
    .catch(() => {});
}

/**
 * Waits until the page has settled (<html data-app-idle>, src/lib/app-idle.ts): hydrated, its
 * idle work and the code it loads done, no query in flight. What has not happened by then
 * (a request, a chunk, a beacon) does not happen on its own.
 */
export async function waitForAppIdle(page: Page): Promise<void> {
  await page.locator('html[data-app-idle]').waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
}

const waiting = new WeakSet<Page>();

/** Makes `page.goto` and `page.reload` return once the app is ready to be used. */
export function waitForAppOnLoad(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') !== 'commit') await waitForApp(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') !== 'commit') await waitForApp(page, response);
    return response;
  };
  return page;
}

const patchedBrowsers = new WeakSet<Browser>();

export const test = base.extend<object, { browser: Browser }>({
  // Contexts a test opens itself (browser.newContext) wait for the app on load too.
  browser: [
    async ({ browser }, use) => {
      if (!patchedBrowsers.has(browser)) {
        patchedBrowsers.add(browser);
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          // Without JavaScript there is no app to wait for.
          if (options?.javaScriptEnabled !== false) context.on('page', waitForAppOnLoad);
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    context.on('page', waitForAppOnLoad);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitForAppOnLoad(page));
  },
});
