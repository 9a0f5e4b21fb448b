// The password-strength estimate in the browser: its code (the estimator and dictionaries)
// is fetched only when a password form shows — not on the home page, not for the sign-in
// form — and it rates the password while it is typed, with the server's words.
import { expect, test, type Page } from './support/test.ts';

const ESTIMATOR_CHUNK = /\/assets\/password-strength-meter-[^/]+\.js$/;

function watchEstimatorRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (ESTIMATOR_CHUNK.test(path)) fetched.push(path);
  });
  return fetched;
}

test('the estimator loads only with a password form and rates the password while it is typed', async ({ page }) => {
  const fetched = watchEstimatorRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  await page.getByRole('link', { name: 'Create an account' }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  const password = form.getByLabel('Password');
  await password.fill('qwerty123456');
  await expect(form.getByText('Strength: Weak. This is a commonly used password.')).toBeVisible();
  expect(fetched).toHaveLength(1);
  await expect(password).toHaveAccessibleDescription(/Strength: Weak\./);

  await password.fill('plum harbour seventeen lanterns');
  await expect(form.getByText('Strength: Very strong.')).toBeVisible();

  // Sending a weak one is stopped in the form, with the reason.
  await form.getByLabel('Full name').fill('Strength Tester');
  await form.getByLabel('Email').fill('strength-tester@example.com');
  await password.fill('Password123!');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText(/^This password is too easy to guess\. /)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
