// Admin journeys, people: an administrator finds a second account and makes it an
// administrator from the dashboard; that account then opens the dashboard itself.
// Revoking your own role asks first.
import { expect, test } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { signUpByApi, uniqueEmail } from './support/accounts.ts';
import { adminSession, openAdminTab } from './support/admin.ts';

// Two browser contexts and axe runs on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('grant admin to a second account from the dashboard', async ({ browser, baseURL }) => {
  const secondContext = await browser.newContext();
  const secondEmail = uniqueEmail('second');
  await signUpByApi(secondContext.request, baseURL!, { email: secondEmail, fullName: 'Second Person' });
  expect((await secondContext.request.get('/api/admin/overview')).status()).toBe(403);

  const { context, page, email } = await adminSession(browser, baseURL!);
  await openAdminTab(page, 'people', 'People');
  await page.getByLabel('Search people').fill(secondEmail);
  const row = page.getByTestId('person-row').filter({ hasText: secondEmail });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('person-row')).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('—');
  await expectAxeClean(page);

  await row.getByRole('button', { name: `Make admin ${secondEmail}` }).click();
  await expect(page.getByTestId('people-done')).toHaveText('Second Person is now an administrator.');
  await expect(row.getByRole('cell').nth(2)).toHaveText('admin');
  expect((await secondContext.request.get('/api/admin/overview')).status()).toBe(200);
  const second = await secondContext.newPage();
  await second.goto('/admin?tab=people');
  await expect(second.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Revoking your own role asks for confirmation; cancelling keeps it.
  await page.getByLabel('Search people').fill(email);
  const self = page.getByTestId('person-row').filter({ hasText: email });
  await self.getByRole('button', { name: `Revoke admin from ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove your own administrator access?' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(self.getByRole('cell').nth(2)).toHaveText('admin');

  await secondContext.close();
  await context.close();
});
