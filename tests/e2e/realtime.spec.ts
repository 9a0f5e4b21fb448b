// Realtime in the browser: an administrator adds a constituent in one browser context and
// the GreenVault index page open in another context shows it without a reload (database
// trigger → LISTEN → SSE → React Query refetch). GreenVault is used so the public-company
// totals other specs check stay as seeded.
import { expect, test } from './support/test.ts';
import { adminCli, signUpByApi, uniqueEmail } from './support/accounts.ts';

test('a constituent added by an admin appears on an open index page without reload', async ({ browser, baseURL }) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const companyName = `Realtime Renewable Mining ${suffix}`;

  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.goto('/green-vault-index');
  await expect(viewer.getByRole('table', { name: /constituents, ranked by index weight/ })).toBeVisible();
  await expect(viewer.getByText(companyName)).toHaveCount(0);
  // A marker that a reload would wipe.
  await viewer.evaluate(() => (window.__noReload = true));

  const adminContext = await browser.newContext();
  const email = uniqueEmail('realtime-admin');
  await signUpByApi(adminContext.request, baseURL!, { email, fullName: 'Realtime Admin' });
  adminCli('grant', email);
  const response = await adminContext.request.post('/api/constituents', {
    headers: { origin: baseURL! },
    data: {
      companyName,
      symbol: `RT${suffix.slice(-4)}`,
      btcHoldings: 900,
      marketCap: 500_000_000,
      indexType: 'green_vault',
      renewableEnergyPct: 80,
      sourceNote: 'Added by the realtime browser test',
    },
  });
  expect(response.status()).toBe(201);

  await expect(viewer.getByText(companyName).first()).toBeVisible({ timeout: 15_000 });
  expect(await viewer.evaluate(() => window.__noReload)).toBe(true);

  await adminContext.close();
  await viewerContext.close();
});
