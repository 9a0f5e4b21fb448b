// Admin journeys, leads: an enquiry sent through the public API shows on the dashboard,
// its status changes, the status filter selects it, and the CSV export of the filtered list
// holds it with its formula-like cells neutralised.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { uniqueEmail } from './support/accounts.ts';
import { adminSession, openAdminTab } from './support/admin.ts';

test('export enquiries as CSV, formula cells neutralised', async ({ browser, baseURL, request }) => {
  const email = uniqueEmail('enquirer');
  const name = `=HYPERLINK("https://example.com","Lead ${Date.now().toString(36)}")`;
  const sent = await request.post('/api/enquiries', {
    headers: { origin: baseURL! },
    data: { name, email, company: '+Formula Holdings', tier: 'professional', message: '@mention in the message' },
  });
  expect(sent.status()).toBe(201);

  const { context, page } = await adminSession(browser, baseURL!);
  await openAdminTab(page, 'leads', 'Leads');
  await page.getByRole('tab', { name: 'Enquiries' }).click();
  const row = page.getByTestId('enquiry-row').filter({ hasText: email });
  await expect(row).toContainText('+Formula Holdings');
  await expectAxeClean(page);

  // Status change, then the filter selects it.
  await row.getByRole('combobox').selectOption('invoiced');
  await expect(row.getByRole('combobox')).toHaveValue('invoiced');
  await page.getByLabel('Status', { exact: true }).selectOption('invoiced');
  await expect(page.getByTestId('enquiry-row').filter({ hasText: email })).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption('closed');
  await expect(page.getByTestId('enquiry-row').filter({ hasText: email })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('invoiced');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export enquiries as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('id,created_at,status,tier,name,email,company,message,has_account');
  const line = lines.find((text) => text.includes(email));
  expect(line).toBeDefined();
  expect(line).toContain(`"'=HYPERLINK(""https://example.com"",""Lead `);
  expect(line).toContain(",'+Formula Holdings,");
  expect(line).toContain(",'@mention in the message,");
  expect(line).toContain(',invoiced,professional,');
  expect(lines.every((text) => !/(^|,)[=+@]/.test(text))).toBe(true);
  await context.close();
});
