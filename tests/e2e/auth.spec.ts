import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import {
  adminCli,
  E2E_PASSWORD,
  resetLinkFromOutbox,
  signUpByApi,
  uniqueAddress,
  uniqueEmail,
  verificationLinkFromOutbox,
  watchCspViolations,
} from './support/accounts.ts';

const header = (page: Page) => page.getByRole('banner').first();
const signOutButton = (page: Page) => header(page).getByRole('button', { name: 'Sign Out' });
const adminButton = (page: Page) => header(page).getByRole('link', { name: 'Admin' });

async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts', () => {
  test('sign up → signed in → sign out → sign in, with a secure session cookie', async ({ page, context }) => {
    const csp = watchCspViolations(page);
    const email = uniqueEmail('journey');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Create an account' }).click();
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Full name').fill('Journey Person');
    await form.getByLabel('Email').fill(email);
    // Weak first: the form says so and keeps what was typed.
    await form.getByLabel('Password').fill('password123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('This password is too easy to guess.', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await form.getByLabel('Password').fill(E2E_PASSWORD);
    await form.getByLabel('Password').press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(signOutButton(page)).toBeVisible();
    await expect(adminButton(page)).toHaveCount(0);
    const [cookie] = (await context.cookies()).filter((entry) => entry.name.endsWith('session_token'));
    expect(cookie).toMatchObject({ name: 'vaultmark.session_token', httpOnly: true, sameSite: 'Lax', path: '/' });

    await signOutButton(page).click();
    await expect(signOutButton(page)).toHaveCount(0);
    expect((await context.cookies()).some((entry) => entry.name.endsWith('session_token'))).toBe(false);

    await page.goto('/auth');
    await signInThroughForm(page, email, 'not the password');
    await expect(page.getByText('That email and password do not match an account.', { exact: false })).toBeVisible();
    await signInThroughForm(page, email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(signOutButton(page)).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('signing out in one tab signs out the others', async ({ page, context, baseURL }) => {
    await signUpByApi(context.request, baseURL!, { email: uniqueEmail('tabs'), fullName: 'Two Tabs' });
    const other = await context.newPage();
    await page.goto('/pricing');
    await other.goto('/glossary');
    await expect(signOutButton(page)).toBeVisible();
    await expect(signOutButton(other)).toBeVisible();
    await signOutButton(page).click();
    await expect(signOutButton(other)).toHaveCount(0);
  });

  test('a session ended on the server while /account is open signs the tab out at its next 401', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await signUpByApi(context.request, baseURL!, { email: uniqueEmail('expired'), fullName: 'Ended Session' });
    await page.goto('/account');
    await expect(signOutButton(page)).toBeVisible();
    await expect(page.getByText(/^Signed in as /)).toBeVisible();

    // The session ends elsewhere (another device signs out with the same cookie): this tab
    // learns it only from its next request.
    const elsewhere = await browser.newContext();
    await elsewhere.addCookies(await context.cookies());
    expect((await elsewhere.request.post('/api/auth/sign-out', { headers: { origin: baseURL! } })).status()).toBe(200);
    await elsewhere.close();

    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await page.getByRole('link', { name: 'Your Account' }).first().click();
    await expect(signOutButton(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('reset the password through the link in the outbox', async ({ page, browser, baseURL }) => {
    const email = uniqueEmail('reset');
    const owner = await browser.newContext();
    await signUpByApi(owner.request, baseURL!, { email, fullName: 'Reset Person' });
    await owner.close();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByTestId('reset-requested')).toContainText('If an account exists for that email');

    // Mail goes out just after the answer.
    let link = '';
    await expect.poll(() => (link = resetLinkFromOutbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(link.startsWith(`${baseURL}/password-reset?token=`)).toBe(true);

    await page.goto(link);
    const newPassword = 'a different long passphrase';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/auth\?reset=done$/);
    await expect(page.getByTestId('password-changed')).toBeVisible();

    await signInThroughForm(page, email, E2E_PASSWORD);
    await expect(page.getByText('That email and password do not match an account.', { exact: false })).toBeVisible();
    await signInThroughForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(signOutButton(page)).toBeVisible();

    // The link worked once: opened again, it is refused before anything is typed.
    await page.goto(link);
    await expect(page.getByTestId('reset-link-refused')).toContainText(
      'This reset link has expired or has already been used.',
    );
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });

  test('an enquiry sent signed out shows on /account once the address is verified', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = uniqueEmail('verify');
    const enquiry = await context.request.post('/api/enquiries', {
      headers: { origin: baseURL!, 'x-forwarded-for': uniqueAddress() },
      data: { name: 'Verify Person', email, company: 'Verified Ltd', tier: 'executive' },
    });
    expect(enquiry.status()).toBe(201);
    await signUpByApi(context.request, baseURL!, { email, fullName: 'Verify Person' });

    await page.goto('/account');
    await expect(page.getByTestId('email-unverified')).toContainText(`made with ${email} while signed out`);
    await expect(page.getByText('No enquiries sent yet.')).toBeVisible();

    let link = '';
    await expect.poll(() => (link = verificationLinkFromOutbox(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.goto(link);
    await expect(page).toHaveURL(/\/account\?verified=1$/);
    await expect(page.getByTestId('email-verified')).toContainText('Your email address is verified');
    await expect(page.getByRole('region', { name: 'Enrolment enquiries' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('email-unverified')).toHaveCount(0);
  });

  test('a signed-in user without the admin role sees Access Denied, then the home page', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpByApi(context.request, baseURL!, { email: uniqueEmail('member'), fullName: 'Plain Member' });
    await page.goto('/admin');
    const denied = page.getByTestId('access-denied');
    await expect(denied).toContainText('Access Denied');
    await expect(denied).toContainText('You need administrator privileges to access this page.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
    // The API refuses too: the page gate is only a convenience.
    expect((await context.request.get('/api/admin/users')).status()).toBe(403);
  });

  test('anonymous /admin → /auth → back to /admin once an admin signs in', async ({ page, browser, baseURL }) => {
    const csp = watchCspViolations(page);
    const email = uniqueEmail('admin');
    const setup = await browser.newContext();
    await signUpByApi(setup.request, baseURL!, { email, fullName: 'Site Admin' });
    await setup.close();
    expect(adminCli('grant', email)).toContain(`${email} (Site Admin) is now an administrator.`);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fadmin$/);
    expect((await page.request.get('/api/admin/users')).status()).toBe(401);
    await signInThroughForm(page, email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'People' }).click();
    await page.getByLabel('Search people').fill(email);
    await expect(page.getByRole('table', { name: 'Accounts and their roles' })).toContainText(email);
    await expect(adminButton(page)).toBeVisible();
    expect(adminCli('list')).toContain(email);
    expect(csp).toEqual([]);
  });
});

test.describe('security headers', () => {
  test('the built page has no inline script, and every answer carries the policy', async ({ page }) => {
    const html = readFileSync(join(process.cwd(), 'dist', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    const response = await page.goto('/');
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http here: no HSTS.
    expect(response!.headers()['strict-transport-security']).toBeUndefined();
  });
});
