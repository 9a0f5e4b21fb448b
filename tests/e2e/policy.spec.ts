// The treasury policy drafter in Chromium against the real server: an assessment result →
// "Draft your policy from these answers" → choices with a live preview → save → the draft's
// page → download the Word document → "Book a consultation to review this draft", whose form
// carries the draft's link. At 1280 px and 375 px, axe clean (wcag2a, wcag2aa).
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { uniqueAddress } from './support/accounts';

const WIDTHS = [
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
  { name: '375 px', viewport: { width: 375, height: 812 } },
] as const;

const QUESTION_IDS = [
  'governance-board-discussed',
  'governance-approval-authority',
  'governance-investment-policy',
  'risk-drawdown-capacity',
  'risk-operating-cash-separate',
  'risk-exit-conditions',
  'custody-model-chosen',
  'custody-split-approvals',
  'custody-recovery-tested',
  'accounting-standard-known',
  'accounting-audit-evidence',
  'accounting-tax-reviewed',
  'communication-rationale',
  'communication-disclosure-plan',
];

for (const width of WIDTHS) {
  test.describe(`treasury policy drafter at ${width.name}`, () => {
    test.use({ viewport: width.viewport });
    test.beforeEach(async ({ page }) => {
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() });
    });

    test('assessment → draft → choices → preview → Word download → consultation', async ({ page, baseURL }) => {
      // Three axe runs and a download on a shared 2-core machine: well over the default.
      test.setTimeout(300_000);
      const answers = Object.fromEntries(QUESTION_IDS.map((id) => [id, 'yes']));
      answers['custody-model-chosen'] = 'no';
      answers['accounting-tax-reviewed'] = 'not_sure';
      const submitted = await page.request.post('/api/assessments', {
        headers: { origin: baseURL! },
        data: { answers },
      });
      expect(submitted.status()).toBe(201);
      const { token: assessmentToken } = (await submitted.json()) as { token: string };

      await page.goto(`/assessment/result/${assessmentToken}`);
      await page.getByRole('link', { name: 'Draft your policy from these answers' }).click();
      await expect(page).toHaveURL(new RegExp(`/treasury-policy\\?assessment=${assessmentToken}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Treasury Policy Drafter' })).toBeVisible();
      const preview = page.getByTestId('policy-preview');
      // The open answers are listed up front, in the sections they concern.
      await expect(preview.getByTestId('policy-open-items')).toContainText('Section 4, Custody');
      await expect(preview.getByTestId('policy-open-items')).toContainText('Section 7, Tax');
      await expectAxeClean(page);

      // Choices update the preview as they are made.
      await page.getByLabel('Company name').fill('Meridian Freight plc');
      await expect(preview).toContainText('Meridian Freight plc — Bitcoin Treasury Policy');
      await page.getByLabel('Custody model').selectOption('self_custody_multisig');
      await page.getByLabel('Signatures required').fill('3');
      await page.getByLabel('Key holders').fill('5');
      await expect(preview).toContainText('3 of 5 keys must sign');
      await page.getByLabel('Maximum loan-to-value (%)').fill('20');
      await expect(preview).toContainText('loan-to-value of 20%');
      await page.getByLabel('Accounting framework').selectOption('ifrs');
      await expect(preview).toContainText('IAS 38');
      await page.getByLabel('Board approval above (USD)').fill('2500000');
      await expect(preview).toContainText('above USD 2,500,000');

      await page.getByRole('button', { name: 'Save the draft' }).click();
      await expect(page).toHaveURL(/\/treasury-policy\/[A-Za-z0-9_-]{22}$/, { timeout: 30_000 });
      const draftToken = page.url().split('/').pop()!;
      await expect(page.getByRole('heading', { level: 1, name: 'Your Treasury Policy Draft' })).toBeVisible();
      await expect(page.getByTestId('policy-preview')).toContainText('3 of 5 keys must sign');
      await expectAxeClean(page);

      // The share link is a page the server knows (200, not 404) and keeps out of search engines.
      const shared = await page.request.get(`/treasury-policy/${draftToken}`);
      expect(shared.status()).toBe(200);
      expect(await shared.text()).toContain('<meta name="robots" content="noindex"');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download as Word' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('meridian-freight-plc-bitcoin-treasury-policy-draft.docx');
      const file = readFileSync((await download.path())!);
      // A zip package (PK), as every .docx is.
      expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

      await page.getByRole('link', { name: 'Book a consultation to review this draft' }).click();
      await expect(page).toHaveURL(new RegExp(`/schedule-consultation\\?policy=${draftToken}$`));
      await expect(page.getByTestId('booking-policy')).toBeVisible();
      await expect(page.getByLabel('What would you like to discuss? (optional)')).toHaveValue(
        `Please review our draft treasury policy: /treasury-policy/${draftToken}`,
      );
      await expectAxeClean(page);
    });
  });
}
