import { chromium, defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM_FLAGS, findChromium } from './scripts/find-chromium.ts';

// Browser tests run in Chromium — CHROMIUM_PATH, else Debian's, else Playwright's own when
// installed (scripts/find-chromium.ts) — against the production build served by `npm start`
// on a fresh embedded database (wiped before each run).
const browser = findChromium({ playwrightExecutable: () => chromium.executablePath() });
if (browser.source === 'none') {
  console.error(browser.message);
  process.exit(1);
}
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A hang fails all the same; 30 s did not fit a slow CI machine, where two workers and the
  // server share two cores: the password reset test ran out of it, and the admin sign-in
  // test passed at 30.6 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: [...HEADLESS_CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /[\\/]admin-[^\\/]*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The admin journeys change market data (edits, imports): they run once the other specs,
    // which check the seeded figures, are done (`--no-deps` runs them alone).
    {
      name: 'admin',
      testMatch: /[\\/]admin-[^\\/]*\.spec\.ts$/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'rm -rf .data/e2e && npm start',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: '.data/e2e/pglite',
      LOG_LEVEL: 'warn',
      PRICE_FEED: 'off',
      // API sign-ups in the tests name their own client address (tests/e2e/support/accounts.ts).
      TRUST_PROXY: '1',
    },
  },
});
