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
// The stand-in for CoinGecko's public treasury API (tests/e2e/support/fake-sources.ts), on a
// port of its own: E2E_PORT + 1000 is the analytics spec's second server.
const fakeSourcesPort = Number(process.env.FAKE_SOURCES_PORT ?? port + 2000);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI a failed test runs once more and, if it then passes, is reported as flaky in the
  // list: the run that decides whether work lands is not lost to one unlucky timing on a
  // loaded two-core machine, and a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
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
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/fake-sources.ts',
      url: `http://127.0.0.1:${fakeSourcesPort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_SOURCES_PORT: String(fakeSourcesPort) },
    },
    {
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
        // Public data sources: read only when a test syncs them, from the local stand-in.
        SOURCE_SYNC: 'off',
        COINGECKO_API_URL: `http://127.0.0.1:${fakeSourcesPort}/api/v3`,
        // Market caps (SEC EDGAR × quotes, ADR 192): not enabled, whatever the shell sets.
        SEC_USER_AGENT: '',
        QUOTE_API_URL: '',
        // API sign-ups in the tests name their own client address (tests/e2e/support/accounts.ts).
        TRUST_PROXY: '1',
      },
    },
  ],
});
