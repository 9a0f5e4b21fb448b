// The analytics in a real browser, watching the network: with a Google Analytics id
// configured, nothing leaves for another origin before the visitor accepts; after "Accept"
// the tag loads; after "Reject", or with Global Privacy Control or Do Not Track, nothing
// external is ever requested (and under GPC/DNT no beacon either). The site's own beacon
// goes to /api/analytics/events. This file starts its own server with GA_MEASUREMENT_ID
// (the shared one runs without), on E2E_PORT + 1000 with a fresh embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { serverNodeArgs } from '../../scripts/server-command.ts';
import { expect, test, waitForAppIdle, type BrowserContext, type Page } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { watchCspViolations } from './support/accounts.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 1000;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MEASUREMENT_ID = 'G-E2ETEST123';
const DATA_DIR = `.data/e2e-analytics-${PORT}`;
const TAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
const BANNER = { name: 'Analytics cookies' };

let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, serverNodeArgs(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: `${DATA_DIR}/pglite`,
      LOG_LEVEL: 'warn',
      PRICE_FEED: 'off',
      SOURCE_SYNC: 'off',
      GA_MEASUREMENT_ID: MEASUREMENT_ID,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The analytics test server did not start on ${ORIGIN}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(DATA_DIR, { recursive: true, force: true });
});

interface Watched {
  page: Page;
  /** Every request to another origin. */
  external: string[];
  /** The site's own beacons. */
  beacons: string[];
}

/** A fresh browser context whose every request is recorded; the tag's script is answered locally. */
async function watch(context: BrowserContext): Promise<Watched> {
  const external: string[] = [];
  const beacons: string[] = [];
  // The sandbox has no internet: answer the tag with an empty script (the request is what counts).
  await context.route(TAG_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const page = await context.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== ORIGIN && url.protocol.startsWith('http')) external.push(request.url());
    if (url.origin === ORIGIN && url.pathname === '/api/analytics/events') beacons.push(request.postData() ?? '');
  });
  return { page, external, beacons };
}

async function browse(page: Page) {
  await page.goto(`${ORIGIN}/`);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(`${ORIGIN}/pricing`);
  await expect(page.locator('main h1')).toHaveText('Pricing');
}

test('no external request before consent; the tag loads only after Accept, and the choice is remembered', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const { page, external, beacons } = await watch(context);
  const violations = watchCspViolations(page);
  await browse(page);
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toBeVisible();
  await expectAxeClean(page, '[aria-labelledby="consent-banner-heading"]');
  await waitForAppIdle(page);
  expect(external).toEqual([]);
  await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(2);
  expect(JSON.parse(beacons[0]!)).toEqual({ events: [{ name: 'page_view', path: '/' }] });

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => external.some((url) => TAG_URL.test(url))).toBe(true);
  expect(external.every((url) => url.startsWith('https://www.googletagmanager.com/'))).toBe(true);

  await page.reload();
  await expect(page.locator('main h1')).toHaveText('Pricing');
  await expect(page.getByRole('region', BANNER)).toBeHidden();
  expect(violations).toEqual([]);
  await context.close();
});

test('after Reject nothing external is requested, now or on later pages', async ({ browser }) => {
  const context = await browser.newContext();
  const { page, external } = await watch(context);
  await browse(page);
  await page.getByRole('region', BANNER).getByRole('button', { name: 'Reject' }).click();
  await page.reload();
  await expect(page.locator('main h1')).toHaveText('Pricing');
  await expect(page.getByRole('region', BANNER)).toBeHidden();
  await waitForAppIdle(page);
  expect(external).toEqual([]);
  await context.close();
});

for (const [signal, script] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
] as const) {
  test(`with ${signal}: no banner, no tag even after an earlier Accept, no beacon`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(script);
    // An earlier "Accept" stored in this browser does not override the signal.
    await context.addInitScript(() => window.localStorage.setItem('vaultmark.analyticsConsent', 'granted'));
    const { page, external, beacons } = await watch(context);
    await browse(page);
    // The in-browser record is still kept. The view of /pricing is recorded once the session
    // is known and the analytics code has loaded, which takes a moment on a busy machine.
    const recordedPaths = () =>
      page.evaluate(() =>
        (
          (JSON.parse(window.localStorage.getItem('vaultmark.analytics') ?? '{}').pageViews ?? []) as { path: string }[]
        ).map((view) => view.path),
      );
    await expect.poll(recordedPaths).toEqual(['/', '/pricing']);
    // Any beacon would have gone with the view, before the page settles.
    await waitForAppIdle(page);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
    expect(external).toEqual([]);
    expect(beacons).toEqual([]);
    await context.close();
  });
}

/** The page_path of each page_view the page has given gtag (window.dataLayer). */
const tagPageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((call) => Array.from(call))
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => (params as { page_path?: string }).page_path),
  );
const tagCalls = (page: Page) =>
  page.evaluate(() => JSON.stringify((window.dataLayer ?? []).map((call) => Array.from(call))));

test('with consent stored, a manage link and a reset link reach neither the beacon nor the tag with their token, and each page counts once', async ({
  browser,
}) => {
  const token = 'E2eSecretT0ken_abcdefgh';
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('vaultmark.analyticsConsent', 'granted'));
  const { page, external, beacons } = await watch(context);
  const externalSent: string[] = [];
  page.on('request', async (request) => {
    if (new URL(request.url()).origin === ORIGIN) return;
    externalSent.push([request.url(), request.postData() ?? '', (await request.allHeaders()).referer ?? ''].join(' '));
  });

  // An unknown token is a server 404, but the app still shows the manage page and counts it.
  await page.goto(`${ORIGIN}/schedule-consultation/manage/${token}?from=mail#times`);
  await expect.poll(() => external.some((url) => TAG_URL.test(url))).toBe(true);
  await expect.poll(() => tagPageViews(page)).toEqual(['/schedule-consultation/manage/:token']);
  await page.getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(`${ORIGIN}/pricing`);
  await expect.poll(() => tagPageViews(page)).toEqual(['/schedule-consultation/manage/:token', '/pricing']);
  const firstDocument = await tagCalls(page);

  await page.goto(`${ORIGIN}/password-reset?token=${token}`);
  await expect.poll(() => tagPageViews(page)).toEqual(['/password-reset']);
  await waitForAppIdle(page);
  expect(await tagPageViews(page)).toEqual(['/password-reset']);
  const secondDocument = await tagCalls(page);

  await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(3);
  expect(beacons.map((body) => JSON.parse(body).events[0].path)).toEqual([
    '/schedule-consultation/manage/:token',
    '/pricing',
    '/password-reset',
  ]);
  for (const sent of [firstDocument, secondDocument, ...beacons, ...externalSent]) {
    expect(sent).not.toContain(token);
    expect(sent).not.toContain('from=mail');
  }
  expect(firstDocument).toContain(`"page_location":"${ORIGIN}/schedule-consultation/manage/:token"`);
  await context.close();
});
