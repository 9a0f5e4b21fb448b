// An administrator for the admin journeys: signed up through the API in its own browser
// context (which keeps the session cookie) and granted the role with the admin CLI.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { adminCli, signUpByApi, uniqueEmail } from './accounts.ts';

export async function adminSession(
  browser: Browser,
  baseURL: string,
  label = 'admin',
): Promise<{ context: BrowserContext; page: Page; email: string; fullName: string }> {
  const context = await browser.newContext();
  const email = uniqueEmail(label);
  const fullName = `Admin ${label}`;
  await signUpByApi(context.request, baseURL, { email, fullName });
  adminCli('grant', email);
  const page = await context.newPage();
  return { context, page, email, fullName };
}

/** Opens one dashboard tab and waits for its panel. */
export async function openAdminTab(page: Page, tab: string, name: string) {
  await page.goto(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`);
  await page.getByRole('tab', { name, exact: true }).waitFor();
}
