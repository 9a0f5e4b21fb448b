// Admin journey, public data sources (issue 44 §1): an administrator runs the sources (a local
// stand-in for CoinGecko, tests/e2e/support/fake-sources.ts), reviews the staged difference,
// ignores a holder the site does not track, maps one listed under a symbol no rule matches to
// its stored row, commits in one click — and the holder's page shows the new figure with
// CoinGecko and the day as its source, and CoinGecko's page as a dated link.
import { expect, test } from './support/test.ts';
import { expectAxeClean } from './support/axe.ts';
import { adminSession, openAdminTab } from './support/admin.ts';

// Three runs of the sources and a commit on a shared machine: more than the default.
test.describe.configure({ timeout: 90_000 });

test('run the sources, review the diff, map an unmatched holder, commit, see the figure', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await adminSession(browser, baseURL!);
  await openAdminTab(page, 'sources', 'Sources');
  await expect(page.getByRole('table', { name: /Sources: where each reads from/ })).toContainText(
    'CoinGecko public treasury',
  );

  await page.getByRole('button', { name: 'Run now' }).click();
  const result = page.getByTestId('sync-result');
  await expect(result).toContainText('coingecko: read 8 holders; 1 changed, 1 to add, 1 skipped');
  const preview = page.getByTestId('source-preview');
  await expect(
    preview
      .getByTestId('source-changed-field')
      .filter({ hasText: 'KULR Technology Group' })
      .filter({ hasText: 'btcHoldings' }),
  ).toContainText(/btcHoldings\s*1,021\s*1,100/);
  const unmatched = preview.getByTestId('unmatched-row');
  await expect(unmatched).toHaveCount(2);
  await expect(unmatched.filter({ hasText: 'FXSH.US' })).toContainText('it lacks marketCap, sector');
  await expectAxeClean(page);

  // The new holder is not one the site tracks: ignored from now on.
  await unmatched.filter({ hasText: 'FXSH.US' }).getByRole('button', { name: 'Ignore FXSH.US' }).click();
  await expect(result).toContainText('FXSH.US is ignored from now on');
  await expect(unmatched).toHaveCount(1);

  // Treasury B.V. is listed as TRSR.NA: mapped to the stored row by hand, never by its name.
  const trsr = unmatched.filter({ hasText: 'TRSR.NA' });
  await trsr.getByLabel('Map TRSR.NA to').selectOption({ label: 'Treasury B.V. (TRSR)' });
  await trsr.getByRole('button', { name: 'Map TRSR.NA' }).click();
  await expect(result).toContainText('Mapped TRSR.NA to Treasury B.V.');
  await expect(unmatched).toHaveCount(0);
  await expect(
    preview.getByTestId('source-changed-field').filter({ hasText: 'Treasury B.V.' }).filter({ hasText: 'btcHoldings' }),
  ).toContainText(/btcHoldings\s*1,111\s*1,200/);
  await expect(page.getByTestId('source-alias').filter({ hasText: 'TRSR.NA' })).toContainText('Treasury B.V.');

  await preview.getByRole('button', { name: 'Commit' }).click();
  await expect(page.getByTestId('source-committed')).toContainText('0 added, 2 changed');

  // The holder's page: the new figure, with CoinGecko and the day as its source.
  const today = new Date().toISOString().slice(0, 10);
  await page.goto('/company/KULR');
  await expect(page.getByTestId('figure-holdings')).toContainText('1,100');
  await page.getByRole('button', { name: 'Show sources' }).click();
  await expect(page.getByText(/Source: CoinGecko public treasury .*retrieved/).first()).toContainText(today);
  // …and the page it read as a dated link, beside the seed's documents (ADR 201).
  const documents = page.locator('#company-documents');
  const coinGecko = documents.getByRole('link', { name: `CoinGecko public treasury list, retrieved ${today}` });
  await expect(coinGecko).toHaveAttribute('href', 'https://www.coingecko.com/en/treasuries/bitcoin');
  await expect(coinGecko).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(documents.getByRole('listitem').first()).toContainText(
    new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  await expect(documents.getByRole('link', { name: /dat-tracker-next/ })).toHaveAttribute(
    'href',
    'https://github.com/Sashamine/dat-tracker-next/tree/c0c17e0',
  );

  // A second run finds nothing new.
  await openAdminTab(page, 'sources', 'Sources');
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByTestId('sync-result')).toContainText('nothing differs from the stored rows');
  await context.close();
});
