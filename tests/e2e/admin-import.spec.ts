// Admin journeys, import: a CSV with one invalid row shows it in the preview (row number,
// column, reason) and cannot be committed; the fixed file is previewed, committed (the
// rows appear in market data) and undone from the import list.
import { expect, test } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { ADMIN_NAME, adminSession, openAdminTab } from './support/admin.ts';

// Two browser contexts and axe runs on a shared machine: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('import a CSV: invalid row refused, fixed, committed, undone', async ({ browser, baseURL }) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const alpha = `E2E Import Alpha ${suffix}`;
  const beta = `E2E Import Beta ${suffix}`;
  const header = 'companyName,indexType,btcHoldings,asOf,sourceNote';
  const csv = (betaHoldings: string) =>
    Buffer.from(
      [
        header,
        `${alpha},bitcoin_treasury,1500,2026-11-01,Browser test file`,
        `${beta},bitcoin_treasury,${betaHoldings},2026-11-01,Browser test file`,
      ].join('\n') + '\n',
    );

  const { context, page } = await adminSession(browser, baseURL!);
  await openAdminTab(page, 'import', 'Import');
  const form = page.getByRole('form', { name: 'Upload a file to import' });
  await form
    .getByLabel(/^File/)
    .setInputFiles({ name: `bad-${suffix}.csv`, mimeType: 'text/csv', buffer: csv('25000000') });
  await form.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('1 added');
  await expect(preview).toContainText('1 invalid');
  const invalid = preview.getByTestId('invalid-row');
  await expect(invalid).toHaveCount(1);
  await expect(invalid.getByRole('cell').nth(0)).toHaveText('3');
  await expect(invalid.getByRole('cell').nth(1)).toHaveText('btcHoldings');
  await expect(preview.getByTestId('added-row')).toContainText(alpha);
  await expectAxeClean(page);

  // A preview with invalid rows cannot be committed: the button is off and says why beside it.
  await expect(preview.getByRole('button', { name: 'Commit' })).toBeDisabled();
  await expect(preview).toContainText('A file with invalid rows cannot be committed');
  expect(
    (await context.request.get(`/api/admin/constituents?q=${encodeURIComponent(suffix)}`).then((r) => r.json())).total,
  ).toBe(0);

  // Fixed file: both rows are added.
  await form
    .getByLabel(/^File/)
    .setInputFiles({ name: `good-${suffix}.csv`, mimeType: 'text/csv', buffer: csv('2500') });
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('import-preview')).toContainText('2 added');
  await expect(page.getByTestId('import-preview')).toContainText('0 invalid');
  await page.getByTestId('import-preview').getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByTestId('import-committed')).toContainText('2 added, 0 changed, 0 removed');
  const stored = await context.request
    .get(`/api/admin/constituents?q=${encodeURIComponent(suffix)}`)
    .then((r) => r.json());
  expect((stored as { rows: { companyName: string }[] }).rows.map((row) => row.companyName).sort()).toEqual([
    alpha,
    beta,
  ]);

  // The list shows it with who and the counts; undo it.
  const listed = page.getByTestId('import-row').filter({ hasText: `good-${suffix}.csv` });
  await expect(listed).toContainText('committed');
  await expect(listed).toContainText(ADMIN_NAME);
  await listed.getByRole('button', { name: `Undo good-${suffix}.csv` }).click();
  await expect(page.getByTestId('import-undone')).toContainText('2 rows deleted');
  await expect(listed).toContainText('undone');
  expect(
    (await context.request.get(`/api/admin/constituents?q=${encodeURIComponent(suffix)}`).then((r) => r.json())).total,
  ).toBe(0);
  await context.close();
});
