// One administrator for every admin journey of a run: the first worker that needs it signs
// it up through the API and grants the role with the admin CLI, then saves the signed-in
// browser state; the others (and later specs) open contexts from that state. Sign-ups from
// one address are limited (10 per 10 minutes), so the journeys must not each make their own.
// The file lives in the run's data folder, which the server under test wipes at start.
import { existsSync, openSync, readFileSync, renameSync, writeFileSync, closeSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { adminCli, signUpByApi, uniqueEmail } from './accounts.ts';

const STATE_FILE = '.data/e2e/admin-state.json';
export const ADMIN_NAME = 'Dashboard Admin';

interface AdminState {
  email: string;
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

async function createState(browser: Browser, baseURL: string): Promise<AdminState> {
  const context = await browser.newContext();
  const email = uniqueEmail('dashboard-admin');
  await signUpByApi(context.request, baseURL, { email, fullName: ADMIN_NAME });
  adminCli('grant', email);
  const state: AdminState = { email, storageState: await context.storageState() };
  await context.close();
  writeFileSync(`${STATE_FILE}.tmp`, JSON.stringify(state));
  renameSync(`${STATE_FILE}.tmp`, STATE_FILE);
  return state;
}

async function adminState(browser: Browser, baseURL: string): Promise<AdminState> {
  if (existsSync(STATE_FILE)) return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as AdminState;
  let lock: number;
  try {
    lock = openSync(`${STATE_FILE}.lock`, 'wx');
  } catch {
    // Another worker is making it.
    for (let waited = 0; waited < 30_000 && !existsSync(STATE_FILE); waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as AdminState;
  }
  try {
    return await createState(browser, baseURL);
  } finally {
    closeSync(lock);
  }
}

/** A browser context signed in as the run's administrator. */
export async function adminSession(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; email: string; fullName: string }> {
  const { email, storageState } = await adminState(browser, baseURL);
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  return { context, page, email, fullName: ADMIN_NAME };
}

/** Opens one dashboard tab and waits for its panel. */
export async function openAdminTab(page: Page, tab: string, name: string) {
  await page.goto(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
  await page.getByRole('tab', { name, exact: true }).waitFor();
}
