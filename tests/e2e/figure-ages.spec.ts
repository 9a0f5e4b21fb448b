// Public summaries say how old their inputs are (issue 42): the home counter, the index
// summary cards and the BTC price show their newest and oldest dates with their ages, and a
// stale one (over 90 days, domain/staleness.ts) says so. On the seed the newest BTC price is
// months old and the holdings reach back years: both are marked stale.
import { expect, test } from './support/test.ts';
import { readCsv } from './support/seed-data.ts';

const DAY_MS = 86_400_000;
const ageInDays = (date: string) => {
  const now = new Date();
  return Math.floor((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.parse(date)) / DAY_MS);
};
const integer = (value: number) => new Intl.NumberFormat('en-US').format(value);

function newestPriceDate(): string {
  return readCsv('btc_usd_daily.csv').reduce((latest, row) => ((row.date ?? '') > latest ? row.date! : latest), '');
}

test.describe('ages of the figures on public summaries', () => {
  test('the home counter shows how old its holdings and its BTC price are, and that they are stale', async ({
    page,
  }) => {
    await page.goto('/');
    const priceAge = page.getByTestId('price-age');
    await expect(priceAge).toContainText(`${integer(ageInDays(newestPriceDate()))} days old`);
    await expect(priceAge).toHaveAttribute('data-stale', 'true');
    await expect(priceAge).toContainText('stale (all over 90 days old)');
    const holdingsAge = page.getByTestId('holdings-age');
    await expect(holdingsAge).toContainText(/^Newest holding .+ \([\d,]+ days? old\), oldest .+ \([\d,]+ days old\)/);
    await expect(holdingsAge).toContainText('stale');
    await expect(holdingsAge).toBeVisible();
  });

  test('the index summary cards show the age of their holdings and price', async ({ page }) => {
    await page.goto('/bitcoin-treasury');
    const summary = page.getByRole('region', { name: 'Summary' });
    const priceAge = summary.getByTestId('price-age');
    await expect(priceAge).toContainText(`${integer(ageInDays(newestPriceDate()))} days old`);
    await expect(priceAge).toHaveAttribute('data-stale', 'true');
    const holdingsAge = summary.getByTestId('holdings-age');
    await expect(holdingsAge).toContainText(/Newest holding .+ days? old\), oldest .+ days old\)/);
    await expect(holdingsAge).toBeVisible();
  });
});
